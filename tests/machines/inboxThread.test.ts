// An inbox thread's closure in the console: closing asks first and may be cancelled, a closed thread can be reopened,
// and a refused or unreachable change leaves the thread where it was with the server's words (or none).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConsoleOutcome } from '../../src/machines/operator/consoleOutcome';
import { inboxThreadMachine } from '../../src/machines/operator/inboxThread.machine';

const saved: ConsoleOutcome = { kind: 'saved' };

function start(closed: boolean, ...outcomes: (ConsoleOutcome | Error)[]) {
  const sent: boolean[] = [];
  const setClosed = fromPromise<ConsoleOutcome, { closed: boolean }>(async ({ input }) => {
    sent.push(input.closed);
    const next = outcomes.shift();
    if (next === undefined) throw new Error('no outcome left');
    if (next instanceof Error) throw next;
    return next;
  });
  const actor = createActor(inboxThreadMachine.provide({ actors: { setClosed } }), { input: { closed } }).start();
  return { actor, sent };
}

describe('inboxThread: closing and reopening a thread', () => {
  it('starts open or closed as the thread is', () => {
    expect(start(false).actor.getSnapshot().value).toBe('open');
    const closed = start(true).actor.getSnapshot();
    expect(closed.value).toBe('closed');
    expect(closed.context).toEqual({ closed: true, failure: null });
  });

  it('asks before closing; cancelling sends nothing and keeps the thread open', () => {
    const { actor, sent } = start(false, saved);
    actor.send({ type: 'thread.close' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'thread.cancel' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(sent).toEqual([]);
    // Reopening an open thread means nothing.
    actor.send({ type: 'thread.reopen' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('closes once confirmed, then reopens', async () => {
    const { actor, sent } = start(false, saved, saved);
    actor.send({ type: 'thread.close' });
    actor.send({ type: 'thread.confirm' });
    expect(actor.getSnapshot().value).toBe('closing');
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context).toEqual({ closed: true, failure: null });
    // A closed thread is not closed again.
    actor.send({ type: 'thread.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'thread.reopen' });
    expect(actor.getSnapshot().value).toBe('reopening');
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context).toEqual({ closed: false, failure: null });
    expect(sent).toEqual([true, false]);
  });

  it("keeps a thread open with the server's refusal, or none when unreachable, and clears it on the next try", async () => {
    const { actor, sent } = start(false, { kind: 'refused', message: 'This thread was answered meanwhile' }, { kind: 'refused', message: null }, new Error('offline'), saved);
    actor.send({ type: 'thread.close' });
    actor.send({ type: 'thread.confirm' });
    await waitFor(actor, (s) => s.matches('open') && s.context.failure !== null);
    expect(actor.getSnapshot().context).toEqual({ closed: false, failure: { message: 'This thread was answered meanwhile' } });
    actor.send({ type: 'thread.close' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'thread.confirm' });
    await waitFor(actor, (s) => s.matches('open') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ message: null });
    actor.send({ type: 'thread.close' });
    actor.send({ type: 'thread.confirm' });
    await waitFor(actor, (s) => s.matches('open') && s.context.failure !== null);
    expect(actor.getSnapshot().context).toEqual({ closed: false, failure: { message: null } });
    // The retry succeeds.
    actor.send({ type: 'thread.close' });
    actor.send({ type: 'thread.confirm' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context).toEqual({ closed: true, failure: null });
    expect(sent).toEqual([true, true, true, true]);
  });

  it("keeps a thread closed when reopening is refused or unreachable, and clears the failure on the next try", async () => {
    const { actor, sent } = start(true, { kind: 'refused', message: 'Only the inbox owner may reopen' }, new Error('offline'), saved);
    actor.send({ type: 'thread.reopen' });
    await waitFor(actor, (s) => s.matches('closed') && s.context.failure !== null);
    expect(actor.getSnapshot().context).toEqual({ closed: true, failure: { message: 'Only the inbox owner may reopen' } });
    actor.send({ type: 'thread.reopen' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches('closed') && s.context.failure !== null);
    expect(actor.getSnapshot().context).toEqual({ closed: true, failure: { message: null } });
    actor.send({ type: 'thread.reopen' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context).toEqual({ closed: false, failure: null });
    expect(sent).toEqual([false, false, false]);
  });

  it('without a provided call, a confirmed closing fails as unreachable instead of hanging', async () => {
    const actor = createActor(inboxThreadMachine, { input: { closed: false } }).start();
    actor.send({ type: 'thread.close' });
    actor.send({ type: 'thread.confirm' });
    await waitFor(actor, (s) => s.matches('open') && s.context.failure !== null);
    expect(actor.getSnapshot().context).toEqual({ closed: false, failure: { message: null } });
  });
});
