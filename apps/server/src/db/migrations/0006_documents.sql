CREATE TABLE "document_contents" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"page" integer,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_rows" (
	"document_id" integer NOT NULL,
	"sheet" integer NOT NULL,
	"chunk" integer NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "document_rows_document_id_sheet_chunk_pk" PRIMARY KEY("document_id","sheet","chunk")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"conversation_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"kind" text,
	"size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"metadata" jsonb,
	"tables" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"processing_started_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_contents" ADD CONSTRAINT "document_contents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_rows" ADD CONSTRAINT "document_rows_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_passages_document_idx" ON "document_passages" USING btree ("document_id","ordinal");--> statement-breakpoint
CREATE INDEX "document_passages_search_idx" ON "document_passages" USING gin (to_tsvector('english', "text"));--> statement-breakpoint
CREATE INDEX "documents_user_idx" ON "documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_conversation_idx" ON "documents" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "documents_unfinished_idx" ON "documents" USING btree ("status","processing_started_at") WHERE "documents"."status" in ('pending', 'processing');