-- What this database is: the demo (seeded for development, with documented accounts) or an organiser's own. One row.
-- Every database that already holds a competition was seeded with the demo: before this, nothing else created one.
CREATE TABLE "installation" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"demo" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "installation" ("demo") SELECT true WHERE EXISTS (SELECT 1 FROM "competitions");
