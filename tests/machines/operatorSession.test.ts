import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type OperatorCredentials, operatorSessionMachine, type RestoreResult, type SignInResult } from '../../src/machines/operator/operatorSession.machine';

const operator = { id: 1, name: 'Op', email: 'op@example.com', role: 'operator' as const, permissions: ['getOperatorMe', 'operatorLogout', 'getOperatorReviewQueue'] };

function start(restore: () => Promise<RestoreResult>, signIn: (credentials: OperatorCredentials) => Promise<SignInResult> = async () => ({ kind: 'signedIn', operator }), signOut = async () => {}) {
  return createActor(
    operatorSessionMachine.provide({
      actors: { restoreSession: fromPromise(restore), signIn: fromPromise(({ input }) => signIn(input)), signOut: fromPromise(signOut) },
    }),
  ).start();
}

/** Types the credentials into the form and submits it. */
function signIn(actor: ReturnType<typeof start>, email: string, password: string) {
  actor.send({ type: 'field.change', field: 'email', value: email });
  actor.send({ type: 'field.change', field: 'password', value: password });
  actor.send({ type: 'session.signIn' });
}

describe('operatorSession', () => {
  it('restores a kept session, or shows the sign-in when there is none or it cannot be checked', async () => {
    expect((await waitFor(start(async () => ({ kind: 'signedIn', operator })), (s) => !s.matches('restoring'))).context.operator).toEqual(operator);
    expect((await waitFor(start(async () => ({ kind: 'signedOut' })), (s) => !s.matches('restoring'))).value).toBe('signedOut');
    expect((await waitFor(start(async () => Promise.reject(new Error('offline'))), (s) => !s.matches('restoring'))).value).toBe('signedOut');
  });

  it('signs in, keeps a refusal as a code, and signs out even when the server cannot be told', async () => {
    let answer: SignInResult = { kind: 'refused', error: 'badCredentials' };
    const sent: OperatorCredentials[] = [];
    const actor = start(
      async () => ({ kind: 'signedOut' }),
      async (credentials) => {
        sent.push(credentials);
        return answer;
      },
      async () => Promise.reject(new Error('offline')),
    );
    await waitFor(actor, (s) => s.matches('signedOut'));
    signIn(actor, 'op@example.com', 'wrong');
    expect((await waitFor(actor, (s) => s.matches('signedOut'))).context.error).toBe('badCredentials');
    answer = { kind: 'signedIn', operator };
    signIn(actor, ' op@example.com ', 'right');
    const signedIn = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signedIn.context).toEqual({ operator, error: null, values: { email: '', password: '' }, errors: {} });
    expect(sent.at(-1)).toEqual({ email: 'op@example.com', password: 'right' });
    actor.send({ type: 'session.signOut' });
    expect((await waitFor(actor, (s) => s.matches('signedOut'))).context.operator).toBeNull();
  });

  it('ends the session when the server no longer accepts the token, and a failed network sign-in is a network error', async () => {
    const actor = start(async () => ({ kind: 'signedIn', operator }), async () => Promise.reject(new Error('offline')));
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expired' });
    expect((await waitFor(actor, (s) => s.matches('signedOut'))).context.operator).toBeNull();
    signIn(actor, 'a@b.c', 'x');
    expect((await waitFor(actor, (s) => s.matches('signedOut') && s.context.error !== null)).context.error).toBe('network');
  });

  it('checks the form before asking the server: each field names its rule, a change clears its own field', async () => {
    const sent: OperatorCredentials[] = [];
    const actor = start(
      async () => ({ kind: 'signedOut' }),
      async (credentials) => {
        sent.push(credentials);
        return { kind: 'refused', error: 'badCredentials' };
      },
    );
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signIn' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.errors).toEqual({ email: { code: 'required' }, password: { code: 'required' } });
    actor.send({ type: 'field.change', field: 'email', value: 'not-an-email' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: { code: 'required' } });
    actor.send({ type: 'field.change', field: 'password', value: 'short' });
    actor.send({ type: 'session.signIn' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: { code: 'email' } });
    expect(sent).toEqual([]);
    // Any password an operator was given is sent (the site's eight-character rule is not the console's).
    actor.send({ type: 'field.change', field: 'email', value: 'op@example.com' });
    actor.send({ type: 'session.signIn' });
    await waitFor(actor, (s) => s.matches('signedOut') && s.context.error === 'badCredentials');
    expect(sent).toEqual([{ email: 'op@example.com', password: 'short' }]);
    expect(actor.getSnapshot().context.values).toEqual({ email: 'op@example.com', password: 'short' });
  });
});
