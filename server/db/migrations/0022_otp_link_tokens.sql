-- Issue 27, point 10: every code's e-mail carries a link with a long random token tied to that code's row; only the
-- token's SHA-256 is kept. Codes issued before this have none (their link never existed).
ALTER TABLE "otps" ADD COLUMN "link_hash" text;
