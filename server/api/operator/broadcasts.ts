// The console's broadcasts (issue 30, point 5): drafts, a preview for the first recipient in both languages, a copy
// e-mailed to the operator, then send now or at a Mecca time, each after a confirmation naming the audience's size
// (the server refuses a size that no longer holds), and cancel before it starts. Sending is a queue job
// (server/broadcasts/jobs.ts). Every change is audited with its before and after.
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { parseMeccaDateTime, toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { audienceSize, firstRecipient, render, trackStatuses } from '../../broadcasts/broadcasts.ts';
import { queueBroadcast } from '../../broadcasts/jobs.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { decideDeps } from './common.ts';

type Broadcast = Schemas['Broadcast'];
type AudienceJson = Schemas['BroadcastAudience'];

const mecca = (at: Date | null) => (at ? toMeccaString(at) : null);

const audienceJson = (a: t.BroadcastAudience): AudienceJson => ({
  ...(a.q !== undefined ? { q: a.q } : {}),
  ...(a.competitionId !== undefined ? { competition_id: a.competitionId } : {}),
  ...(a.track !== undefined ? { track: a.track } : {}),
  ...(a.status !== undefined ? { status: a.status } : {}),
  ...(a.winners !== undefined ? { winners: a.winners } : {}),
});

/** The audience as stored: empty fields dropped, a status only with its track and only one that track names. */
function audienceOf(json: AudienceJson): t.BroadcastAudience {
  const q = json.q?.trim();
  const status = json.status?.trim();
  if (status && !json.track) throw new ApiError(422, 'invalid', { errors: { 'audience.track': 'broadcastStatusNeedsTrack' } });
  if (status && json.track && !(trackStatuses[json.track] as readonly string[]).includes(status)) {
    throw new ApiError(422, 'invalid', { errors: { 'audience.status': 'broadcastUnknownStatus' } });
  }
  return {
    ...(q ? { q } : {}),
    ...(json.competition_id !== undefined ? { competitionId: json.competition_id } : {}),
    ...(json.track ? { track: json.track } : {}),
    ...(status ? { status } : {}),
    ...(json.winners ? { winners: true } : {}),
  };
}

function draftOf(body: Schemas['BroadcastDraft']) {
  const title = { ar: body.title.ar.trim(), en: body.title.en.trim() };
  const text = { ar: body.body.ar.trim(), en: body.body.en.trim() };
  const errors: Record<string, 'required'> = {};
  if (!title.ar) errors['title.ar'] = 'required';
  if (!title.en) errors['title.en'] = 'required';
  if (!text.ar) errors['body.ar'] = 'required';
  if (!text.en) errors['body.en'] = 'required';
  if (Object.keys(errors).length) throw new ApiError(422, 'invalid', { errors });
  if (Object.values(title).some((v) => v.length > 200) || Object.values(text).some((v) => v.length > 5000)) {
    throw new ApiError(422, 'invalid', { errors: { body: 'invalid' } });
  }
  return { title, body: text, email: body.email, audience: audienceOf(body.audience) };
}

async function broadcastJson(db: Context['db'] | Tx, id: number): Promise<Broadcast> {
  const [row] = await db
    .select({ b: t.broadcasts, by: t.operators.name })
    .from(t.broadcasts)
    .leftJoin(t.operators, eq(t.operators.id, t.broadcasts.createdBy))
    .where(eq(t.broadcasts.id, id));
  if (!row) throw new ApiError(404, 'notFound');
  return toJson(row.b, row.by);
}

const toJson = (b: typeof t.broadcasts.$inferSelect, by: string | null): Broadcast => ({
  id: b.id,
  status: b.status,
  title: b.title,
  body: b.body,
  email: b.email,
  audience: audienceJson(b.audience),
  send_at: mecca(b.sendAt),
  created_at: toMeccaString(b.createdAt),
  started_at: mecca(b.startedAt),
  finished_at: mecca(b.finishedAt),
  sent_count: b.sentCount,
  created_by: by,
});

async function lockedBroadcast(tx: Tx, id: number) {
  const [b] = await tx.select().from(t.broadcasts).where(eq(t.broadcasts.id, id)).for('update');
  if (!b) throw new ApiError(404, 'notFound');
  return b;
}

const snapshot = (b: Pick<typeof t.broadcasts.$inferSelect, 'status' | 'title' | 'body' | 'email' | 'audience' | 'sendAt'>) => ({
  status: b.status,
  title: b.title,
  body: b.body,
  email: b.email,
  audience: audienceJson(b.audience),
  send_at: mecca(b.sendAt),
});

export const getOperatorBroadcasts: Handler<'getOperatorBroadcasts'> = async (ctx, { lang }) => {
  const rows = await ctx.db
    .select({ b: t.broadcasts, by: t.operators.name })
    .from(t.broadcasts)
    .leftJoin(t.operators, eq(t.operators.id, t.broadcasts.createdBy))
    .orderBy(desc(t.broadcasts.createdAt), desc(t.broadcasts.id))
    .limit(200);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map((r) => toJson(r.b, r.by))] } };
};

export const createOperatorBroadcast: Handler<'createOperatorBroadcast'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const draft = draftOf(request.body);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const now = ctx.now();
    const [b] = await tx.insert(t.broadcasts).values({ ...draft, status: 'draft', createdBy: me.id, createdAt: now, updatedAt: now }).returning();
    await audit({ action: 'broadcast.create', subjectType: 'broadcast', subjectId: b!.id, before: null, after: snapshot(b!) });
    return broadcastJson(tx, b!.id);
  });
  return { code: 201, body: { status: 201, message: msg(lang, 'broadcastSaved'), data: [json] } };
};

