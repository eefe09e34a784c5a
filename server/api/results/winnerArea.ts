// The winner area: a contestant's wins, their prize requests (bank details checked here) and their winner certificates.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { isValidIban } from '../../../src/domain/iban.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import * as t from '../../db/schema.ts';
import { prizeDueAt, resultsDueAt } from '../../draw/index.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { requireContestant, retrieved, text, userJson } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { certificatesWhere, holderCertificateJson } from './certificates.ts';

async function winsOf(ctx: Context, userId: number, lang: 'ar' | 'en'): Promise<Schemas['Win'][]> {
  const rows = await ctx.db
    .select({ w: t.winners, c: t.competitions })
    .from(t.winners)
    .innerJoin(t.competitions, eq(t.competitions.id, t.winners.competitionId))
    .where(eq(t.winners.userId, userId))
    .orderBy(desc(t.competitions.endAt));
  return rows.map(({ w, c }) => ({
    id: w.id,
    track: w.track,
    competition_title: text(c.title, lang),
    prize: w.prize,
    currency: 'SAR' as const,
    announced_at: toMeccaString(resultsDueAt(c)),
    prize_due_at: toMeccaString(prizeDueAt(c)),
  }));
}

export const getWinnerProfile: Handler<'getWinnerProfile'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  return retrieved(lang, { user: await userJson(ctx, u), wins: await winsOf(ctx, u.id, lang) });
};

export const getWinnerCertificates: Handler<'getWinnerCertificates'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const rows = await certificatesWhere(ctx, and(eq(t.certificates.userId, u.id), eq(t.certificates.kind, 'winner')));
  return retrieved(lang, rows.map((r) => holderCertificateJson(r, lang)));
};

/** A win has at most one live request: open or paid (the database's partial unique index says the same); returned or refused ones leave room for a corrected one. */
export const livePrizeStatuses: t.PrizeRequestStatus[] = ['pending', 'approved', 'payment_recorded', 'paid'];

type PrizeRow = { r: typeof t.prizeRequests.$inferSelect; w: typeof t.winners.$inferSelect; c: typeof t.competitions.$inferSelect };

const prizeRequestJson = ({ r, w, c }: PrizeRow): Schemas['PrizeRequest'] => ({
  id: r.id,
  win_id: r.winId,
  track: w.track,
  prize: w.prize,
  currency: 'SAR',
  bank_name: r.bankName,
  account_holder: r.accountHolder,
  iban: r.iban,
  status: r.status,
  refusal_reason: r.refusalReason,
  payment_reference: r.paymentReference,
  paid_at: r.paidAt ? toMeccaString(r.paidAt) : null,
  created_at: toMeccaString(r.createdAt),
  due_at: toMeccaString(prizeDueAt(c)),
});

async function prizeRequestsOf(ctx: Context, userId: number, ids?: number[]): Promise<PrizeRow[]> {
  return ctx.db
    .select({ r: t.prizeRequests, w: t.winners, c: t.competitions })
    .from(t.prizeRequests)
    .innerJoin(t.winners, eq(t.winners.id, t.prizeRequests.winId))
    .innerJoin(t.competitions, eq(t.competitions.id, t.winners.competitionId))
    .where(and(eq(t.prizeRequests.userId, userId), ids ? inArray(t.prizeRequests.id, ids) : undefined))
    .orderBy(desc(t.prizeRequests.createdAt), desc(t.prizeRequests.id));
}

export const getPrizeRequests: Handler<'getPrizeRequests'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  return retrieved(lang, (await prizeRequestsOf(ctx, u.id)).map(prizeRequestJson));
};

export const postPrizeRequest: Handler<'postPrizeRequest'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const b = request.body;
  if (!isValidIban(b.iban)) throw new ApiError(422, 'invalid', { errors: { iban: 'ibanInvalid' } });
  const [win] = await ctx.db.select().from(t.winners).where(and(eq(t.winners.id, b.win_id), eq(t.winners.userId, u.id)));
  if (!win) throw new ApiError(404, 'notFound');
  const conflict = new ApiError(409, 'prizeRequestOpen', { errors: { win_id: 'prizeRequestOpen' } });
  const [open] = await ctx.db
    .select({ id: t.prizeRequests.id })
    .from(t.prizeRequests)
    .where(and(eq(t.prizeRequests.winId, win.id), inArray(t.prizeRequests.status, livePrizeStatuses)));
  if (open) throw conflict;
  try {
    const [row] = await ctx.db
      .insert(t.prizeRequests)
      .values({ userId: u.id, winId: win.id, bankName: b.bank_name.trim(), accountHolder: b.account_holder.trim(), iban: b.iban, createdAt: ctx.now() })
      .returning({ id: t.prizeRequests.id });
    const [created] = await prizeRequestsOf(ctx, u.id, [row!.id]);
    return { code: 201, body: { status: 201, message: msg(lang, 'requestSent'), data: [prizeRequestJson(created!)] } };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict; // a parallel request for the same win
    throw error;
  }
};
