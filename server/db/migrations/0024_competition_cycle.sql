-- Issue 29, point 4: the competition cycle. `state` is the organiser's last explicit step (draft, published, running,
-- ended, results, archived) and `state_dates` the instant of each step taken; `kind` and `published`, which the site
-- reads, become a projection of the states rewritten in the same transaction as every step (server/competitions/cycle.ts).
ALTER TABLE "competitions" ADD COLUMN "state" text DEFAULT 'draft' NOT NULL;
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "state_dates" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "competitions" SET "state" = CASE
  WHEN "kind" = 'archive' THEN 'archived'
  WHEN NOT "published" THEN 'draft'
  WHEN now() < "start_at" THEN 'published'
  WHEN now() < "end_at" THEN 'running'
  WHEN now() < "end_at" + "winners_draw_period" * interval '1 day' THEN 'ended'
  ELSE 'results'
END;
