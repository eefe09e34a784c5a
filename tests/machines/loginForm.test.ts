import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { loginFormMachine, type LoginOutcome } from '../../src/machines/forms/loginForm.machine.ts';
import type { FormValues } from '../../src/machines/forms/validation.ts';
import { sessionMachine } from '../../src/machines/session/session.machine.ts';
import type { LoginResult } from '../../src/machines/session/types.ts';
import { logInThroughSession } from '../../src/app/features/auth/loginForm.ts';
import { graphCoverage, neverSettles, replayMismatches } from './support/graphCoverage.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const good = { email: 'contestant@example.com', password: 'secret-pass-1' };

/** The login form whose submit answers with `answer`; `sent` collects the credentials it was given. */
function start(answer: (credentials: FormValues<'login'>) => Promise<LoginOutcome>, email = '') {
  const sent: FormValues<'login'>[] = [];
  const machine = loginFormMachine.provide({
    actors: {
      submitLogin: fromPromise<LoginOutcome, FormValues<'login'>>(({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { values: { email } } }).start();
  const fill = (values: Partial<FormValues<'login'>>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as 'email' | 'password', value });
  };
  return { actor, sent, fill };
}

describe('login form', () => {
  it('starts editing with the email the page passes (from the link)', () => {
    const { actor } = start(async () => ({ kind: 'signedIn' }), 'new@example.com');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ values: { email: 'new@example.com', password: '' }, errors: {}, serverErrors: {}, failure: null });
  });

  it('an invalid submit shows the login rules’ codes and sends nothing; a change clears its own field’s code', () => {
    const { actor, sent, fill } = start(async () => ({ kind: 'signedIn' }));
    fill({ email: 'not-an-email', password: 'short' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ email: { code: 'email' }, password: { code: 'minLength', min: 8 } });
    fill({ email: 'contestant@example.com' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: { code: 'minLength', min: 8 } });
    expect(sent).toEqual([]);
  });

  it('a valid submit hands the credentials on and stays busy once signed in', async () => {
    const { actor, sent, fill } = start(async () => ({ kind: 'signedIn' }));
    fill(good);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settle();
    expect(sent).toEqual([good]);
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  it('203: notYetAllowed with the server’s message', async () => {
    const { actor, fill } = start(async () => ({ kind: 'notYet', message: 'Verify your email first' }));
    fill(good);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('notYetAllowed');
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'Verify your email first' });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
  });

  it('refused: the message and field messages stay while the visitor edits, until the next try', async () => {
    let answer: LoginOutcome = { kind: 'rejected', message: 'The given data was invalid', fieldErrors: { email: ['This email is not registered'] } };
    const { actor, fill } = start(async () => answer);
    fill(good);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('rejected');
    fill({ email: 'other@example.com' });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.serverErrors).toEqual({ email: ['This email is not registered'] });
    fill({ password: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.errors).toEqual({ password: { code: 'required' } });
    answer = { kind: 'signedIn' };
    fill({ password: 'secret-pass-2' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context).toMatchObject({ serverErrors: {}, failure: null });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
  });

  // Issue 21: a wrong password was shown twice, on the form and under the email field.
  it('refused: the message shown on the form is not repeated under a field', async () => {
    const { actor, fill } = start(async () => ({
      kind: 'rejected',
      message: 'Wrong email or password',
      fieldErrors: { email: ['Wrong email or password'], password: ['Wrong email or password', 'Use at least 8 characters'] },
    }));
    fill(good);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'Wrong email or password' });
    expect(actor.getSnapshot().context.serverErrors).toEqual({ password: ['Use at least 8 characters'] });
  });

  it('a failed request is a refusal without a server message', async () => {
    const { actor, fill } = start(async () => {
      throw new Error('network');
    });
    fill(good);
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.failure).toEqual({ message: null });
  });
});

describe('login form, model-based', () => {
  const typePassword = (value: string) => ({ type: 'field.change', field: 'password', value });
  const answer = (output: LoginOutcome) => ({ type: 'xstate.done.actor.submitLogin', output });
  const events = [
    typePassword('secret-pass-1'),
    typePassword(''),
    { type: 'form.submit' },
    answer({ kind: 'signedIn' }),
    answer({ kind: 'notYet', message: 'verify' }),
    answer({ kind: 'rejected', message: 'no', fieldErrors: {} }),
    { type: 'xstate.error.actor.submitLogin', error: new Error('x') },
  ];

  it('every state reached and every transition taken', () => {
    // From a form with a valid email, so that both branches of form.submit are reachable.
    const fromState = loginFormMachine.resolveState({
      value: 'editing',
      context: { values: { email: 'contestant@example.com', password: '' }, errors: {}, serverErrors: {}, failure: null },
    });
    const live = loginFormMachine.provide({ actors: { submitLogin: neverSettles() } });
    expect(replayMismatches(live, { events, fromState } as never)).toEqual([]);
    expect(graphCoverage(loginFormMachine, { events, fromState } as never)).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});

describe('the page’s submit: through the session machine', () => {
  function session(answer: () => Promise<LoginResult>) {
    return createActor(
      sessionMachine.provide({
        actors: { readToken: fromPromise<string | null>(async () => null), login: fromPromise(answer) },
        actions: { persistToken: () => {}, reloadTo: () => {}, notify: () => {} },
      }),
    ).start();
  }

  it.each([
    ['success', async (): Promise<LoginResult> => ({ kind: 'success', token: 't' }), { kind: 'signedIn' }],
    ['203', async (): Promise<LoginResult> => ({ kind: 'notYet', message: 'verify' }), { kind: 'notYet', message: 'verify' }],
    [
      'refusal',
      async (): Promise<LoginResult> => ({ kind: 'failed', message: 'no', fieldErrors: { email: ['no'] } }),
      { kind: 'rejected', message: 'no', fieldErrors: { email: ['no'] } },
    ],
  ] as const)('%s: resolves with where the session landed', async (_, answer, outcome) => {
    const actor = session(answer);
    await waitFor(actor, (s) => s.matches('signedOut'));
    await expect(logInThroughSession(actor, good)).resolves.toEqual(outcome);
  });

  it('rejects when the session takes no login (not signed out)', async () => {
    const actor = session(async () => ({ kind: 'success', token: 't' }));
    await expect(logInThroughSession(actor, good)).rejects.toThrow();
  });
});
