// Which key certificates are signed with, the same in every process of a deployment and kept on no process's disk:
// CERTIFICATE_SIGNING_KEY when set, else the one row of signing_keys (migration 0038), made by the first start. A
// database from before keeps the key its DATA_DIR/keys held, so certificates printed earlier still verify.
import { eq } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import * as t from './db/schema.ts';
import { type SigningKey, legacySigningKeyPem, newSigningKeyPem, signingKeyFromPem } from './certificates.ts';

const NAME = 'certificates';

/**
 * The database's certificate key, inserted first if there is none: the key found in `legacyDir` (an older version's
 * DATA_DIR/keys) or a new one. Processes starting at once each try one insert; the first wins and all read its row.
 */
export async function databaseSigningKey(db: Db, legacyDir?: string): Promise<{ key: SigningKey; made: 'found' | 'imported' | 'generated' }> {
  const read = async () => (await db.select({ pem: t.signingKeys.privateKeyPem }).from(t.signingKeys).where(eq(t.signingKeys.name, NAME)))[0]?.pem;
  const kept = await read();
  if (kept) return { key: signingKeyFromPem(kept), made: 'found' };
  const legacy = legacyDir ? legacySigningKeyPem(legacyDir) : undefined;
  const inserted = await db
    .insert(t.signingKeys)
    .values({ name: NAME, privateKeyPem: legacy ?? newSigningKeyPem() })
    .onConflictDoNothing()
    .returning({ name: t.signingKeys.name });
  const pem = await read();
  if (!pem) throw new Error('the certificate signing key could not be kept in the database');
  return { key: signingKeyFromPem(pem), made: inserted.length === 0 ? 'found' : legacy ? 'imported' : 'generated' };
}
