-- Workspaces (the spec's tenant): every sign-up gets one and owns it; others join only by an owner's invitation
-- or a staff admin. A user's tenant_id names their workspace; '' means none yet (a row between its insert and
-- its provisioning) and is never shared with anyone.
ALTER TABLE "user" ADD COLUMN "is_workspace_owner" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "user" ALTER COLUMN "tenant_id" SET DEFAULT '';
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_used_by_user_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id","id");
--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "share_access" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
CREATE INDEX "user_tenant_idx" ON "user" USING btree ("tenant_id");
--> statement-breakpoint
-- Until now every self-registered user shared tenant 'default'. Each gets a workspace of their own; the instance
-- owner keeps 'default' with everyone a staff admin created (recorded as 'user.create' in the audit log).
UPDATE "user" u SET "tenant_id" = 'ws_' || u."id", "is_workspace_owner" = true
WHERE u."tenant_id" = 'default' AND NOT u."is_owner"
  AND NOT EXISTS (SELECT 1 FROM "audit_log" a WHERE a."action" = 'user.create' AND a."target" = 'user:' || u."id");
--> statement-breakpoint
UPDATE "user" SET "is_workspace_owner" = true WHERE "is_owner";
--> statement-breakpoint
-- Any other tenant a staff admin named is owned by its earliest member.
UPDATE "user" SET "is_workspace_owner" = true
WHERE "id" IN (SELECT min("id") FROM "user" GROUP BY "tenant_id" HAVING NOT bool_or("is_workspace_owner"));
--> statement-breakpoint
INSERT INTO "workspaces" ("id", "name", "created_at")
SELECT u."tenant_id", left(coalesce(u."display_username", u."username", u."email"), 80) || '''s workspace', u."created_at"
FROM "user" u WHERE u."is_workspace_owner";
--> statement-breakpoint
CREATE UNIQUE INDEX "user_one_workspace_owner" ON "user" USING btree ("tenant_id") WHERE "user"."is_workspace_owner";
