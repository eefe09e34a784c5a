// Counters kept in the database (table rate_counters), so that every server process on one database shares them:
// per-account sign-in attempts, one-time-code checks and code-sending cooldowns. One atomic statement per hit.
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { preparedOn } from '../db/prepared.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

export type Hit = { count: number; resetAt: Date };

/** Counts one hit on `key` in a window that starts at the key's first hit and lasts `windowMs`. */
export async function hit(db: Db, key: string, windowMs: number, now: Date): Promise<Hit> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await countHit(db).execute({ key, resetAt: resetAt.toISOString(), now: now.toISOString() });
  return row!;
}

/** Every rate-limited request runs it, so it is prepared (server/db/prepared.ts). */
const countHit = (db: Db) =>
  preparedOn(db, 'count_hit', (on) => {
    const live = sql`${t.rateCounters.resetAt} > ${sql.placeholder('now')}::timestamptz`;
    const resetAt = sql`${sql.placeholder('resetAt')}::timestamptz`;
    return on
      .insert(t.rateCounters)
      .values({ key: sql.placeholder('key'), count: 1, resetAt })
      .onConflictDoUpdate({
        target: t.rateCounters.key,
        set: {
          count: sql`case when ${live} then ${t.rateCounters.count} + 1 else 1 end`,
          resetAt: sql`case when ${live} then ${t.rateCounters.resetAt} else ${resetAt} end`,
        },
      })
      .returning({ count: t.rateCounters.count, resetAt: t.rateCounters.resetAt })
      .prepare('count_hit');
  });

/** Forgets a key (a successful sign-in clears the account's failures). */
export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(t.rateCounters).where(eq(t.rateCounters.key, key));
}

export async function purgeExpiredCounters(db: Db, now: Date): Promise<void> {
  await db.delete(t.rateCounters).where(lte(t.rateCounters.resetAt, now));
}

export const secondsUntil = (resetAt: Date, now: Date) => Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

/** Counts a hit and refuses it with 429 (and Retry-After) once the window holds more than `max`. */
export async function limit(db: Db, key: string, max: number, windowMs: number, now: Date): Promise<void> {
  const { count, resetAt } = await hit(db, key, windowMs, now);
  if (count > max) throw new ApiError(429, 'tooManyRequests', { retryAfter: secondsUntil(resetAt, now) });
}

/** The live count on `key` without counting a hit (0 when it has none or its window has passed). */
export async function countOf(db: Db, key: string, now: Date): Promise<Hit | undefined> {
  const [row] = await db.select({ count: t.rateCounters.count, resetAt: t.rateCounters.resetAt }).from(t.rateCounters).where(eq(t.rateCounters.key, key));
  return row && row.resetAt > now ? row : undefined;
}

/**
 * The key an attempt on an account is counted under: the account's own, shared by every stranger's address, or, for a
 * request from a known device of the account (server/auth/knownDevices.ts), that device's alone.
 */
export const attemptKey = (accountKey: string, device: string | undefined): string => (device ? `${accountKey}:device:${device}` : accountKey);
