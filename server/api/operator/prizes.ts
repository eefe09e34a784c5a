// Prize requests and payouts (issue 30, point 4): finance reviews a winner's bank details, approves the request or
// returns it with a reason, records the payment with the bank's reference, and a different finance account confirms
// it. Every step is audited (the IBAN masked in the audit row) and tells the winner in their language. Only finance
// reads a full IBAN; an administrator reads the list with it masked (decisions.md, privacy).
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isValidIban, maskIban } from '../../../src/domain/iban.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import * as t from '../../db/schema.ts';
import { prizeDueAt } from '../../draw/index.ts';
import { ApiError } from '../../http/errors.ts';
import { t as msg } from '../../messages.ts';
import { operatorOf, type Operator } from '../../operators/access.ts';
import { decide } from '../../operators/decide.ts';
import { notices } from '../../operators/notices.ts';
import { text } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { decideDeps, reasonOf } from './common.ts';

type PrizeRequest = typeof t.prizeRequests.$inferSelect;

/** The one role that reads a full IBAN. */
export const seesFullIban = (role: t.OperatorRole): boolean => role === 'finance';

const reviewer = alias(t.operators, 'reviewer');
const recorder = alias(t.operators, 'recorder');
const confirmer = alias(t.operators, 'confirmer');

async function prizeRows(ctx: Context, where: ReturnType<typeof and>) {
  return ctx.db
    .select({
      r: t.prizeRequests,
      w: t.winners,
      c: t.competitions,
      name: t.users.name,
      email: t.users.email,
      reviewer: { id: reviewer.id, name: reviewer.name },
      recorder: { id: recorder.id, name: recorder.name },
      confirmer: { id: confirmer.id, name: confirmer.name },
    })
    .from(t.prizeRequests)
    .innerJoin(t.winners, eq(t.winners.id, t.prizeRequests.winId))
    .innerJoin(t.competitions, eq(t.competitions.id, t.winners.competitionId))
    .innerJoin(t.users, eq(t.users.id, t.prizeRequests.userId))
    .leftJoin(reviewer, eq(reviewer.id, t.prizeRequests.reviewedBy))
    .leftJoin(recorder, eq(recorder.id, t.prizeRequests.paymentRecordedBy))
    .leftJoin(confirmer, eq(confirmer.id, t.prizeRequests.paymentConfirmedBy))
    .where(where)
    .orderBy(desc(t.prizeRequests.createdAt), desc(t.prizeRequests.id));
}

type PrizeRow = Awaited<ReturnType<typeof prizeRows>>[number];

const at = (d: Date | null) => (d ? toMeccaString(d) : null);
const ref = (o: { id: number | null; name: string | null } | null) => (o?.id != null && o.name != null ? { id: o.id, name: o.name } : null);

function prizeJson(row: PrizeRow, role: t.OperatorRole, lang: 'ar' | 'en'): Schemas['OperatorPrizeRequest'] {
  const { r, w, c } = row;
  const full = seesFullIban(role);
  return {
    id: r.id,
    win_id: r.winId,
    track: w.track,
    competition_title: text(c.title, lang),
    prize: w.prize,
    currency: 'SAR',
    contestant_name: row.name,
    contestant_email: row.email,
    bank_name: r.bankName,
    account_holder: r.accountHolder,
    iban: full ? r.iban : maskIban(r.iban),
    iban_masked: !full,
    iban_valid: isValidIban(r.iban),
    status: r.status,
    reason: r.refusalReason,
    payment_reference: r.paymentReference,
    reviewed_by: ref(row.reviewer),
    reviewed_at: at(r.reviewedAt),
    payment_recorded_by: ref(row.recorder),
    payment_recorded_at: at(r.paymentRecordedAt),
    payment_confirmed_by: ref(row.confirmer),
    paid_at: at(r.paidAt),
    created_at: toMeccaString(r.createdAt),
    due_at: toMeccaString(prizeDueAt(c)),
  };
}

