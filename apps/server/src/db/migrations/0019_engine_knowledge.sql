-- SOE Local's catalog and value index of a system, built once per discovery and read by every instance
-- instead of being rebuilt in each process (the value index costs the source a query per text column).
CREATE TABLE "engine_knowledge" (
	"system_id" integer PRIMARY KEY NOT NULL REFERENCES "systems"("id") ON DELETE CASCADE,
	"discovered_at" text NOT NULL,
	"payload" bytea NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
