CREATE TABLE "provider_settings" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"api_key_sealed" text,
	"base_url" text,
	"model" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;