-- What an answer ran (SOE Local's structured query and its system), so that a follow-up question in the same
-- conversation, on any instance, is read as an edit of it.
ALTER TABLE "messages" ADD COLUMN "query" jsonb;
