-- An uploaded file's bytes in parts of 64 KB (documents/storage.ts) rather than one value: the embedded database
-- parses a statement's values on the server's only thread, and a 25 MB file written or read as one bytea held every
-- other request for seconds. The bytes stored so far become part 0 of their document.
ALTER TABLE "document_contents" ADD COLUMN "part" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "document_contents" DROP CONSTRAINT "document_contents_pkey";--> statement-breakpoint
ALTER TABLE "document_contents" ADD PRIMARY KEY ("document_id", "part");--> statement-breakpoint
-- A passage's words go to the full-text index's pending list; when the list passes its limit (4 MB by default) the
-- insert that crossed it merges the whole list into the index, which held the embedded database for up to a second.
-- A small list is merged often and quickly.
ALTER INDEX "document_passages_search_idx" SET (gin_pending_list_limit = 64);
