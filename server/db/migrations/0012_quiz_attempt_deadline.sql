ALTER TABLE "competitions" ADD COLUMN "quiz_time_limit_seconds" integer DEFAULT 900 NOT NULL;--> statement-breakpoint
ALTER TABLE "first_path_entries" ADD COLUMN "deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "first_path_entries" ADD COLUMN "layout" jsonb;--> statement-breakpoint
ALTER TABLE "first_path_entries" ADD COLUMN "closed_by" text;