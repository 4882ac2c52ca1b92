-- Per-system performance settings a staff admin may set (issue 20): the statement timeout and pool size
-- (null = the server's SOE_QUERY_TIMEOUT_MS / SOE_SOURCE_POOL_SIZE), the short result cache's freshness window
-- (null = no cache), and when the cache was last cleared (part of every cache key, so a clear reaches every instance).
ALTER TABLE "systems" ADD COLUMN "statement_timeout_ms" integer;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "pool_size" integer;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "cache_seconds" integer;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "cache_cleared_at" timestamp with time zone;
