-- Issue 29, point 5: each track's prize per place (a list of amounts, one per winner in rank order) instead of one
-- amount for every winner, and the fifth track's attempts allowed per competition (it was the constant 3). Existing
-- tracks keep what they showed: their one amount for each of their winner_count places.
ALTER TABLE "tracks" ADD COLUMN "prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "tracks" SET "prizes" = to_jsonb(array_fill("prize", ARRAY[greatest("winner_count", 0)]));
--> statement-breakpoint
ALTER TABLE "tracks" DROP COLUMN "prize";
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "fifth_attempts_allowed" integer DEFAULT 3 NOT NULL;
