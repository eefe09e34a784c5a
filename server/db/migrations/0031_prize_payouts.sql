-- Issue 30, point 4: prize requests reviewed and paid by finance. A request is approved or returned with a reason
-- (the winner corrects it and sends it again as a new request), then one finance account records the payment with its
-- reference and a different one confirms it. Who did each step and when is kept on the request (and in the audit log).
ALTER TABLE "prize_requests" ADD COLUMN "reviewed_by" integer REFERENCES "operators"("id");--> statement-breakpoint
ALTER TABLE "prize_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prize_requests" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "prize_requests" ADD COLUMN "payment_recorded_by" integer REFERENCES "operators"("id");--> statement-breakpoint
ALTER TABLE "prize_requests" ADD COLUMN "payment_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prize_requests" ADD COLUMN "payment_confirmed_by" integer REFERENCES "operators"("id");--> statement-breakpoint
ALTER TABLE "prize_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- The two approvers of a payment are two accounts, whatever the code does.
ALTER TABLE "prize_requests" ADD CONSTRAINT "prize_requests_two_approvers" CHECK ("payment_confirmed_by" IS NULL OR "payment_confirmed_by" <> "payment_recorded_by");--> statement-breakpoint
-- One live request per win: open (pending, approved, payment recorded) or paid; a returned or refused one leaves room for the next.
DROP INDEX "prize_requests_open_per_win";--> statement-breakpoint
CREATE UNIQUE INDEX "prize_requests_open_per_win" ON "prize_requests" USING btree ("win_id") WHERE status in ('pending', 'approved', 'payment_recorded', 'paid');--> statement-breakpoint
CREATE INDEX "prize_requests_status" ON "prize_requests" USING btree ("status", "created_at");
