ALTER TABLE "recordings" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "loudness_lufs" double precision;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "loudness_range_lu" double precision;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "peak_db" double precision;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "playback_file_name" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "playback_size" integer;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "playback_sha256" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_user_idempotency_key" ON "recordings" USING btree ("user_id","idempotency_key");