// The console's inbox (issue 30, point 3): complaints and suggestions sent through the site's form, as threads with a
// status (new, answered, closed). An operator answers by e-mail: the answer is mailed first, in the thread's language,
// and joins the thread (and makes it `answered`) only once the mail server took it; a mail that fails stores nothing.
// Closing and reopening are decisions too. Every step is audited with its before and after.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import type { Handler, Schemas } from '../context.ts';
import { decideDeps } from './common.ts';

type Thread = Schemas['InboxThread'];
type Complaint = t.Complaint;

/** Complaints and suggestions are threads; impressions are published instead (./messages.ts). */
const isThread = ne(t.complaints.type, 'impression');

/**
 * The language a thread's answers are mailed in: the contestant's own (users.language) when the e-mail is a
 * contestant's, else the one the message was sent in.
 */
async function answerLanguages(db: Db | Tx, rows: Complaint[]): Promise<Map<number, t.Complaint['language']>> {
  const emails = [...new Set(rows.map((r) => r.email.toLowerCase()))];
  const contestants = emails.length
    ? await db
        .select({ id: t.users.id, email: sql<string>`lower(${t.users.email})`, language: t.users.language })
        .from(t.users)
        .where(and(eq(t.users.type, 'contestant'), inArray(sql`lower(${t.users.email})`, emails)))
    : [];
  return new Map(
    rows.map((c) => {
      const contestant = contestants.find((u) => (c.userId !== null ? u.id === c.userId : u.email === c.email.toLowerCase()));
      return [c.id, contestant?.language ?? c.language];
    }),
  );
}

/** The threads of these rows, each with its answers in the order they were mailed (one query for all the answers). */
async function threadsOf(db: Db | Tx, rows: Complaint[]): Promise<Thread[]> {
  const ids = rows.map((r) => r.id);
  const languages = await answerLanguages(db, rows);
  const replies = ids.length
    ? await db
        .select({ r: t.complaintReplies, operatorName: t.operators.name })
        .from(t.complaintReplies)
        .innerJoin(t.operators, eq(t.operators.id, t.complaintReplies.operatorId))
        .where(inArray(t.complaintReplies.complaintId, ids))
        .orderBy(asc(t.complaintReplies.sentAt), asc(t.complaintReplies.id))
    : [];
  return rows.map((c) => ({
    id: c.id,
    type: c.type === 'suggestion' ? 'suggestion' : 'complaint',
    status: c.status,
    name: c.name,
    email: c.email,
    language: languages.get(c.id) ?? c.language,
    contestant_id: c.userId,
    content: c.content,
    created_at: toMeccaString(c.createdAt),
    replies: replies
      .filter(({ r }) => r.complaintId === c.id)
      .map(({ r, operatorName }) => ({ id: r.id, operator_name: operatorName, body: r.body, sent_at: toMeccaString(r.sentAt) })),
  }));
}

async function threadJson(db: Db | Tx, id: number): Promise<Thread> {
  const [row] = await db.select().from(t.complaints).where(eq(t.complaints.id, id));
  return (await threadsOf(db, [row!]))[0]!;
}

/** The thread, locked for the change; 404 when there is none, 409 when it is an impression. */
async function lockedThread(tx: Tx, id: number): Promise<Complaint> {
  const [c] = await tx.select().from(t.complaints).where(eq(t.complaints.id, id)).for('update');
  if (!c) throw new ApiError(404, 'notFound');
  if (c.type === 'impression') throw new ApiError(409, 'notAThread', { errors: { type: 'notAThread' } });
  return c;
}

export const getOperatorInbox: Handler<'getOperatorInbox'> = async (ctx, { request, lang }) => {
  const status = request.query?.status;
  const page = request.query?.page ?? 1;
  const perPage = request.query?.per_page ?? 20;
  const where = status ? and(isThread, eq(t.complaints.status, status)) : isThread;
  const rows = await ctx.db
    .select({ c: t.complaints, total: sql<number>`(count(*) over ())::int` })
    .from(t.complaints)
    .where(where)
    .orderBy(desc(t.complaints.createdAt), desc(t.complaints.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  // Past the last page no row carries the count: only then is it asked for on its own.
  const total = rows[0]?.total ?? (page > 1 ? ((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t.complaints).where(where))[0]?.n ?? 0) : 0);
  const threads = await threadsOf(
    ctx.db,
    rows.map((r) => r.c),
  );
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [threads], meta: { total, page, per_page: perPage } } };
};

