import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { otpFormMachine, type OtpResendResult, type OtpVerifyResult } from '../../src/machines/forms/otpForm.machine.ts';
import { rulesLoaderMachine, type RuleItem } from '../../src/machines/forms/rulesLoader.machine.ts';
import { graphCoverage, neverSettles, replayMismatches, silentTicker } from './support/graphCoverage.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function startOtp(cooldownSeconds?: number, token?: string) {
  const verifies: Array<{ input: unknown; resolve: (r: OtpVerifyResult) => void; reject: (e: unknown) => void }> = [];
  const resends: Array<{ input: unknown; resolve: (r: OtpResendResult) => void; reject: (e: unknown) => void }> = [];
  const tickers = new Set<(event: EventObject) => void>();
  const notifyResent = vi.fn();
  const actor = createActor(
    otpFormMachine.provide({
      actors: {
        verifyOtp: fromPromise(({ input }) => new Promise<OtpVerifyResult>((resolve, reject) => verifies.push({ input, resolve, reject }))),
        resendOtp: fromPromise(({ input }) => new Promise<OtpResendResult>((resolve, reject) => resends.push({ input, resolve, reject }))),
        ticker: fromCallback(({ sendBack }) => {
          tickers.add(sendBack);
          return () => tickers.delete(sendBack);
        }),
      },
      actions: { notifyResent: () => notifyResent() },
    }),
    { input: { email: 'a@example.com', otpType: 'user_verify_email', ...(cooldownSeconds ? { cooldownSeconds } : {}), ...(token ? { token } : {}) } },
  ).start();
  const tick = (now: number) => tickers.forEach((send) => send({ type: 'clock.tick', now } as EventObject));
  return { actor, verifies, resends, tickers, tick, notifyResent };
}

