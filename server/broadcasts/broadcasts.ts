// Broadcasts (issue 30, point 5): who an audience is, how a message reads for one recipient (merge fields), and the
// batch that sends it. A batch is one transaction: the recipients' rows (primary key broadcast + user) are inserted
// first, skipping anyone already there, and a notification is inserted for exactly those rows. A process killed at
// any moment has committed whole batches only, so the next batch (after a restart, or in another process) starts
// where the last committed one ended, and nobody is sent the message twice.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';
import type { Mailer } from '../mail.ts';
import { contestantCondition } from '../operators/contestantFilter.ts';
import { trackName } from '../operators/notices.ts';
import type { PushSender } from '../operators/push.ts';

export type Audience = t.BroadcastAudience;
type Lang = 'ar' | 'en';

/** The statuses each track's entries are named by: the contestant filter's (server/operators/contestantFilter.ts). */
export { trackStatuses } from '../operators/contestantFilter.ts';

const firstTrackName: t.Localized = { ar: 'المسار الأول', en: 'First track' };
export const trackTitle = (track: t.TrackSlug): t.Localized => (track === 'first' ? firstTrackName : trackName[track]);

/**
 * The audience as a condition on `users`: the console's one contestant filter (its list, its CSV exports and its
 * broadcasts pick the same people; `q` folds Arabic marks, hamza and alef forms alike).
 */
export const audienceCondition = (audience: Audience): SQL => contestantCondition(audience);

export async function audienceSize(db: Db | Tx, audience: Audience): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from users where ${audienceCondition(audience)}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Rows of a raw query, whichever driver answered (PGlite: `{ rows }`; postgres.js: the array itself). */
export const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

export type Recipient = { id: number; name: string; email: string; language: Lang; pseudonym: string | null };

/** The recipient's merge fields: their pseudonym is their second-track set's, else their latest fifth-track attempt's. */
const recipientColumns = sql`users.id, users.name, users.email, users.language,
  coalesce(
    (select p.review_code from second_path_entries p where p.user_id = users.id order by p.id desc limit 1),
    (select p.review_code from recordings p where p.user_id = users.id and p.track = 'fifth' order by p.id desc limit 1)
  ) as pseudonym`;

/** The first recipient of the audience (the preview's), or undefined for an empty audience. */
export async function firstRecipient(db: Db, audience: Audience): Promise<Recipient | undefined> {
  return rowsOf<Recipient>(await db.execute(sql`select ${recipientColumns} from users where ${audienceCondition(audience)} order by users.id limit 1`))[0];
}

/** Merge fields: {name}, {pseudonym}, {track} (the audience's track, else nothing), in the recipient's words. */
export function render(text: t.Localized, recipient: Pick<Recipient, 'name' | 'pseudonym'>, audience: Audience): t.Localized {
  const fill = (lang: Lang) =>
    text[lang]
      .replaceAll('{name}', recipient.name)
      .replaceAll('{pseudonym}', recipient.pseudonym ?? '')
      .replaceAll('{track}', audience.track ? trackTitle(audience.track)[lang] : '');
  return { ar: fill('ar'), en: fill('en') };
}

export type BroadcastDeps = { db: Db; now: () => Date; push: PushSender; mailer: Mailer; background(what: string, task: () => Promise<void>): void };

/**
 * Sends the next batch of a broadcast that is due (scheduled with send_at passed, or already sending): at most
 * `batchSize` recipients who have no row yet, in one transaction. Returns how many it reached and whether the broadcast
 * is now finished (nobody left, or it is not due / not sendable).
 */
