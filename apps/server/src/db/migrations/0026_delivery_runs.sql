-- Deliveries (issue 35): a run keeps what it delivers (the figures read at its first attempt, so a retry resends the
-- same message on every channel) and a lease: the attempt holding it until then is the only one that may send.
ALTER TABLE "deliveries" ADD COLUMN "payload" jsonb;
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "lease_until" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "deliveries_running_idx" ON "deliveries" USING btree ("lease_until") WHERE "status" = 'running';