describe('otp form: the code', () => {
  it('starts editing with resend available', () => {
    const { actor } = startOtp();
    expect(actor.getSnapshot().value).toEqual({ code: 'editing', resend: 'available' });
    expect(actor.getSnapshot().context.cooldownSeconds).toBe(60);
  });

  it('a code that is not 4 digits is refused on submit', () => {
    const { actor, verifies } = startOtp();
    actor.send({ type: 'field.change', field: 'otp', value: '12a' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ otp: { code: 'pattern' } });
    expect(verifies).toHaveLength(0);
    actor.send({ type: 'field.change', field: 'otp', value: '123' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('a code typed in Arabic-Indic or Persian digits is the same code', () => {
    for (const typed of ['١٢٣٤', '۱۲۳۴']) {
      const { actor, verifies } = startOtp();
      actor.send({ type: 'field.change', field: 'otp', value: typed });
      expect(actor.getSnapshot().context.otp).toBe('1234');
      actor.send({ type: 'form.submit' });
      expect(verifies[0]!.input).toEqual({ email: 'a@example.com', otp: '1234', otp_type: 'user_verify_email' });
    }
  });

  it('4 digits verify with email, otp and otp_type; success → verified', async () => {
    const { actor, verifies } = startOtp();
    actor.send({ type: 'field.change', field: 'otp', value: '4821' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ code: 'verifying' })).toBe(true);
    expect(verifies[0]!.input).toEqual({ email: 'a@example.com', otp: '4821', otp_type: 'user_verify_email' });
    verifies[0]!.resolve({ kind: 'verified' });
    await settle();
    expect(actor.getSnapshot().matches({ code: 'verified' })).toBe(true);
  });

  it('a wrong code: back to editing with the server message, code kept', async () => {
    const { actor, verifies } = startOtp();
    actor.send({ type: 'field.change', field: 'otp', value: '4821' });
    actor.send({ type: 'form.submit' });
    verifies[0]!.resolve({ kind: 'rejected', message: 'Invalid OTP', fieldErrors: { otp: ['Invalid OTP'] } });
    await settle();
    expect(actor.getSnapshot().matches({ code: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ otp: '4821', failure: { message: 'Invalid OTP' }, serverErrors: { otp: ['Invalid OTP'] } });
  });

  it('a failed request: back to editing with no server message', async () => {
    const { actor, verifies } = startOtp();
    actor.send({ type: 'field.change', field: 'otp', value: '4821' });
    actor.send({ type: 'form.submit' });
    verifies[0]!.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ message: null });
  });
});

describe('otp form: opened from the e-mailed link', () => {
  const token = 'Q2hlY2tpbmdUaGVMaW5rRnJvbVRoZUVtYWlsMDEyMzQ';

  it('a code is required when there is no link', () => {
    const { actor, verifies } = startOtp();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ otp: { code: 'required' } });
    expect(verifies).toHaveLength(0);
  });

  it("verifies with the link's token at once, no code typed", async () => {
    const { actor, verifies } = startOtp(undefined, token);
    expect(actor.getSnapshot().matches({ code: 'verifying' })).toBe(true);
    expect(verifies.map((v) => v.input)).toEqual([{ email: 'a@example.com', token, otp_type: 'user_verify_email' }]);
    verifies[0]!.resolve({ kind: 'verified' });
    await settle();
    expect(actor.getSnapshot().matches({ code: 'verified' })).toBe(true);
  });

  it('a refused link is forgotten: the page says so and the typed code is sent instead', async () => {
    const { actor, verifies } = startOtp(undefined, token);
    verifies[0]!.resolve({ kind: 'rejected', message: 'Invalid', fieldErrors: { otp: ['Invalid'] } });
    await settle();
    expect(actor.getSnapshot().matches({ code: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, linkRefused: true });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ otp: { code: 'required' } });
    actor.send({ type: 'field.change', field: 'otp', value: '4821' });
    actor.send({ type: 'form.submit' });
    expect(verifies[1]!.input).toEqual({ email: 'a@example.com', otp: '4821', otp_type: 'user_verify_email' });
  });

  it('a failed request keeps the link, sent again on submit; typing a code replaces it', async () => {
    const { actor, verifies } = startOtp(undefined, token);
    verifies[0]!.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().matches({ code: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token, linkRefused: false, failure: { message: null } });
    actor.send({ type: 'form.submit' });
    expect(verifies[1]!.input).toEqual({ email: 'a@example.com', token, otp_type: 'user_verify_email' });
    verifies[1]!.reject(new Error('offline'));
    await settle();
    actor.send({ type: 'field.change', field: 'otp', value: '4821' });
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});

describe('otp form: resend with a cooldown on the injected clock', () => {
  it('resend → sending → cooling down; resend refused until the cooldown ends', async () => {
    const { actor, resends, tick, tickers, notifyResent } = startOtp(30);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().matches({ resend: 'sending' })).toBe(true);
    expect(resends[0]!.input).toEqual({ email: 'a@example.com', otp_type: 'user_verify_email' });
    resends[0]!.resolve({ kind: 'sent' });
    await settle();
    expect(actor.getSnapshot().matches({ resend: 'coolingDown' })).toBe(true);
    expect(notifyResent).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.resendInSeconds).toBe(30);

    tick(1_000_000); // first tick fixes the end of the cooldown
    tick(1_010_000);
    expect(actor.getSnapshot().context.resendInSeconds).toBe(20);
    actor.send({ type: 'otp.resend' });
    expect(resends).toHaveLength(1);

    tick(1_029_500);
    expect(actor.getSnapshot().context.resendInSeconds).toBe(1);
    tick(1_030_000);
    expect(actor.getSnapshot().matches({ resend: 'available' })).toBe(true);
    expect(actor.getSnapshot().context.resendInSeconds).toBe(0);
    expect(tickers.size).toBe(0);
    actor.send({ type: 'otp.resend' });
    expect(resends).toHaveLength(2);
  });

  it('a refused resend keeps it available with the server message; a failed request with none', async () => {
    const { actor, resends } = startOtp();
    actor.send({ type: 'otp.resend' });
    resends[0]!.resolve({ kind: 'rejected', message: 'Too many requests' });
    await settle();
    expect(actor.getSnapshot().matches({ resend: 'available' })).toBe(true);
    expect(actor.getSnapshot().context.resendFailure).toEqual({ message: 'Too many requests' });
    actor.send({ type: 'otp.resend' });
    resends[1]!.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().context.resendFailure).toEqual({ message: null });
  });

  it('model-based: every state reached and every transition taken', () => {
    const events = [
      { type: 'field.change', field: 'otp', value: '1234' },
      { type: 'field.change', field: 'otp', value: '12' },
      { type: 'form.submit' },
      { type: 'otp.resend' },
      { type: 'clock.tick', now: 0 },
      { type: 'clock.tick', now: 120_000 },
      { type: 'xstate.done.actor.verifyOtp', output: { kind: 'verified' } },
      { type: 'xstate.done.actor.verifyOtp', output: { kind: 'rejected', message: 'no', fieldErrors: {} } },
      { type: 'xstate.error.actor.verifyOtp', error: new Error('x') },
      { type: 'xstate.done.actor.resendOtp', output: { kind: 'sent' } },
      { type: 'xstate.done.actor.resendOtp', output: { kind: 'rejected', message: 'no' } },
      { type: 'xstate.error.actor.resendOtp', error: new Error('x') },
    ];
    const live = otpFormMachine.provide({ actors: { verifyOtp: neverSettles(), resendOtp: neverSettles(), ticker: silentTicker } });
    const options = {
      input: { email: 'a@example.com', otpType: 'reset_password' },
      events,
      // The two regions are independent; serialising the state value and the few context fields
      // that steer guards keeps the graph finite.
      serializeState: (s: { value: unknown; context: { otp: string; cooldownEndsAt: number | null } }) =>
        JSON.stringify([s.value, s.context.otp, s.context.cooldownEndsAt]),
    } as never;
    expect(replayMismatches(live, options)).toEqual([]);
    const coverage = graphCoverage(otpFormMachine, options);
    expect(coverage).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});

describe('rules loader (never an endless spinner)', () => {
  const rules: RuleItem[] = [{ id: 1, title: 'Age', description: 'Open to all ages' }];
  function start() {
    const calls: Array<{ resolve: (r: readonly RuleItem[]) => void; reject: (e: unknown) => void }> = [];
    const actor = createActor(
      rulesLoaderMachine.provide({
        actors: { fetchRules: fromPromise(() => new Promise<readonly RuleItem[]>((resolve, reject) => calls.push({ resolve, reject }))) },
      }),
    ).start();
    return { actor, calls };
  }

  it('loading → loaded with the rules', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    calls[0]!.resolve(rules);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'listed' });
    expect(actor.getSnapshot().context.rules).toEqual(rules);
  });

  it('an empty list says so', async () => {
    const { actor, calls } = start();
    calls[0]!.resolve([]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'empty' });
  });

  it('failure → failed; rules.retry loads again', async () => {
    const { actor, calls } = start();
    calls[0]!.reject(new Error('500'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'rules.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]!.resolve(rules);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'listed' });
  });

  it('model-based: every state reached and every transition taken', () => {
    const events = [
      { type: 'xstate.done.actor.fetchRules', output: rules },
      { type: 'xstate.done.actor.fetchRules', output: [] },
      { type: 'xstate.error.actor.fetchRules', error: new Error('x') },
      { type: 'rules.retry' },
    ];
    expect(replayMismatches(rulesLoaderMachine.provide({ actors: { fetchRules: neverSettles() } }), { events } as never)).toEqual([]);
    expect(graphCoverage(rulesLoaderMachine, { events } as never)).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});