export async function sendBatch(deps: BroadcastDeps, broadcastId: number, batchSize: number): Promise<{ sent: number; done: boolean }> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [b] = await tx.select().from(t.broadcasts).where(eq(t.broadcasts.id, broadcastId)).for('update');
    if (!b || (b.status !== 'scheduled' && b.status !== 'sending')) return { sent: [] as Recipient[], done: true, b };
    if (b.status === 'scheduled' && b.sendAt && b.sendAt > now) return { sent: [] as Recipient[], done: true, b };
    if (b.status === 'scheduled') await tx.update(t.broadcasts).set({ status: 'sending', startedAt: now, updatedAt: now }).where(eq(t.broadcasts.id, b.id));
    const candidates = rowsOf<Recipient>(
      await tx.execute(sql`select ${recipientColumns} from users
        where ${audienceCondition(b.audience)}
          and not exists (select 1 from broadcast_recipients r where r.broadcast_id = ${b.id} and r.user_id = users.id)
        order by users.id limit ${batchSize}`),
    );
    if (!candidates.length) {
      await tx.update(t.broadcasts).set({ status: 'sent', finishedAt: now, updatedAt: now }).where(eq(t.broadcasts.id, b.id));
      return { sent: [] as Recipient[], done: true, b };
    }
    // The recipients' rows first: a row another transaction committed meanwhile is skipped, and only those inserted here get a notification.
    const claimed = await tx
      .insert(t.broadcastRecipients)
      .values(candidates.map((c) => ({ broadcastId: b.id, userId: c.id, sentAt: now })))
      .onConflictDoNothing()
      .returning({ userId: t.broadcastRecipients.userId });
    const claimedIds = new Set(claimed.map((c) => c.userId));
    const sent = candidates.filter((c) => claimedIds.has(c.id));
    if (sent.length) {
      await tx.insert(t.notifications).values(
        sent.map((r) => ({ userId: r.id, title: render(b.title, r, b.audience), body: render(b.body, r, b.audience), data: { broadcast_id: String(b.id) }, createdAt: now })),
      );
      await tx.update(t.broadcasts).set({ sentCount: sql`${t.broadcasts.sentCount} + ${sent.length}`, updatedAt: now }).where(eq(t.broadcasts.id, b.id));
    }
    return { sent, done: false, b };
  });
  const { sent, b } = outcome;
  if (sent.length && b) {
    // Push (and e-mail) leave after the commit, off the batch's path; the in-site notification is the record.
    deps.background('send a broadcast batch by push and e-mail', async () => {
      const tokens = await deps.db
        .select({ userId: t.fcmTokens.userId, token: t.fcmTokens.token })
        .from(t.fcmTokens)
        .where(inArray(t.fcmTokens.userId, sent.map((r) => r.id)));
      const byUser = new Map(sent.map((r) => [r.id, r]));
      await deps.push.send(
        tokens.map(({ userId, token }) => {
          const r = byUser.get(userId)!;
          return { token, title: render(b.title, r, b.audience)[r.language], body: render(b.body, r, b.audience)[r.language], data: { broadcast_id: String(b.id) } };
        }),
      );
      if (b.email && deps.mailer.sendBroadcast) {
        for (const r of sent) {
          await deps.mailer
            .sendBroadcast(r.email, r.language, { title: render(b.title, r, b.audience)[r.language], body: render(b.body, r, b.audience)[r.language] })
            .catch(() => {});
        }
      }
    });
  }
  return { sent: sent.length, done: outcome.done };
}

/**
 * Works a broadcast for up to `budgetMs`: batch after batch, `pauseMs` apart. Returns whether it finished; if not, the
 * caller queues the rest as a new job (so no job runs longer than its expiry, and a dead process's job is retried soon).
 */
export async function workBroadcast(
  deps: BroadcastDeps,
  broadcastId: number,
  options: { batchSize: number; budgetMs: number; pauseMs?: number },
): Promise<{ sent: number; done: boolean }> {
  const started = Date.now();
  let sent = 0;
  for (;;) {
    const batch = await sendBatch(deps, broadcastId, options.batchSize);
    sent += batch.sent;
    if (batch.done) return { sent, done: true };
    if (Date.now() - started > options.budgetMs) return { sent, done: false };
    if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  }
}

/** Broadcasts that should be going out now: scheduled and due, or interrupted while sending. */
export async function dueBroadcasts(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: t.broadcasts.id })
    .from(t.broadcasts)
    .where(
      sql`${t.broadcasts.status} = 'sending' or (${t.broadcasts.status} = 'scheduled' and (${t.broadcasts.sendAt} is null or ${t.broadcasts.sendAt} <= ${now.toISOString()}))`,
    );
  return rows.map((r) => r.id);
}
