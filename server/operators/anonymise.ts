// A contestant's deletion request carried out (issue 30, point 2; decisions.md, privacy): the account is anonymised, not
// deleted. Its row and its entries stay, named by pseudonyms, so results, the draws' frozen lists (pseudonymous ids
// already) and their verification do not change; every personal value is removed or replaced, in one transaction with
// its audit row. The files (picture, recordings) are removed once that transaction has committed.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { FileStore } from '../storage/index.ts';
import { type AuditEntry, writeAudit } from './audit.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford's base 32, as the draw's entry ids

/** The name an anonymised account keeps: stable, derived from nothing personal (A-7K3Q9XA2MB). */
export function accountPseudonymOf(userId: number): string {
  const digest = createHash('sha256').update(`quran-competition-account/v1/${userId}`).digest();
  let id = '';
  for (let i = 0; i < 10; i++) id += ALPHABET[digest[i]! & 31];
  return `A-${id}`;
}

/** The e-mail an anonymised account keeps (unique, as the column must be; `.invalid` never delivers). */
export const anonymisedEmailOf = (pseudonym: string): string => `${pseudonym.toLowerCase()}@anonymised.invalid`;

/** Who carries it out, and when. */
export type AnonymiseActor = { operatorId: number; at: Date };

export type AnonymiseResult = { userId: number; pseudonym: string };

/** A refusal with the server's catalogue code, under `errors.action` (409). */
const refused = (code: 'deletionNotRequested' | 'accountAnonymised') => new ApiError(409, code, { errors: { action: code } });

/** Strings shorter than this are not searched for in the audit log's JSON (too likely to be part of something else). */
const MIN_NEEDLE = 4;

/**
 * Anonymises the contestant `userId`, who asked for it. Refused (409) when they did not ask, or were anonymised already.
 * Removed or replaced: name, e-mail, password, phone, birth date, nationality, ID (type, number, name on it), picture,
 * the ID details kept with test requests, bank details of prize requests, push tokens, notifications, one-time codes,
 * rate counters named by the e-mail, sessions (all refused from now on), the text of their inbox messages and of the
 * answers to them, their published impressions, the names on their draw entries, wins (the entry's pseudonymous id)
 * and certificates (none: verification answers without a name), and those values wherever the audit log quoted them.
 * Kept: the rows, ids, statuses, scores, country and gender (the published lists show them), and the draws as frozen.
 */
