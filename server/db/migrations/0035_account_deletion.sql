-- Issue 30, point 2: a contestant asks for their account to be deleted (deletion_requested_at); an administrator carries
-- it out by anonymising the account (anonymised_at, server/operators/anonymise.ts): the row stays, with a pseudonym,
-- so results and the draws' published lists stay verifiable.
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
-- The audit log stays append-only, with one exception: anonymising a contestant replaces their personal values inside
-- a row's before/after (who, when, the action and its subject stay as written). Only a transaction that says so
-- (set_config('audit_log.anonymising', 'on', true), server/operators/anonymise.ts) may, and only those two columns.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('audit_log.anonymising', true) = 'on'
     AND NEW.id = OLD.id AND NEW.operator_id = OLD.operator_id AND NEW.action = OLD.action
     AND NEW.subject_type = OLD.subject_type AND NEW.subject_id = OLD.subject_id AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
