-- Links between two of a user's sources (Cross-System Analysis): a column of a table in one system and a column of
-- a table in another that name the same things, how their values compare, and how many matched when measured.
-- Sources are 'system:<id>' or 'document:<id>' (an uploaded spreadsheet), so the key is text, not a foreign key:
-- links of a deleted source are deleted with it (systems/documents services) and never read for a source the user
-- cannot see.
CREATE TABLE "system_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"source_a" text NOT NULL,
	"entity_a" text NOT NULL,
	"column_a" text NOT NULL,
	"source_b" text NOT NULL,
	"entity_b" text NOT NULL,
	"column_b" text NOT NULL,
	"method" text NOT NULL,
	"origin" text NOT NULL,
	"matched" integer NOT NULL,
	"distinct_a" integer NOT NULL,
	"distinct_b" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "system_links_columns" ON "system_links" USING btree ("user_id","source_a","entity_a","column_a","source_b","entity_b","column_b");
