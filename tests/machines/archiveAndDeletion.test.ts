// The console's archive and draft-deletion steps (src/machines/operator/siteArchive.machine.ts,
// competitionDeletion.machine.ts): the scope chosen is the one sent, a deletion is confirmed first and sent once, a
// refusal keeps the server's words (none when unreachable) and the step may be tried again.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConsoleOutcome } from '../../src/machines/operator/consoleOutcome.ts';
import { competitionDeletionMachine } from '../../src/machines/operator/competitionDeletion.machine.ts';
import { siteArchiveMachine } from '../../src/machines/operator/siteArchive.machine.ts';

describe('siteArchive', () => {
  const started = (makeArchive: (input: { competitionId: number | null }) => Promise<ConsoleOutcome>) =>
    createActor(siteArchiveMachine.provide({ actors: { makeArchive: fromPromise(({ input }) => makeArchive(input)) } })).start();

  it('archives the whole site unless a competition is chosen, then the chosen one', async () => {
    const asked: (number | null)[] = [];
    const actor = started(async ({ competitionId }) => {
      asked.push(competitionId);
      return { kind: 'saved' };
    });
    actor.send({ type: 'archive.make' });
    await waitFor(actor, (s) => s.matches({ ready: 'made' }));
    actor.send({ type: 'scope.change', competitionId: 7 });
    actor.send({ type: 'archive.make' });
    expect(actor.getSnapshot().value).toBe('making');
    await waitFor(actor, (s) => s.matches({ ready: 'made' }));
    expect(asked).toEqual([null, 7]);
  });

  it("keeps the server's words on a refusal, none when unreachable, and clears them on the next try", async () => {
    let answer: () => Promise<ConsoleOutcome> = async () => ({ kind: 'refused', message: 'No space left for archives' });
    const actor = started(() => answer());
    actor.send({ type: 'archive.make' });
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('No space left for archives');
    answer = async () => {
      throw new Error('offline');
    };
    actor.send({ type: 'archive.make' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await waitFor(actor, (s) => s.matches({ ready: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });
});

describe('competitionDeletion', () => {
  const started = (deleteCompetition: () => Promise<ConsoleOutcome>) =>
    createActor(competitionDeletionMachine.provide({ actors: { deleteCompetition: fromPromise(deleteCompetition) } })).start();

  it('asks first: cancelling sends nothing; confirming deletes once and ends', async () => {
    let calls = 0;
    const actor = started(async () => {
      calls++;
      return { kind: 'saved' };
    });
    actor.send({ type: 'deletion.choose' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().matches({ offered: 'idle' })).toBe(true);
    expect(calls).toBe(0);
    actor.send({ type: 'deletion.choose' });
    actor.send({ type: 'deletion.confirm' });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toBe(1);
  });

  it("comes back to the button with the server's words when refused, and none when unreachable", async () => {
    let answer: () => Promise<ConsoleOutcome> = async () => ({ kind: 'refused', message: 'Someone has entered this competition' });
    const actor = started(() => answer());
    actor.send({ type: 'deletion.choose' });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBe('Someone has entered this competition');
    answer = async () => {
      throw new Error('offline');
    };
    actor.send({ type: 'deletion.choose' });
    actor.send({ type: 'deletion.confirm' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }));
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });
});