export const answerOperatorInboxThread: Handler<'answerOperatorInboxThread'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const answer = request.body.answer.trim();
  if (!answer) throw new ApiError(422, 'invalid', { errors: { answer: 'required' } });
  const id = request.params.threadId;
  // Checked before the mail leaves (and again in the transaction that stores it): no mail for a thread that cannot take it.
  const [c] = await ctx.db.select().from(t.complaints).where(eq(t.complaints.id, id));
  if (!c) throw new ApiError(404, 'notFound');
  if (c.type === 'impression') throw new ApiError(409, 'notAThread', { errors: { type: 'notAThread' } });
  if (c.status === 'closed') throw new ApiError(409, 'threadClosed', { errors: { answer: 'threadClosed' } });
  const mailLang = (await answerLanguages(ctx.db, [c])).get(c.id) ?? c.language;
  try {
    await ctx.mailer.sendInboxAnswer(c.email, mailLang, { name: c.name, type: c.type, content: c.content, sentAt: c.createdAt, answer });
  } catch (error) {
    request.log.warn({ err: error, thread: id }, 'the inbox answer could not be mailed');
    throw new ApiError(502, 'answerMailFailed', { errors: { answer: 'answerMailFailed' } });
  }
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const locked = await lockedThread(tx, id);
    const [reply] = await tx.insert(t.complaintReplies).values({ complaintId: id, operatorId: me.id, body: answer, sentAt: ctx.now() }).returning({ id: t.complaintReplies.id });
    // A thread closed while the mail was leaving stays closed: the answer that went out is still kept.
    const status = locked.status === 'closed' ? 'closed' : 'answered';
    await tx.update(t.complaints).set({ status }).where(eq(t.complaints.id, id));
    await audit({
      action: 'inbox.answer',
      subjectType: 'inboxThread',
      subjectId: id,
      before: { status: locked.status },
      after: { status, reply_id: reply!.id, answer, email: locked.email, language: mailLang },
    });
    return threadJson(tx, id);
  });
  return { code: 201, body: { status: 201, message: msg(lang, 'inboxAnswerSent'), data: [json] } };
};

export const closeOperatorInboxThread: Handler<'closeOperatorInboxThread'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await lockedThread(tx, request.params.threadId);
    if (c.status === 'closed') throw new ApiError(409, 'threadAlreadyClosed', { errors: { status: 'threadAlreadyClosed' } });
    await tx.update(t.complaints).set({ status: 'closed' }).where(eq(t.complaints.id, c.id));
    await audit({ action: 'inbox.close', subjectType: 'inboxThread', subjectId: c.id, before: { status: c.status }, after: { status: 'closed' } });
    return threadJson(tx, c.id);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'threadClosedNow'), data: [json] } };
};

export const reopenOperatorInboxThread: Handler<'reopenOperatorInboxThread'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const c = await lockedThread(tx, request.params.threadId);
    if (c.status !== 'closed') throw new ApiError(409, 'threadNotClosed', { errors: { status: 'threadNotClosed' } });
    const [answered] = await tx.select({ id: t.complaintReplies.id }).from(t.complaintReplies).where(eq(t.complaintReplies.complaintId, c.id)).limit(1);
    const status = answered ? 'answered' : 'new';
    await tx.update(t.complaints).set({ status }).where(eq(t.complaints.id, c.id));
    await audit({ action: 'inbox.reopen', subjectType: 'inboxThread', subjectId: c.id, before: { status: 'closed' }, after: { status } });
    return threadJson(tx, c.id);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'threadReopened'), data: [json] } };
};
