// Impressions, complaints and suggestions: read them; publish an impression on the home page only if its author took part.
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { notices } from '../../operators/notices.ts';
import type { Handler, Schemas } from '../context.ts';
import { decideDeps } from './common.ts';

type Complaint = typeof t.complaints.$inferSelect;

/**
 * The contestant behind an email who took part: submitted the first track, submitted the second, made a third or
 * fourth request, or sent a fifth-track attempt. Undefined for anyone else.
 */
export async function participantByEmail(db: Db | Tx, email: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(sql`lower(${t.users.email}) = lower(${email})`, eq(t.users.type, 'contestant')));
  if (!user) return undefined;
  const took = await Promise.all([
    db.select({ id: t.firstPathEntries.id }).from(t.firstPathEntries).where(and(eq(t.firstPathEntries.userId, user.id), isNotNull(t.firstPathEntries.submittedAt))).limit(1),
    db.select({ id: t.secondPathEntries.id }).from(t.secondPathEntries).where(and(eq(t.secondPathEntries.userId, user.id), ne(t.secondPathEntries.status, 'recording'))).limit(1),
    db.select({ id: t.submissions.id }).from(t.submissions).where(eq(t.submissions.userId, user.id)).limit(1),
    db.select({ id: t.recordings.id }).from(t.recordings).where(and(eq(t.recordings.userId, user.id), eq(t.recordings.track, 'fifth'))).limit(1),
  ]);
  return took.some((rows) => rows.length > 0) ? user.id : undefined;
}

async function messageJson(db: Db | Tx, c: Complaint): Promise<Schemas['OperatorMessage']> {
  const [published] = await db.select({ id: t.testimonials.id }).from(t.testimonials).where(eq(t.testimonials.complaintId, c.id));
  return {
    id: c.id,
    type: c.type,
    name: c.name,
    email: c.email,
    content: c.content,
    created_at: toMeccaString(c.createdAt),
    author_took_part: (await participantByEmail(db, c.email)) !== undefined,
    published: Boolean(published),
  };
}

export const getOperatorMessages: Handler<'getOperatorMessages'> = async (ctx, { request, lang }) => {
  const type = request.query?.type;
  const rows = await ctx.db
    .select()
    .from(t.complaints)
    .where(type ? eq(t.complaints.type, type) : undefined)
    .orderBy(desc(t.complaints.createdAt), desc(t.complaints.id))
    .limit(500);
  const list = [];
  for (const row of rows) list.push(await messageJson(ctx.db, row));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

export const publishOperatorMessage: Handler<'publishOperatorMessage'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit, notify }) => {
    const [c] = await tx.select().from(t.complaints).where(eq(t.complaints.id, request.params.messageId)).for('update');
    if (!c) throw new ApiError(404, 'notFound');
    if (c.type !== 'impression') throw new ApiError(409, 'notAnImpression', { errors: { type: 'notAnImpression' } });
    const author = await participantByEmail(tx, c.email);
    if (author === undefined) throw new ApiError(409, 'authorDidNotTakePart', { errors: { email: 'authorDidNotTakePart' } });
    const [already] = await tx.select({ id: t.testimonials.id }).from(t.testimonials).where(eq(t.testimonials.complaintId, c.id));
    if (already) throw new ApiError(409, 'alreadyPublished', { errors: { id: 'alreadyPublished' } });
    // The impression is shown as its author wrote it, in whichever language the visitor reads.
    const [row] = await tx
      .insert(t.testimonials)
      .values({ review: { ar: c.content, en: c.content }, author: { ar: c.name, en: c.name }, date: toMeccaString(ctx.now()), complaintId: c.id })
      .returning();
    await audit({ action: 'impression.publish', subjectType: 'impression', subjectId: c.id, before: { published: false }, after: { published: true, testimonial_id: row!.id } });
    await notify(author, notices.impressionPublished());
    return messageJson(tx, c);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'impressionPublished'), data: [json] } };
};

export const unpublishOperatorMessage: Handler<'unpublishOperatorMessage'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const [c] = await tx.select().from(t.complaints).where(eq(t.complaints.id, request.params.messageId)).for('update');
    if (!c) throw new ApiError(404, 'notFound');
    const [removed] = await tx.delete(t.testimonials).where(eq(t.testimonials.complaintId, c.id)).returning({ id: t.testimonials.id });
    if (!removed) throw new ApiError(409, 'notPublished', { errors: { id: 'notPublished' } });
    await audit({ action: 'impression.unpublish', subjectType: 'impression', subjectId: c.id, before: { published: true, testimonial_id: removed.id }, after: { published: false } });
    return messageJson(tx, c);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'impressionUnpublished'), data: [json] } };
};
