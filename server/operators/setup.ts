// First-run setup and invitations: one-time links whose tokens are kept only as hashes.
// - The setup link: each production start on a database without an active administrator makes a new token (the older
//   one stops working) and writes `<PUBLIC_ORIGIN>/operator/setup#token=…` to its log; it creates the first
//   administrator once (server/api/operator/accounts.ts, operatorSetup) and dies when used or when an administrator exists.
// - An invitation: an administrator's invite e-mails `<PUBLIC_ORIGIN>/operator/setup#invitation=…`, valid for 7 days
//   and once; the invitee chooses their password there.
// The token sits in the URL's fragment, which browsers never send: it stays out of access logs and Referer headers.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { DAY_MS } from '../../src/domain/meccaTime.ts';

export const INVITATION_TTL_MS = 7 * DAY_MS;

/** A link's token: 256 random bits, base64url (43 characters, the contract's pattern). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const linkTokenHash = (token: string): string => createHash('sha256').update(`operator-link:${token}`).digest('hex');

export function sameTokenHash(stored: string, token: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(linkTokenHash(token));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The console page that takes both links (src/operator/setupLink.ts reads the fragment). */
export function setupLink(publicOrigin: string, kind: 'token' | 'invitation', token: string): string {
  return `${new URL('/operator/setup', publicOrigin).toString()}#${kind}=${token}`;
}

/** An administrator who can sign in: a password chosen, not disabled. */
export const activeAdministrator = and(eq(t.operators.role, 'administrator'), isNull(t.operators.disabledAt), isNotNull(t.operators.passwordHash));

export async function activeAdministrators(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.operators).where(activeAdministrator);
  return row!.n;
}

/**
 * At a production start: when no active administrator exists, a new setup token replaces any older one and the link is
 * returned to be written to the log; otherwise any leftover token is dropped and nothing is returned.
 */
export async function issueSetupLink(db: Db, publicOrigin: string): Promise<string | undefined> {
  if ((await activeAdministrators(db)) > 0) {
    await db.update(t.installation).set({ setupTokenHash: null }).where(eq(t.installation.id, true));
    return undefined;
  }
  const token = newLinkToken();
  const updated = await db.update(t.installation).set({ setupTokenHash: linkTokenHash(token) }).where(eq(t.installation.id, true)).returning({ id: t.installation.id });
  if (!updated.length) return undefined;
  return setupLink(publicOrigin, 'token', token);
}

/**
 * Spends the setup token inside the caller's transaction: true when it was the valid one (it is then cleared, so a
 * second request with it, even a concurrent one, finds nothing).
 */
export async function spendSetupToken(tx: Tx, token: string): Promise<boolean> {
  const [row] = await tx.select({ hash: t.installation.setupTokenHash }).from(t.installation).where(eq(t.installation.id, true)).for('update');
  if (!row?.hash || !sameTokenHash(row.hash, token)) return false;
  await tx.update(t.installation).set({ setupTokenHash: null }).where(eq(t.installation.id, true));
  return true;
}
