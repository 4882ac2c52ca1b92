-- A connected system's discovered schema as compressed JSON lines (systems/schema-store.ts); systems.schema_json
-- keeps only its discovery time. A 10,000-table schema is 9 MB of JSON: written and read as one jsonb value, the
-- embedded database parsed it in one go, holding every other request for seconds.
CREATE TABLE "system_schemas" (
	"system_id" integer PRIMARY KEY NOT NULL REFERENCES "systems"("id") ON DELETE CASCADE,
	"discovered_at" text NOT NULL,
	"payload" bytea NOT NULL
);
