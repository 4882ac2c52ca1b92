-- Dashboards (issue 35): pinned answers kept as structured queries (never their figures), their schedules and
-- alerts, each run's delivery record (unique per source and due time: a run happens once whichever instance runs
-- it), and the in-app notification list.
CREATE TABLE "dashboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"share" text DEFAULT 'none' NOT NULL,
	"period" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboards_user_idx" ON "dashboards" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "dashboard_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"dashboard_id" integer NOT NULL REFERENCES "dashboards"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"question" text NOT NULL,
	"system_id" integer NOT NULL,
	"system_name" text NOT NULL,
	"form" text NOT NULL,
	"query" jsonb NOT NULL,
	"period" jsonb,
	"reading" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"width" integer DEFAULT 1 NOT NULL,
	"height" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_tiles_board_idx" ON "dashboard_tiles" USING btree ("dashboard_id","position");
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"dashboard_id" integer NOT NULL REFERENCES "dashboards"("id") ON DELETE CASCADE,
	"tile_id" integer REFERENCES "dashboard_tiles"("id") ON DELETE CASCADE,
	"frequency" text NOT NULL,
	"time" text NOT NULL,
	"weekday" integer,
	"month_day" integer,
	"time_zone" text NOT NULL,
	"targets" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "schedules_user_idx" ON "schedules" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "schedules_due_idx" ON "schedules" USING btree ("next_run_at");
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"tile_id" integer REFERENCES "dashboard_tiles"("id") ON DELETE SET NULL,
	"question" text NOT NULL,
	"system_id" integer NOT NULL,
	"system_name" text NOT NULL,
	"query" jsonb NOT NULL,
	"measure" text NOT NULL,
	"op" text NOT NULL,
	"threshold" double precision NOT NULL,
	"check" text NOT NULL,
	"period" jsonb,
	"time_zone" text NOT NULL,
	"targets" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_value" double precision,
	"triggered" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "alerts_user_idx" ON "alerts" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "alerts_due_idx" ON "alerts" USING btree ("next_run_at");
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"user_id" integer NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_once" ON "deliveries" USING btree ("kind","source_id","due_at");
--> statement-breakpoint
CREATE INDEX "deliveries_user_idx" ON "deliveries" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"delivery_id" integer REFERENCES "deliveries"("id") ON DELETE SET NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_per_delivery" ON "notifications" USING btree ("delivery_id");
