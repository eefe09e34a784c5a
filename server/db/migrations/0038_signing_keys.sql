-- Issue 32, point 2: the certificate signing key lives in the database (unless CERTIFICATE_SIGNING_KEY gives it), so
-- every server process on every machine signs with the same key and no process needs DATA_DIR/keys. The first start
-- inserts it (the key DATA_DIR/keys held, if any, else a new one); a concurrent start's insert does nothing, and both
-- then read the one row (server/certificates.ts).
CREATE TABLE "signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
