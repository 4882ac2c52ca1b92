-- Every instance keeps recently read sessions and their users in memory (modules/auth/session-cache.ts) and
-- drops them when PostgreSQL says they changed: any UPDATE or DELETE of a user or session row, whoever makes it
-- (the app, another instance, an operator's SQL), and a TRUNCATE of either table, notify soe_auth_changes.
-- Payloads: 'u:<user id>', 's:<session id>', '*' (everything).
CREATE OR REPLACE FUNCTION soe_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('soe_auth_changes', '*');
  ELSIF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('soe_auth_changes', 'u:' || OLD.id);
  ELSE
    PERFORM pg_notify('soe_auth_changes', 's:' || OLD.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_changes" AFTER UPDATE OR DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION soe_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER "user_truncate" AFTER TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION soe_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER "session_changes" AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION soe_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER "session_truncate" AFTER TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION soe_notify_auth_change();