export const updateOperatorBroadcast: Handler<'updateOperatorBroadcast'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const draft = draftOf(request.body);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const b = await lockedBroadcast(tx, request.params.broadcastId);
    if (b.status !== 'draft') throw new ApiError(409, 'broadcastNotDraft', { errors: { status: 'broadcastNotDraft' } });
    const [after] = await tx.update(t.broadcasts).set({ ...draft, updatedAt: ctx.now() }).where(eq(t.broadcasts.id, b.id)).returning();
    await audit({ action: 'broadcast.update', subjectType: 'broadcast', subjectId: b.id, before: snapshot(b), after: snapshot(after!) });
    return broadcastJson(tx, b.id);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'broadcastSaved'), data: [json] } };
};

async function previewOf(ctx: Context, b: typeof t.broadcasts.$inferSelect): Promise<Schemas['BroadcastPreview']> {
  const [size, recipient] = await Promise.all([audienceSize(ctx.db, b.audience), firstRecipient(ctx.db, b.audience)]);
  const who = recipient ?? { name: '', pseudonym: null };
  return {
    audience_size: size,
    recipient: recipient ? { name: recipient.name, pseudonym: recipient.pseudonym } : null,
    title: render(b.title, who, b.audience),
    body: render(b.body, who, b.audience),
  };
}

export const previewOperatorBroadcast: Handler<'previewOperatorBroadcast'> = async (ctx, { request, lang }) => {
  const [b] = await ctx.db.select().from(t.broadcasts).where(eq(t.broadcasts.id, request.params.broadcastId));
  if (!b) throw new ApiError(404, 'notFound');
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await previewOf(ctx, b)] } };
};

export const sendOperatorBroadcastCopy: Handler<'sendOperatorBroadcastCopy'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const [b] = await ctx.db.select().from(t.broadcasts).where(eq(t.broadcasts.id, request.params.broadcastId));
  if (!b) throw new ApiError(404, 'notFound');
  const preview = await previewOf(ctx, b);
  // Both languages in one mail: the operator checks what each recipient will read.
  const message = { title: `${preview.title.ar} / ${preview.title.en}`, body: `${preview.body.ar}\n\n———\n\n${preview.body.en}` };
  try {
    if (!ctx.mailer.sendBroadcast) throw new Error('this mailer sends no broadcasts');
    await ctx.mailer.sendBroadcast(me.email, lang, message);
  } catch (error) {
    request.log.warn({ err: error, broadcast: b.id }, 'the broadcast copy could not be mailed');
    throw new ApiError(502, 'broadcastCopyFailed', { errors: { email: 'broadcastCopyFailed' } });
  }
  return { code: 200, body: { status: 200, message: msg(lang, 'broadcastCopySent'), data: [await broadcastJson(ctx.db, b.id)] } };
};

export const sendOperatorBroadcast: Handler<'sendOperatorBroadcast'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const now = ctx.now();
  let sendAt: Date | null = null;
  if (request.body.send_at) {
    const at = parseMeccaDateTime(request.body.send_at);
    if (at === null) throw new ApiError(422, 'invalid', { errors: { send_at: 'date' } });
    if (at <= now.getTime()) throw new ApiError(422, 'invalid', { errors: { send_at: 'broadcastTimeInPast' } });
    sendAt = new Date(at);
  }
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const b = await lockedBroadcast(tx, request.params.broadcastId);
    if (b.status !== 'draft') throw new ApiError(409, 'broadcastNotDraft', { errors: { status: 'broadcastNotDraft' } });
    const size = await audienceSize(tx, b.audience);
    if (size === 0) throw new ApiError(409, 'broadcastEmptyAudience', { errors: { audience: 'broadcastEmptyAudience' } });
    if (size !== request.body.confirmed_audience_size) {
      throw new ApiError(409, 'broadcastAudienceChanged', { params: { count: size }, errors: { confirmed_audience_size: 'broadcastAudienceChanged' } });
    }
    const [after] = await tx
      .update(t.broadcasts)
      .set({ status: 'scheduled', sendAt: sendAt ?? now, updatedAt: now })
      .where(eq(t.broadcasts.id, b.id))
      .returning();
    const change = { subjectType: 'broadcast', subjectId: b.id, before: snapshot(b), after: { ...snapshot(after!), audience_size: size } };
    if (sendAt) await audit({ action: 'broadcast.schedule', ...change });
    else await audit({ action: 'broadcast.send', ...change });
    return broadcastJson(tx, b.id);
  });
  // Once committed: the job, at its time. Were this lost (the process killed right here), the minute's sweep sends it.
  await queueBroadcast(ctx.jobs, json.id, sendAt ?? undefined).catch((error: unknown) =>
    request.log.warn({ err: error, broadcast: json.id }, 'the broadcast job was not queued; the minute sweep will queue it'),
  );
  return { code: 200, body: { status: 200, message: msg(lang, sendAt ? 'broadcastScheduled' : 'broadcastSending'), data: [json] } };
};

export const cancelOperatorBroadcast: Handler<'cancelOperatorBroadcast'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const json = await decide(decideDeps(ctx), me.id, async ({ tx, audit }) => {
    const b = await lockedBroadcast(tx, request.params.broadcastId);
    if (b.status !== 'scheduled') throw new ApiError(409, 'broadcastNotScheduled', { errors: { status: 'broadcastNotScheduled' } });
    await tx.update(t.broadcasts).set({ status: 'cancelled', updatedAt: ctx.now() }).where(eq(t.broadcasts.id, b.id));
    await audit({ action: 'broadcast.cancel', subjectType: 'broadcast', subjectId: b.id, before: { status: b.status, send_at: mecca(b.sendAt) }, after: { status: 'cancelled' } });
    return broadcastJson(tx, b.id);
  });
  return { code: 200, body: { status: 200, message: msg(lang, 'broadcastCancelled'), data: [json] } };
};
