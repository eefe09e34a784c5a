import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { operatorSessionMachine, type RestoreResult, type SignInResult } from '../../src/machines/operator/operatorSession.machine';

const operator = { id: 1, name: 'Op', email: 'op@example.com', role: 'operator' as const, permissions: ['getOperatorMe', 'operatorLogout', 'getOperatorReviewQueue'] };

function start(restore: () => Promise<RestoreResult>, signIn: () => Promise<SignInResult> = async () => ({ kind: 'signedIn', operator }), signOut = async () => {}) {
  return createActor(
    operatorSessionMachine.provide({
      actors: { restoreSession: fromPromise(restore), signIn: fromPromise(signIn), signOut: fromPromise(signOut) },
    }),
  ).start();
}

describe('operatorSession', () => {
  it('restores a kept session, or shows the sign-in when there is none or it cannot be checked', async () => {
    expect((await waitFor(start(async () => ({ kind: 'signedIn', operator })), (s) => !s.matches('restoring'))).context.operator).toEqual(operator);
    expect((await waitFor(start(async () => ({ kind: 'signedOut' })), (s) => !s.matches('restoring'))).value).toBe('signedOut');
    expect((await waitFor(start(async () => Promise.reject(new Error('offline'))), (s) => !s.matches('restoring'))).value).toBe('signedOut');
  });

  it('signs in, keeps a refusal as a code, and signs out even when the server cannot be told', async () => {
    let answer: SignInResult = { kind: 'refused', error: 'badCredentials' };
    const actor = start(async () => ({ kind: 'signedOut' }), async () => answer, async () => Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn', credentials: { email: 'op@example.com', password: 'wrong' } });
    expect((await waitFor(actor, (s) => s.matches('signedOut'))).context.error).toBe('badCredentials');
    answer = { kind: 'signedIn', operator };
    actor.send({ type: 'session.signIn', credentials: { email: 'op@example.com', password: 'right' } });
    const signedIn = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signedIn.context).toEqual({ operator, error: null });
    actor.send({ type: 'session.signOut' });
    expect((await waitFor(actor, (s) => s.matches('signedOut'))).context.operator).toBeNull();
  });

  it('ends the session when the server no longer accepts the token, and a failed network sign-in is a network error', async () => {
    const actor = start(async () => ({ kind: 'signedIn', operator }), async () => Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expired' });
    expect((await waitFor(actor, (s) => s.matches('signedOut'))).context.operator).toBeNull();
    actor.send({ type: 'session.signIn', credentials: { email: 'a@b.c', password: 'x' } });
    expect((await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null)).context.error).toBe('network');
  });
});
