// Prize requests and payouts (issue 30, point 4, and the IBAN part of point 2): each role's view of the IBANs (full only
// for finance), finance's steps with a second finance account confirming every payment, a request returned with a
// reason and sent again corrected, each step audited (the IBAN masked there too) and told to the winner in their
// language, in the site and by push.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { createOperator } from '../../server/commands/operatorCreate.ts';
import type { PushMessage, PushSender } from '../../server/operators/push.ts';
import type { components } from '../../src/contract/schema';
import { bearer, body, demo, engines, login, startTestServer, type TestServer } from './harness.ts';

const finance1 = { email: 'finance1@example.com', password: 'Finance1#2026' };
const finance2 = { email: 'finance2@example.com', password: 'Finance2#2026' };
const admin = { email: 'admin@example.com', password: 'Admin#2026-demo' };
const operator = { email: 'operator@example.com', password: 'Operator#2026' };
const winnerIban = 'SA0380000000608010167519';
const correctedIban = 'SA0945000000608010167519';

describe.each(engines)('prize requests and payouts on %s', (engine) => {
  let server: TestServer;
  const pushed: PushMessage[] = [];
  const push: PushSender = {
    async send(messages) {
      pushed.push(...messages);
      return { sent: messages.length, failed: 0 };
    },
  };
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer(engine, { overrides: { push } });
    for (const [name, account] of Object.entries({ finance1, finance2, admin, operator })) {
      const res = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: account });
      expect(res.statusCode, res.body).toBe(200);
      tokens[name] = body(res).data.token as string;
    }
    await createOperator(server.database.db, { email: 'reviewer9@example.org', role: 'reviewer', name: 'Reviewer', password: 'Reviewer9#2026-long' });
    tokens.reviewer = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'reviewer9@example.org', password: 'Reviewer9#2026-long' } })).data.token as string;
    tokens.winner = await login(server, demo.winner);
    // The winner reads the site in English (every call of theirs below says so): their push messages come in English.
    await server.request({ method: 'POST', url: '/api/v1/user/profile/fcm-tokens/sync', headers: { ...bearer(tokens.winner), 'accept-language': 'en' }, payload: { tokens: ['winner-browser'] } });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const list = async (who: string, query = '') => {
    const res = await server.request({ method: 'GET', url: `/api/v1/operator/prize-requests${query}`, headers: { ...bearer(tokens[who]!), 'accept-language': 'en' } });
    return { status: res.statusCode, data: res.statusCode === 200 ? (body(res).data[0] as components['schemas']['OperatorPrizeRequest'][]) : [], body: body(res) };
  };
  const step = (who: string, id: number, payload: Record<string, unknown>, lang = 'en') =>
    server.request({ method: 'POST', url: `/api/v1/operator/prize-requests/${id}/decision`, headers: { ...bearer(tokens[who]!), 'accept-language': lang }, payload });
  const winnerRequests = async () => body(await server.request({ method: 'GET', url: '/api/v1/user/winner/requests', headers: { ...bearer(tokens.winner!), 'accept-language': 'en' } })).data[0] as components['schemas']['PrizeRequest'][];
  const winnerNotifications = async () =>
    server.database.db.select().from(t.notifications).where(eq(t.notifications.userId, (await server.database.db.select().from(t.users).where(eq(t.users.email, demo.winner.email)))[0]!.id));

  it('shows a full IBAN to finance only: administrators read it masked, other roles not at all', async () => {
    const forFinance = await list('finance1');
    expect(forFinance.status).toBe(200);
    const mine = forFinance.data.find((r) => r.contestant_email === demo.winner.email)!;
    expect(mine).toMatchObject({ iban: winnerIban, iban_masked: false, iban_valid: true, status: 'approved', bank_name: 'Example Bank' });
    // The demo has a request at each step.
    expect(new Set(forFinance.data.map((r) => r.status))).toEqual(new Set(['approved', 'pending', 'payment_recorded', 'returned']));

    const forAdmin = await list('admin');
    expect(forAdmin.status).toBe(200);
    const masked = forAdmin.data.find((r) => r.id === mine.id)!;
    expect(masked).toMatchObject({ iban: 'SA03 •••• •••• •••• •••• 7519', iban_masked: true, iban_valid: true });
    expect(JSON.stringify(forAdmin.data)).not.toContain(winnerIban.slice(4, 20));
    for (const r of forAdmin.data) expect(r.iban).toMatch(/^SA\d\d( ••••){4} [0-9A-Z]{4}$/);

    for (const who of ['operator', 'reviewer']) {
      const refused = await list(who);
      expect(refused.status, who).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('SA');
    }
    // Administrators read, but only finance takes a step.
    expect((await step('admin', mine.id, { action: 'record_payment', reference: 'X-1' })).statusCode).toBe(403);
    expect((await list('finance1', '?status=returned')).data.every((r) => r.status === 'returned')).toBe(true);
  });

  it('returns a request with a reason the winner reads; the winner sends a corrected one', async () => {
    const [mine] = await winnerRequests();
    expect(mine).toMatchObject({ status: 'approved' });
    expect((await step('finance1', mine!.id, { action: 'return' })).statusCode).toBe(422);
    const returned = await step('finance1', mine!.id, { action: 'return', reason: 'The account holder is not the winner' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(body(returned).data[0]).toMatchObject({ status: 'returned', reason: 'The account holder is not the winner', reviewed_by: { name: 'Sara Al-Mutairi' } });
    expect((await winnerRequests())[0]).toMatchObject({ status: 'returned', refusal_reason: 'The account holder is not the winner' });
    // Returned is final for that request: no payment on it.
    expect((await step('finance1', mine!.id, { action: 'record_payment', reference: 'R-1' })).statusCode).toBe(409);

    server.clock.advance(60_000);
    const again = await server.request({
      method: 'POST',
      url: '/api/v1/user/winner/requests',
      headers: { ...bearer(tokens.winner!), 'accept-language': 'en' },
      payload: { win_id: mine!.win_id, bank_name: 'Another Bank', account_holder: 'Fatimah Saleh Al-Zahrani', iban: correctedIban },
    });
    expect(again.statusCode, again.body).toBe(201);
    const requests = await winnerRequests();
    expect(requests.map((r) => r.status)).toEqual(['pending', 'returned']);
    // One live request per win: a second one now is refused.
    const twice = await server.request({ method: 'POST', url: '/api/v1/user/winner/requests', headers: { ...bearer(tokens.winner!), 'accept-language': 'en' }, payload: { win_id: mine!.win_id, bank_name: 'Another Bank', account_holder: 'Fatimah Saleh Al-Zahrani', iban: correctedIban } });
    expect(twice.statusCode).toBe(409);
  });

  it('approves, records the payment with its reference, and needs a different finance account to confirm it', async () => {
    const [pending] = await winnerRequests();
    const id = pending!.id as number;
    expect((await step('finance1', id, { action: 'record_payment', reference: 'TRF-1' })).statusCode).toBe(409); // not approved yet
    expect((await step('finance1', id, { action: 'approve' })).statusCode).toBe(200);
    expect((await winnerRequests())[0]).toMatchObject({ status: 'approved' });
    expect((await step('finance1', id, { action: 'record_payment' })).statusCode).toBe(422);
    const recorded = await step('finance1', id, { action: 'record_payment', reference: 'TRF-2026-0042' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(body(recorded).data[0]).toMatchObject({ status: 'payment_recorded', payment_reference: 'TRF-2026-0042', payment_recorded_by: { name: 'Sara Al-Mutairi' }, payment_confirmed_by: null });
    expect((await winnerRequests())[0]).toMatchObject({ status: 'payment_recorded', payment_reference: 'TRF-2026-0042', paid_at: null });

    // The account that recorded the payment cannot confirm it, in either language.
    const self = await step('finance1', id, { action: 'confirm_payment' });
    expect(self.statusCode).toBe(409);
    expect(body(self).errors?.action?.[0]).toBe('You recorded this payment; a different finance account must confirm it');
    expect(body(await step('finance1', id, { action: 'confirm_payment' }, 'ar')).errors?.action?.[0]).toBe('أنت من سجّل هذا التحويل؛ يجب أن يعتمده حساب مالية آخر');
    expect((await winnerRequests())[0]).toMatchObject({ status: 'payment_recorded' });

    const confirmed = await step('finance2', id, { action: 'confirm_payment' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(body(confirmed).data[0]).toMatchObject({ status: 'paid', payment_recorded_by: { name: 'Sara Al-Mutairi' }, payment_confirmed_by: { name: 'Reem Al-Ghamdi' } });
    expect(body(confirmed).data[0].paid_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect((await winnerRequests())[0]).toMatchObject({ status: 'paid', payment_reference: 'TRF-2026-0042' });
    // Paid is the end: nothing more, and no new request for that win.
    expect((await step('finance1', id, { action: 'confirm_payment' })).statusCode).toBe(409);
    expect((await step('finance2', id, { action: 'return', reason: 'late' })).statusCode).toBe(409);

    // The database keeps the two approvers apart whatever the code does.
    await expect(server.database.db.update(t.prizeRequests).set({ paymentConfirmedBy: body(confirmed).data[0].payment_recorded_by.id }).where(eq(t.prizeRequests.id, id))).rejects.toThrow();
  });

  it('confirms the demo payment the first finance account recorded, from the second', async () => {
    const waiting = (await list('finance2', '?status=payment_recorded')).data;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ payment_recorded_by: { name: 'Sara Al-Mutairi' } });
    expect((await step('finance1', waiting[0]!.id, { action: 'confirm_payment' })).statusCode).toBe(409);
    expect((await step('finance2', waiting[0]!.id, { action: 'confirm_payment' })).statusCode).toBe(200);
  });

  it('tells the winner at each step, in the site in both languages and by push in theirs', async () => {
    const notes = (await winnerNotifications()).filter((n) => n.data?.prize_request_status);
    expect(notes.map((n) => n.data!.prize_request_status)).toEqual(['returned', 'approved', 'payment_recorded', 'paid']);
    expect(notes[0]!.body.en).toContain('The account holder is not the winner');
    expect(notes[3]!.body.ar).toContain('TRF-2026-0042');
    expect(notes[3]!.body.ar).toContain('٢٬٠٠٠');
    const mine = pushed.filter((p) => p.token === 'winner-browser');
    expect(mine.map((p) => p.data.prize_request_status)).toEqual(['returned', 'approved', 'payment_recorded', 'paid']);
    expect(mine[3]!.body).toBe(notes[3]!.body.en);
  });

  it('audits every step with who, before and after, the IBAN masked', async () => {
    const rows = await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.subjectType, 'prizeRequest')).orderBy(asc(t.auditLog.id));
    expect(rows.map((r) => r.action)).toEqual([
      'prizeRequest.return',
      'prizeRequest.approve',
      'prizeRequest.record_payment',
      'prizeRequest.confirm_payment',
      'prizeRequest.confirm_payment',
    ]);
    expect(rows.map((r) => [r.before?.status, r.after?.status])).toEqual([
      ['approved', 'returned'],
      ['pending', 'approved'],
      ['approved', 'payment_recorded'],
      ['payment_recorded', 'paid'],
      ['payment_recorded', 'paid'],
    ]);
    expect(rows[2]!.after).toMatchObject({ payment_reference: 'TRF-2026-0042' });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(winnerIban);
    expect(text).not.toContain(correctedIban);
    expect(rows[0]!.before).toMatchObject({ iban: 'SA03 •••• •••• •••• •••• 7519' });
    // The audit log (read by administrators and operators) shows them as sentences' records.
    const audit = await server.request({ method: 'GET', url: '/api/v1/operator/audit', headers: bearer(tokens.admin!) });
    expect(audit.statusCode).toBe(200);
    expect(audit.body).not.toContain(correctedIban);
  });
});
