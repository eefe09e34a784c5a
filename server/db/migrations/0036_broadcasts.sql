-- Issue 30, point 5: broadcasts. A message in both languages to an audience (the contestant filter's fields), kept as a
-- draft, scheduled, or sent now; a queue job (server/queue) sends it in batches. Each recipient's row is written in the
-- same transaction as their notification, and its primary key (broadcast, user) makes a second send to them impossible:
-- a restart resumes where the last committed batch ended.
-- Issue 32, point 3: scheduled work moved onto pg-boss's schedules (its own schema, pgboss, made by pg-boss at start),
-- so the claim table of server/maintenance.ts goes.
CREATE TABLE "broadcasts" (
  "id" serial PRIMARY KEY NOT NULL,
  "audience" jsonb NOT NULL,
  "title" jsonb NOT NULL,
  "body" jsonb NOT NULL,
  "email" boolean DEFAULT false NOT NULL,
  "status" text DEFAULT 'draft' NOT NULL,
  "send_at" timestamp with time zone,
  "created_by" integer REFERENCES "operators"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "started_at" timestamp with time zone,
  "finished_at" timestamp with time zone,
  "sent_count" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "broadcasts_status_check" CHECK ("status" IN ('draft', 'scheduled', 'sending', 'sent', 'cancelled'))
);--> statement-breakpoint
CREATE INDEX "broadcasts_due" ON "broadcasts" ("status", "send_at");--> statement-breakpoint
CREATE TABLE "broadcast_recipients" (
  "broadcast_id" integer NOT NULL REFERENCES "broadcasts"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "notification_id" integer,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "broadcast_recipients_pk" PRIMARY KEY ("broadcast_id", "user_id")
);--> statement-breakpoint
DROP TABLE IF EXISTS "jobs";