export async function anonymiseContestant(db: Db, store: FileStore, userId: number, actor: AnonymiseActor): Promise<AnonymiseResult> {
  const pseudonym = accountPseudonymOf(userId);
  const email = anonymisedEmailOf(pseudonym);
  const files = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(t.users).where(eq(t.users.id, userId)).for('update');
    if (!user || user.type !== 'contestant') throw new ApiError(404, 'notFound');
    if (user.anonymisedAt) throw refused('accountAnonymised');
    if (!user.deletionRequestedAt) throw refused('deletionNotRequested');

    const mine = or(eq(t.complaints.userId, userId), eq(sql`lower(${t.complaints.email})`, user.email.toLowerCase()));
    const complaints = await tx.select().from(t.complaints).where(mine);
    const complaintIds = complaints.map((c) => c.id);
    const replies = complaintIds.length ? await tx.select().from(t.complaintReplies).where(inArray(t.complaintReplies.complaintId, complaintIds)) : [];
    const requests = await tx.select({ details: t.submissions.details }).from(t.submissions).where(eq(t.submissions.userId, userId));
    const prizes = await tx.select().from(t.prizeRequests).where(eq(t.prizeRequests.userId, userId));
    const recordings = await tx
      .select({ track: t.recordings.track, fileName: t.recordings.fileName, playbackFileName: t.recordings.playbackFileName })
      .from(t.recordings)
      .where(eq(t.recordings.userId, userId));

    // Every personal value, as the audit log may have quoted it: each is replaced there by the pseudonym (a name or an
    // e-mail) or removed.
    const personal = (values: (string | null | undefined)[]) => values.filter((v): v is string => typeof v === 'string' && v.trim().length >= MIN_NEEDLE);
    const renamed = personal([user.name, user.idName, ...requests.map((r) => r.details?.id_name), ...prizes.map((p) => p.accountHolder), ...complaints.map((c) => c.name)]);
    const emails = personal([user.email, ...complaints.map((c) => c.email)]);
    // Birth dates and bank names are not looked for: the log never quotes a birth date, and a date or a bank's name
    // may well stand in other rows about other things.
    const removed = personal([
      user.phone,
      user.idNumber,
      ...requests.map((r) => r.details?.id_number),
      ...prizes.map((p) => p.iban),
      ...complaints.map((c) => c.content),
      ...replies.map((r) => r.body),
    ]);

    await tx
      .update(t.users)
      .set({
        name: pseudonym,
        email,
        passwordHash: '',
        phone: null,
        birthDate: null,
        nationality: null,
        nationalIdType: null,
        idNumber: null,
        idName: null,
        thumbnail: null,
        emailVerifiedAt: null,
        sessionsValidAfter: actor.at,
        anonymisedAt: actor.at,
      })
      .where(eq(t.users.id, userId));
    await tx.update(t.submissions).set({ details: null }).where(eq(t.submissions.userId, userId));
    await tx.update(t.prizeRequests).set({ bankName: '', accountHolder: pseudonym, iban: '' }).where(eq(t.prizeRequests.userId, userId));
    await tx.delete(t.fcmTokens).where(eq(t.fcmTokens.userId, userId));
    await tx.delete(t.notifications).where(eq(t.notifications.userId, userId));
    await tx.delete(t.appointmentHolds).where(eq(t.appointmentHolds.userId, userId));
    await tx.delete(t.otps).where(eq(sql`lower(${t.otps.email})`, user.email.toLowerCase()));
    await tx.delete(t.rateCounters).where(sql`strpos(lower(${t.rateCounters.key}), ${user.email.toLowerCase()}) > 0`);
    // A declared conflict of interest still holds: it follows the account's new e-mail.
    await tx.update(t.operatorConflicts).set({ email }).where(eq(sql`lower(${t.operatorConflicts.email})`, user.email.toLowerCase()));
    if (complaintIds.length) {
      await tx.delete(t.testimonials).where(inArray(t.testimonials.complaintId, complaintIds));
      await tx.update(t.complaints).set({ name: pseudonym, email, content: '', userId }).where(inArray(t.complaints.id, complaintIds));
      await tx.update(t.complaintReplies).set({ body: '' }).where(inArray(t.complaintReplies.complaintId, complaintIds));
    }
    // The published lists name an entry by its pseudonymous id already; the name beside it becomes that id.
    await tx
      .update(t.drawEntries)
      .set({ name: sql`jsonb_build_object('ar', ${t.drawEntries.entryId}, 'en', ${t.drawEntries.entryId})` })
      .where(eq(t.drawEntries.userId, userId));
    await tx
      .update(t.winners)
      .set({ name: sql`jsonb_build_object('ar', coalesce(${t.winners.entryId}, ${pseudonym}::text), 'en', coalesce(${t.winners.entryId}, ${pseudonym}::text))` })
      .where(eq(t.winners.userId, userId));
    await tx.update(t.certificates).set({ name: { ar: '', en: '' }, isPublic: false }).where(eq(t.certificates.userId, userId));
    await scrubAuditLog(tx, [
      ...renamed.map((value) => ({ value, by: pseudonym })),
      ...emails.map((value) => ({ value, by: email })),
      ...removed.map((value) => ({ value, by: '' })),
    ]);
    const audit = (entry: Omit<AuditEntry, 'operatorId' | 'at'>) => writeAudit(tx, { ...entry, operatorId: actor.operatorId, at: actor.at });
    // Who and when are the row's own; what it keeps of the contestant is the pseudonym only.
    await audit({ action: 'contestant.anonymise', subjectType: 'contestant', subjectId: userId, before: { deletion_requested: true }, after: { pseudonym } });
    return [
      ...(user.thumbnail ? [`thumbnails/${user.thumbnail}`] : []),
      ...recordings.flatMap((r) => {
        const folder = r.track === 'second' ? 'clips' : 'attempts';
        return [`${folder}/${r.fileName}`, ...(r.playbackFileName ? [`${folder}/${r.playbackFileName}`] : [])];
      }),
    ];
  });
  // The rows no longer lead to the files (the picture's column is empty, the recordings' owner anonymised); removing
  // them after the commit means a rolled-back anonymisation never loses a file.
  for (const key of files) await store.delete(key).catch(() => undefined);
  return { userId, pseudonym };
}

/**
 * Replaces each value inside the audit log's before/after JSON (as JSON writes a string: quotes and backslashes escaped).
 * The rows stay otherwise as written; the append-only trigger lets this one transaction change those two columns
 * (migration 0035).
 */
async function scrubAuditLog(tx: Tx, replacements: { value: string; by: string }[]): Promise<void> {
  if (replacements.length === 0) return;
  await tx.execute(sql`select set_config('audit_log.anonymising', 'on', true)`);
  // Longest first, so a value that contains another (an e-mail holding the name) is replaced whole.
  const ordered = [...replacements].sort((a, b) => b.value.length - a.value.length);
  for (const { value, by } of ordered) {
    const needle = JSON.stringify(value).slice(1, -1);
    const with_ = JSON.stringify(by).slice(1, -1);
    const hit = (column: typeof t.auditLog.before | typeof t.auditLog.after) => sql`strpos(coalesce(${column}::text, ''), ${needle}) > 0`;
    await tx
      .update(t.auditLog)
      .set({
        before: sql`case when ${hit(t.auditLog.before)} then replace(${t.auditLog.before}::text, ${needle}, ${with_})::jsonb else ${t.auditLog.before} end`,
        after: sql`case when ${hit(t.auditLog.after)} then replace(${t.auditLog.after}::text, ${needle}, ${with_})::jsonb else ${t.auditLog.after} end`,
      })
      .where(or(hit(t.auditLog.before), hit(t.auditLog.after)));
  }
  await tx.execute(sql`select set_config('audit_log.anonymising', 'off', true)`);
}

/** The contestants who asked for their account to be deleted and are not anonymised yet, oldest request first. */
export async function pendingDeletionRequests(db: Db) {
  return db
    .select({ id: t.users.id, name: t.users.name, email: t.users.email, requestedAt: t.users.deletionRequestedAt })
    .from(t.users)
    .where(and(eq(t.users.type, 'contestant'), sql`${t.users.deletionRequestedAt} is not null`, isNull(t.users.anonymisedAt)))
    .orderBy(t.users.deletionRequestedAt, t.users.id);
}
