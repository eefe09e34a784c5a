import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { OtpResendResult, OtpType } from '../../src/machines/forms/otpForm.machine.ts';
import type { LoginCredentials, LoginResult, LogoutResult, SessionUser } from '../../src/machines/session/types.ts';
import { machineCatalogue } from '../../src/machines/index.ts';
import { competition } from './support/fixtures.ts';

/**
 * Stories and tests start machines with only some implementations provided. A machine whose
 * call was not provided must end in its failure state — never hang in a spinner — and effects
 * left out are harmless.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const errorsOf = (actor: AnyActorRef) => {
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  return errors;
};

describe('machines without provided implementations', () => {
  it('notifications: a load without a provided fetch ends in failed', async () => {
    const actor = createActor(machineCatalogue.notifications).start();
    actor.send({ type: 'notifications.load' });
    await waitFor(actor, (s) => s.matches('failed'));
  });

  it('operatorSession: restoring without a provided call leaves the console signed out; a sign-in fails as a network error', async () => {
    const actor = createActor(machineCatalogue.operatorSession).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'field.change', field: 'email', value: 'operator@example.com' });
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    actor.send({ type: 'session.signIn' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error === 'network');
  });

  it('drawCheck: a check without a provided recompute disagrees, never spins', async () => {
    const actor = createActor(machineCatalogue.drawCheck).start();
    actor.send({ type: 'draw.verify' });
    await waitFor(actor, (s) => s.matches('disagrees'));
  });

  it('booking: a forgotten loadBooking ends in loadFailed, never an endless spinner', async () => {
    const actor = createActor(machineCatalogue.booking, { input: { track: 'third', now: Date.parse('2026-03-01T09:00:00Z') } }).start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
  });

  it('certificateCheck: failed, not an endless spinner', async () => {
    const actor = createActor(machineCatalogue.certificateCheck).start();
    await waitFor(actor, (s) => s.matches('failed'));
  });

  it('rulesLoader: failed, not an endless spinner', async () => {
    const actor = createActor(machineCatalogue.rulesLoader).start();
    await waitFor(actor, (s) => s.matches('failed'));
  });

  it('trackButton: failed with start challenge', async () => {
    const actor = createActor(machineCatalogue.trackButton, { input: { authenticated: true, user: {} } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.challenges.fifth.label).toBe('startChallenge');
  });

  it.each(['complaintForm', 'registerForm', 'forgotPasswordForm', 'resetPasswordForm'] as const)(
    '%s: a valid submit ends in failed with the values kept',
    async (id) => {
      const machine = machineCatalogue[id];
      const actor = createActor(machine).start();
      const valid: Record<string, Record<string, string>> = {
        complaintForm: { name: 'Ahmad Ali', email: 'a@example.com', type: 'complaint', content: 'Something broke here.' },
        registerForm: {
          name: 'Ahmad Ali',
          email: 'a@example.com',
          password: 'secret-123',
          password_confirmation: 'secret-123',
          phone: '96650000000',
          gender: 'female',
          country: 'SA',
          nationality: 'SA',
          birth_date: '1999-12-31',
          national_id_type: 'passport',
          id_number: '123456',
          id_name: 'Ahmad Ali Hasan',
        },
        forgotPasswordForm: { email: 'a@example.com' },
        resetPasswordForm: { email: 'a@example.com', otp: '1234', password: 'secret-123', password_confirmation: 'secret-123' },
      };
      for (const [field, value] of Object.entries(valid[id]!)) actor.send({ type: 'field.change', field: field as never, value });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.value === 'failed');
      expect(actor.getSnapshot().context.values).toMatchObject(valid[id]!);
    },
  );

  it('impressionForm: a valid submit stays editable with a failure', async () => {
    const actor = createActor(machineCatalogue.impressionForm).start();
    for (const [field, value] of Object.entries({ name: 'Ahmad Ali', email: 'a@example.com', content: 'Lovely, thank you!' })) {
      actor.send({ type: 'field.change', field: field as 'name' | 'email' | 'content', value });
    }
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ message: null });
  });

  it('loginForm: a valid submit ends rejected without a server message', async () => {
    const actor = createActor(machineCatalogue.loginForm, { input: { values: { email: 'a@example.com', password: 'secret-123' } } }).start();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.value === 'rejected');
    expect(actor.getSnapshot().context.failure).toEqual({ message: null });
  });

  it('otpForm: verify and resend fail back to editing/available', async () => {
    const actor = createActor(machineCatalogue.otpForm, { input: { email: 'a@example.com', otpType: 'user_verify_email' } }).start();
    actor.send({ type: 'field.change', field: 'otp', value: '1234' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ code: 'editing', resend: 'available' });
    expect(actor.getSnapshot().context.failure).toEqual({ message: null });
    expect(actor.getSnapshot().context.resendFailure).toEqual({ message: null });
  });

  it('session: each call left out ends in its failure state', async () => {
    const actor = createActor(machineCatalogue.session).start();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    actor.send({ type: 'auth.login', credentials: { email: 'a@example.com', password: 'secret-123' } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'loginRejected' });

    const signedIn = createActor(machineCatalogue.session, {
      snapshot: machineCatalogue.session.resolveState({
        value: { signedIn: 'idle' },
        context: { token: 't', user: { type: 'visitor' }, loginError: null, logoutError: null },
      }),
    }).start();
    signedIn.send({ type: 'auth.logout' });
    await settle();
    expect(signedIn.getSnapshot().value).toEqual({ signedIn: 'logoutFailed' });
    signedIn.send({ type: 'profile.refresh' });
    await settle();
    // A profile call that fails without saying the token is refused keeps the session and waits to ask again.
    expect(signedIn.getSnapshot().value).toBe('profileUnavailable');
    expect(signedIn.getSnapshot().context.token).toBe('t');
    signedIn.stop();
  });

  it('session: effects left out do not stop a successful login or logout', async () => {
    const actor = createActor(
      machineCatalogue.session.provide({
        actors: {
          readToken: fromPromise<string | null>(async () => 'jwt'),
          fetchProfile: fromPromise<SessionUser, { token: string }>(async () => ({ type: 'contestant' })),
          logout: fromPromise<LogoutResult, { token: string | null }>(async () => ({ kind: 'success' })),
          login: fromPromise<LoginResult, LoginCredentials>(async () => ({ kind: 'success', token: 'jwt-2' })),
        },
      }),
    ).start();
    const errors = errorsOf(actor);
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'auth.login', credentials: { email: 'a@example.com', password: 'secret-123' } });
    await waitFor(actor, (s) => s.matches('reloading'));
    expect(errors).toEqual([]);
  });

  it('pushRouting: effects left out are harmless', () => {
    const actor = createActor(machineCatalogue.pushRouting).start();
    const errors = errorsOf(actor);
    actor.send({ type: 'push.receive', message: { data: { third_path_status: 'approved' }, notification: { body: 'x' } } });
    expect(errors).toEqual([]);
  });

  it('otpForm: a resend without the ticker provided fails loudly', async () => {
    const actor = createActor(
      machineCatalogue.otpForm.provide({
        actors: {
          resendOtp: fromPromise<OtpResendResult, { email: string; otp_type: OtpType }>(async () => ({ kind: 'sent' })),
        },
      }),
      { input: { email: 'a@example.com', otpType: 'user_verify_email' } },
    ).start();
    const errors = errorsOf(actor);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(String(errors[0])).toMatch(/provide the ticker/);
  });

  it('homeData and countdown are covered in their own files', () => {
    expect(Object.keys(machineCatalogue)).toEqual(expect.arrayContaining(['homeData', 'countdown']));
    expect(competition().title).toBeTruthy();
  });
});