/** What the audit row keeps of a request: its state and the bank details, the IBAN masked (the audit log is read by more than finance). */
const snapshot = (r: PrizeRequest) => ({
  status: r.status,
  bank_name: r.bankName,
  account_holder: r.accountHolder,
  iban: maskIban(r.iban),
  reason: r.refusalReason,
  payment_reference: r.paymentReference,
});

export const getOperatorPrizeRequests: Handler<'getOperatorPrizeRequests'> = async (ctx, { request, lang }) => {
  const me = operatorOf(request);
  const status = request.query?.status;
  const rows = await prizeRows(ctx, and(status ? eq(t.prizeRequests.status, status) : undefined));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map((row) => prizeJson(row, me.role, lang))] } };
};

const notDecidable = () => new ApiError(409, 'prizeRequestNotDecidable', { errors: { action: 'prizeRequestNotDecidable' } });

export const decideOperatorPrizeRequest: Handler<'decideOperatorPrizeRequest'> = async (ctx, { request, lang }) => {
  const me: Operator = operatorOf(request);
  const b = request.body;
  const reason = reasonOf(b.reason);
  const reference = reasonOf(b.reference);
  if (b.action === 'return' && !reason) throw new ApiError(422, 'invalid', { errors: { reason: 'reasonRequired' } });
  if (b.action === 'record_payment' && !reference) throw new ApiError(422, 'invalid', { errors: { reference: 'paymentReferenceRequired' } });

  const id = await decide(decideDeps(ctx), me.id, async ({ tx, audit, notify }) => {
    const [found] = await tx.select().from(t.prizeRequests).where(eq(t.prizeRequests.id, request.params.prizeRequestId)).for('update');
    if (!found) throw new ApiError(404, 'notFound');
    const [win] = await tx.select({ prize: t.winners.prize }).from(t.winners).where(eq(t.winners.id, found.winId));
    const amount = win!.prize;
    const now = ctx.now();
    let change: Partial<PrizeRequest>;
    let notice;
    switch (b.action) {
      case 'approve':
        if (found.status !== 'pending') throw notDecidable();
        // The winner's form checks it and so does the server on arrival; a row from elsewhere is still never approved.
        if (!isValidIban(found.iban)) throw new ApiError(409, 'prizeIbanInvalid', { errors: { action: 'prizeIbanInvalid' } });
        change = { status: 'approved', reviewedBy: me.id, reviewedAt: now };
        notice = notices.prizeApproved(amount);
        break;
      case 'return':
        if (found.status !== 'pending' && found.status !== 'approved') throw notDecidable();
        change = { status: 'returned', refusalReason: reason!, reviewedBy: me.id, reviewedAt: now };
        notice = notices.prizeReturned(reason!);
        break;
      case 'record_payment':
        if (found.status !== 'approved') throw notDecidable();
        change = { status: 'payment_recorded', paymentReference: reference!, paymentRecordedBy: me.id, paymentRecordedAt: now };
        notice = notices.prizePaymentRecorded(amount);
        break;
      case 'confirm_payment':
        if (found.status !== 'payment_recorded') throw notDecidable();
        // The second approver: never the account that recorded the payment (the database's check says the same).
        if (found.paymentRecordedBy === me.id) throw new ApiError(409, 'paymentNeedsSecondApprover', { errors: { action: 'paymentNeedsSecondApprover' } });
        change = { status: 'paid', paymentConfirmedBy: me.id, paidAt: now };
        notice = notices.prizePaid(amount, found.paymentReference ?? '');
        break;
    }
    const [updated] = await tx.update(t.prizeRequests).set(change).where(eq(t.prizeRequests.id, found.id)).returning();
    await audit({ action: `prizeRequest.${b.action}`, subjectType: 'prizeRequest', subjectId: found.id, before: snapshot(found), after: snapshot(updated!) });
    await notify(found.userId, notice);
    return found.id;
  });
  const [row] = await prizeRows(ctx, and(eq(t.prizeRequests.id, id)));
  return { code: 200, body: { status: 200, message: msg(lang, 'decisionSaved'), data: [prizeJson(row!, me.role, lang)] } };
};
