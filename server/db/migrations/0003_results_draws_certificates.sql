CREATE TABLE "draw_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"draw_id" integer NOT NULL,
	"entry_id" text NOT NULL,
	"user_id" integer,
	"name" jsonb NOT NULL,
	"country" jsonb NOT NULL,
	"gender" text
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"track" text NOT NULL,
	"label" text NOT NULL,
	"source" jsonb NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	"entries" jsonb,
	"list_hash" text,
	"winner_count" integer,
	"committed_at" timestamp with time zone,
	"randomness" text,
	"randomness_proof" text,
	"seed" text,
	"draw_order" jsonb,
	"drawn_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "win_id" integer;--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "draw_id" integer;--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "entry_id" text;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_entries_draw_entry" ON "draw_entries" USING btree ("draw_id","entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draws_competition_track" ON "draws" USING btree ("competition_id","track");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_win_id_winners_id_fk" FOREIGN KEY ("win_id") REFERENCES "public"."winners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "winners" ADD CONSTRAINT "winners_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_per_entry" ON "certificates" USING btree ("user_id","competition_id","track","kind");