// The deletion steps' machine (src/machines/account/accountDeletion.machine.ts): confirmed first, taken once, a refusal
// or no answer back to the button with the server's words (or none), and a page opened on a request already made.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountDeletionMachine, anonymisationMachine, type DeletionStepOutcome } from '../../src/machines';

const started = (machine: typeof accountDeletionMachine, takeStep: () => Promise<DeletionStepOutcome>, done = false) =>
  createActor(machine.provide({ actors: { takeStep: fromPromise(takeStep) } }), { input: { done } }).start();

describe.each([
  ['accountDeletion', accountDeletionMachine],
  ['anonymisation', anonymisationMachine],
] as const)('%s', (_id, machine) => {
  it('asks first: cancelling sends nothing, confirming takes the step once', async () => {
    let calls = 0;
    const actor = started(machine, async () => {
      calls++;
      return { kind: 'saved' };
    });
    actor.send({ type: 'step.ask' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'step.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toBe(0);
    actor.send({ type: 'step.ask' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toBe(1);
    expect(actor.getSnapshot().context).toEqual({ done: true, failure: null });
  });

  it('keeps the server\'s words when refused, none when unreachable, and may be asked again', async () => {
    const refused = started(machine, async () => ({ kind: 'refused', message: 'Already asked' }));
    refused.send({ type: 'step.ask' });
    refused.send({ type: 'step.confirm' });
    await waitFor(refused, (s) => s.matches('ready') && s.context.failure !== null);
    expect(refused.getSnapshot().context.failure).toEqual({ message: 'Already asked' });
    refused.send({ type: 'step.ask' });
    expect(refused.getSnapshot().context.failure).toBeNull();

    const unreachable = started(machine, async () => {
      throw new Error('offline');
    });
    unreachable.send({ type: 'step.ask' });
    unreachable.send({ type: 'step.confirm' });
    await waitFor(unreachable, (s) => s.matches('ready') && s.context.failure !== null);
    expect(unreachable.getSnapshot().context.failure).toEqual({ message: null });
  });

  it('opens on the step already taken', () => {
    expect(started(machine, async () => ({ kind: 'saved' }), true).getSnapshot().value).toBe('done');
  });
});
