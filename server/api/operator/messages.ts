// Impressions, complaints and suggestions: read them, a page at a time in one query; publish an impression on the home
// page only if its author took part.
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { notices } from '../../operators/notices.ts';
import type { Handler, Schemas } from '../context.ts';
import { decideDeps } from './common.ts';

/**
 * Of a row of `users`: the contestant took part — submitted the first track, submitted the second, made a third or
 * fourth request, or sent a fifth-track attempt.
 */
const tookPart = sql`(${t.users.type} = 'contestant' and (
  exists (select 1 from ${t.firstPathEntries} where ${t.firstPathEntries.userId} = ${t.users.id} and ${t.firstPathEntries.submittedAt} is not null)
  or exists (select 1 from ${t.secondPathEntries} where ${t.secondPathEntries.userId} = ${t.users.id} and ${t.secondPathEntries.status} <> 'recording')
  or exists (select 1 from ${t.submissions} where ${t.submissions.userId} = ${t.users.id})
  or exists (select 1 from ${t.recordings} where ${t.recordings.userId} = ${t.users.id} and ${t.recordings.track} = 'fifth')))`;

/** The contestant behind an email who took part (see `tookPart`); undefined for anyone else. */
export async function participantByEmail(db: Db | Tx, email: string): Promise<number | undefined> {
  const [user] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(sql`lower(${t.users.email}) = lower(${email})`, tookPart));
  return user?.id;
}

/** A column of the listed message, qualified: drizzle leaves a one-table select's columns bare, which a subquery would read as its own. */
const ofMessage = (column: 'id' | 'email') => sql`${t.complaints}.${sql.identifier(column)}`;

/**
 * Messages as the console shows them, newest first, each with whether its author took part and whether it is on the
 * home page, and how many match in all (`count(*) over ()`): one query however long the page.
 */
async function selectMessages(db: Db | Tx, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = db
    .select({
      c: t.complaints,
      published: sql<boolean>`exists (select 1 from ${t.testimonials} where ${t.testimonials.complaintId} = ${ofMessage('id')})`,
      authorTookPart: sql<boolean>`exists (select 1 from ${t.users} where lower(${t.users.email}) = lower(${ofMessage('email')}) and ${tookPart})`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(t.complaints)
    .where(where)
    .orderBy(desc(t.complaints.createdAt), desc(t.complaints.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ c, published, authorTookPart, total }) => ({
    total,
    json: {
      id: c.id,
      type: c.type,
      name: c.name,
      email: c.email,
      content: c.content,
      created_at: toMeccaString(c.createdAt),
      author_took_part: Boolean(authorTookPart),
      published: Boolean(published),
    } satisfies Schemas['OperatorMessage'],
  }));
}

async function messageJson(db: Db | Tx, id: number): Promise<Schemas['OperatorMessage']> {
  const [row] = await selectMessages(db, eq(t.complaints.id, id));
  return row!.json;
}

export const getOperatorMessages: Handler<'getOperatorMessages'> = async (ctx, { request, lang }) => {
  const type = request.query?.type;
  const page = request.query?.page ?? 1;
  const perPage = request.query?.per_page ?? 20;
  const where = type ? eq(t.complaints.type, type) : undefined;
  const rows = await selectMessages(ctx.db, where, { limit: perPage, offset: (page - 1) * perPage });
  // Past the last page no row carries the count: only then is it asked for on its own.
  const total = rows[0]?.total ?? (page > 1 ? ((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.complaints).where(where))[0]?.n ?? 0) : 0);
  return {
    code: 200,
    body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map((r) => r.json)], meta: { total, page, per_page: perPage } },
  };
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
    return messageJson(tx, c.id);
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
    return messageJson(tx, c.id);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'impressionUnpublished'), data: [json] } };
};
