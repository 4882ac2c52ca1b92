-- How SOE Local read a question beyond the reading itself: the words it read it as when unsure, and up to three
-- other readings the chat offers as chips.
ALTER TABLE "messages" ADD COLUMN "reading_notes" jsonb;
--> statement-breakpoint
-- Questions whose reading a person confirmed or corrected: SOE answers them, and their rewordings, with the stored
-- reading. One per system and normalized question (a new verification replaces the old).
CREATE TABLE "verified_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL REFERENCES "systems"("id") ON DELETE CASCADE,
	"question" text NOT NULL,
	"normalized" text NOT NULL,
	"reading" jsonb NOT NULL,
	"reading_text" text NOT NULL,
	"verified_by" integer REFERENCES "user"("id") ON DELETE SET NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "verified_questions_system_normalized" ON "verified_questions" USING btree ("system_id","normalized");
