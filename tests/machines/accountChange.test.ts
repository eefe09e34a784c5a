import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountChangeMachine, type AccountChange } from '../../src/machines/operator/accountChange.machine';
import { operatorSessionMachine, type RestoreResult } from '../../src/machines/operator/operatorSession.machine';
import type { ConsoleOutcome } from '../../src/machines/operator/consoleOutcome';
import { readSetupLink } from '../../src/operator/setupLink';

const withOutcome = (outcome: () => Promise<ConsoleOutcome>, sent: AccountChange[] = []) =>
  createActor(accountChangeMachine.provide({ actors: { saveAccount: fromPromise<ConsoleOutcome, AccountChange>(({ input }) => (sent.push(input), outcome())) } })).start();

describe('the account change machine', () => {
  it('asks for confirmation, then saves the change it named', async () => {
    const sent: AccountChange[] = [];
    const actor = withOutcome(async () => ({ kind: 'saved' }), sent);
    actor.send({ type: 'account.change', change: { disabled: true } });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sent).toEqual([]);
    actor.send({ type: 'account.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sent).toEqual([{ disabled: true }]);
    expect(actor.getSnapshot().context).toEqual({ change: null, failure: null });
  });

  it('forgets a cancelled change and keeps the server\'s refusal in its words', async () => {
    const actor = withOutcome(async () => ({ kind: 'refused', message: 'This is the last active administrator' }));
    actor.send({ type: 'account.change', change: { role: 'operator' } });
    actor.send({ type: 'account.cancel' });
    expect(actor.getSnapshot().context.change).toBeNull();
    actor.send({ type: 'account.change', change: { role: 'operator' } });
    actor.send({ type: 'account.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.failure).toEqual({ message: 'This is the last active administrator' });
    const unreachable = withOutcome(() => Promise.reject(new Error('offline')));
    unreachable.send({ type: 'account.change', change: { disabled: false } });
    unreachable.send({ type: 'account.confirm' });
    await waitFor(unreachable, (s) => s.matches('idle'));
    expect(unreachable.getSnapshot().context.failure).toEqual({ message: null });
  });

  it('keeps a refusal that named no reason as a refusal without words (the console says its own)', async () => {
    const actor = withOutcome(async () => ({ kind: 'refused', message: null }));
    actor.send({ type: 'account.change', change: { disabled: true } });
    actor.send({ type: 'account.confirm' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== null);
    expect(actor.getSnapshot().context).toEqual({ change: null, failure: { message: null } });
  });
});

describe('a session started by a setup or invitation link', () => {
  it('goes from signed out to signed in with the operator the link answered', async () => {
    const actor = createActor(operatorSessionMachine.provide({ actors: { restoreSession: fromPromise<RestoreResult>(async () => ({ kind: 'signedOut' })) } })).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    const operator = { id: 1, name: 'Amina', email: 'amina@example.org', role: 'administrator' as const, permissions: ['getOperatorAccounts'] };
    actor.send({ type: 'session.started', operator });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.operator).toEqual(operator);
  });
});

describe('readSetupLink', () => {
  it('reads the setup and invitation tokens from the fragment of /operator/setup only', () => {
    expect(readSetupLink({ pathname: '/operator/setup', hash: '#token=abc' })).toEqual({ kind: 'setup', token: 'abc' });
    expect(readSetupLink({ pathname: '/operator/setup/', hash: '#invitation=xyz' })).toEqual({ kind: 'invitation', token: 'xyz' });
    expect(readSetupLink({ pathname: '/operator/setup', hash: '' })).toEqual({ kind: 'setup', token: '' });
    expect(readSetupLink({ pathname: '/operator', hash: '#token=abc' })).toBeNull();
  });
});
