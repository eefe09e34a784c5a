-- Issue 30, point 1: the console's one list of contestants (server/operators/contestantFilter.ts), fast at 100,000.
-- `users.search_text` is what a search by part of a name, e-mail or phone reads: those three as searching sees them
-- (Arabic marks and tatweel left out, one form of each hamza/alef/yaa/taa marbuta, Eastern digits as Western ones,
-- lower case), the same folding as `searchKey` in contestantFilter.ts, kept by the database on every write.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  lower(translate(
    regexp_replace("name" || ' ' || "email" || ' ' || coalesce("phone", ''), '[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    'أإآٱىئؤة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'ااااييوه01234567890123456789'
  ))
) STORED;--> statement-breakpoint
-- A track's entrants in a status, per competition (the filters), and each contestant's own rows (the timeline).
CREATE INDEX "submissions_track_status" ON "submissions" ("competition_id", "track", "status", "user_id");--> statement-breakpoint
CREATE INDEX "second_path_entries_status" ON "second_path_entries" ("competition_id", "status", "user_id");--> statement-breakpoint
CREATE INDEX "recordings_track_status" ON "recordings" ("competition_id", "track", "status", "user_id");--> statement-breakpoint
CREATE INDEX "first_path_entries_competition" ON "first_path_entries" ("competition_id", "user_id");--> statement-breakpoint
CREATE INDEX "winners_user" ON "winners" ("user_id", "competition_id", "track");--> statement-breakpoint
CREATE INDEX "prize_requests_user" ON "prize_requests" ("user_id");--> statement-breakpoint
CREATE INDEX "draw_entries_entry" ON "draw_entries" ("entry_id");--> statement-breakpoint
CREATE INDEX "users_contestants" ON "users" ("id") WHERE "type" = 'contestant';
