-- Issue 31, point 5: a certificate is private until its holder makes it public (decisions.md, privacy); its code still
-- verifies it. Only the default changes: rows already issued keep the visibility they have.
ALTER TABLE "certificates" ALTER COLUMN "is_public" SET DEFAULT false;
