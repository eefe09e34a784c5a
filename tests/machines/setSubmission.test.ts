import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { setSubmissionMachine, type SetSubmitOutcome } from '../../src/machines/tracks/setSubmission.machine.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: () => Promise<SetSubmitOutcome>) {
  let sent = 0;
  const actor = createActor(
    setSubmissionMachine.provide({
      actors: {
        submitSet: fromPromise(() => {
          sent += 1;
          return answer();
        }),
      },
    }),
  ).start();
  return { actor, sent: () => sent };
}

describe('the second track’s set, submitted', () => {
  it('asks to confirm first and sends nothing until confirmed; "not now" goes back', () => {
    const { actor, sent } = start(async () => ({ kind: 'submitted', receipt: 'set' }));
    actor.send({ type: 'submit.ask' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sent()).toBe(0);
    actor.send({ type: 'submit.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(sent()).toBe(0);
  });

  it('once confirmed, sends the set once and keeps what the server answered', async () => {
    const { actor, sent } = start(async () => ({ kind: 'submitted', receipt: { status: 'submitted' } }));
    actor.send({ type: 'submit.ask' });
    actor.send({ type: 'submit.confirm' });
    expect(actor.getSnapshot().value).toBe('sending');
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().context.receipt).toEqual({ status: 'submitted' });
    expect(sent()).toBe(1);
  });

  it('a refusal keeps the server’s words, and asking again confirms again', async () => {
    const { actor, sent } = start(async () => ({ kind: 'refused', message: 'Record all five first.' }));
    actor.send({ type: 'submit.ask' });
    actor.send({ type: 'submit.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toBe('Record all five first.');
    actor.send({ type: 'submit.ask' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'submit.confirm' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await settle();
    expect(sent()).toBe(2);
  });

  it('no answer is a failure that can be asked again', async () => {
    const { actor } = start(async () => Promise.reject(new Error('offline')));
    actor.send({ type: 'submit.ask' });
    actor.send({ type: 'submit.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'submit.ask' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });
});
