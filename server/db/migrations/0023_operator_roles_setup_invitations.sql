-- Issue 29, points 2 and 3: the first administrator is made through a one-time setup link (its token's hash is kept on
-- the installation row until it is used), and administrators invite console accounts, which have no password until
-- their invitee follows the e-mailed link (operator_invitations keeps only each link's hash).
ALTER TABLE "installation" ADD COLUMN "setup_token_hash" text;
--> statement-breakpoint
ALTER TABLE "operators" ALTER COLUMN "password_hash" DROP NOT NULL;
--> statement-breakpoint
CREATE TABLE "operator_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"invited_by" integer NOT NULL REFERENCES "operators"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operator_invitations_token_hash" ON "operator_invitations" ("token_hash");
--> statement-breakpoint
CREATE INDEX "operator_invitations_operator" ON "operator_invitations" ("operator_id");
