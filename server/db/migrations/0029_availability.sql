-- Issue 29, point 5: examiner availability of the third and fourth tracks, an organiser's setting per competition and
-- track (a weekly pattern in Mecca time, date-range overrides, slot length, seats, minimum notice, hold time). Slots are
-- generated from it (server/competitions/availability.ts). Every competition already stored gets the schedule the
-- server used until now (every evening 18:00-22:00, half-hour slots, 2 seats, 24 hours' notice, 5 minutes' hold), so
-- it books exactly as before. A slot an operator opened by hand is marked: the pattern never removes it.
CREATE TABLE "availability" (
  "competition_id" integer NOT NULL REFERENCES "competitions"("id") ON DELETE CASCADE,
  "track" text NOT NULL,
  "weekly" jsonb NOT NULL,
  "overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "slot_minutes" integer NOT NULL,
  "seats" integer NOT NULL,
  "min_notice_minutes" integer NOT NULL,
  "hold_minutes" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "availability_pkey" PRIMARY KEY ("competition_id", "track")
);
--> statement-breakpoint
INSERT INTO "availability" ("competition_id", "track", "weekly", "slot_minutes", "seats", "min_notice_minutes", "hold_minutes")
SELECT c."id", tr."track",
  '[{"day":0,"start":"18:00","end":"22:00"},{"day":1,"start":"18:00","end":"22:00"},{"day":2,"start":"18:00","end":"22:00"},{"day":3,"start":"18:00","end":"22:00"},{"day":4,"start":"18:00","end":"22:00"},{"day":5,"start":"18:00","end":"22:00"},{"day":6,"start":"18:00","end":"22:00"}]'::jsonb,
  30, 2, 1440, 5
FROM "competitions" c CROSS JOIN (VALUES ('third'), ('fourth')) AS tr("track");
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD COLUMN "opened_by_operator" boolean DEFAULT false NOT NULL;
