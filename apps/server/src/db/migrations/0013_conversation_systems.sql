ALTER TABLE "conversations" ADD COLUMN "system_ids" jsonb;
