-- Review pseudonyms (issue 27): a random, stored code per reviewable entry instead of its database id, which ordered
-- submissions. Eight characters of an alphabet without 0/O/1/I, read out as two groups (7K3Q-9XA2): 2^40 codes. The
-- function draws again while the code is taken in the given table; the unique index is the last word.
CREATE FUNCTION review_code(tbl text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  code text;
  taken boolean;
BEGIN
  LOOP
    code := '';
    FOR i IN 1..8 LOOP
      IF i = 5 THEN code := code || '-'; END IF;
      code := code || substr(alphabet, 1 + floor(random() * 32)::int, 1);
    END LOOP;
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE review_code = $1)', tbl) INTO taken USING code;
    IF NOT taken THEN RETURN code; END IF;
  END LOOP;
END;
$$;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "review_code" text;--> statement-breakpoint
UPDATE "recordings" SET "review_code" = review_code('recordings');--> statement-breakpoint
ALTER TABLE "recordings" ALTER COLUMN "review_code" SET DEFAULT review_code('recordings');--> statement-breakpoint
ALTER TABLE "recordings" ALTER COLUMN "review_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_review_code" ON "recordings" ("review_code");--> statement-breakpoint
ALTER TABLE "second_path_entries" ADD COLUMN "review_code" text;--> statement-breakpoint
UPDATE "second_path_entries" SET "review_code" = review_code('second_path_entries');--> statement-breakpoint
ALTER TABLE "second_path_entries" ALTER COLUMN "review_code" SET DEFAULT review_code('second_path_entries');--> statement-breakpoint
ALTER TABLE "second_path_entries" ALTER COLUMN "review_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "second_path_entries_review_code" ON "second_path_entries" ("review_code");--> statement-breakpoint
-- Declared conflicts of interest (issue 27): a console account never reviews the entry of a contestant whose e-mail it
-- declared (a relative, a pupil), nor its own. Kept with when it was declared; nothing removes one but the account.
CREATE TABLE "operator_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "operator_conflicts_operator_email" ON "operator_conflicts" ("operator_id", lower("email"));
