ALTER TABLE "recordings" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "second_path_entries" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "attendance" text;