ALTER TABLE "submissions" ALTER COLUMN "appointment_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" DROP COLUMN "date";--> statement-breakpoint
ALTER TABLE "submissions" DROP COLUMN "time";