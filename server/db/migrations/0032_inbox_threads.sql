-- Issue 30, point 3: complaints and suggestions become threads of the console's inbox. Each has a status (new, answered
-- once an operator's answer was mailed, closed), the language it was written in (the answer's mail is in it), and the
-- contestant it came from when its e-mail is a contestant's (a contestant's timeline finds their messages by it).
-- Impressions keep the status `new`: they are published, not answered.
ALTER TABLE "complaints" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_status_check" CHECK ("status" IN ('new', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_language_check" CHECK ("language" IN ('ar', 'en'));--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
UPDATE "complaints" SET "user_id" = (
  SELECT "users"."id" FROM "users" WHERE lower("users"."email") = lower("complaints"."email") AND "users"."type" = 'contestant' ORDER BY "users"."id" LIMIT 1
);--> statement-breakpoint
CREATE INDEX "complaints_user" ON "complaints" ("user_id");--> statement-breakpoint
CREATE INDEX "complaints_inbox" ON "complaints" ("type", "status", "created_at");--> statement-breakpoint
-- An operator's answer, kept once its mail was handed to the mail server: who answered, what, when.
CREATE TABLE "complaint_replies" (
  "id" serial PRIMARY KEY NOT NULL,
  "complaint_id" integer NOT NULL REFERENCES "complaints"("id") ON DELETE CASCADE,
  "operator_id" integer NOT NULL REFERENCES "operators"("id"),
  "body" text NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "complaint_replies_complaint" ON "complaint_replies" ("complaint_id", "sent_at");
