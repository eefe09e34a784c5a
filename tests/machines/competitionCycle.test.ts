// The console's competition cycle (issue 29): a draft is checked before it can be published, every step is confirmed
// first, a refusal keeps the server's words, and the next step follows the state the server answered.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  competitionCycleMachine,
  type CompetitionState,
  type CycleStep,
  type CycleStepOutcome,
  nextCycleStep,
  type ReadinessFinding,
} from '../../src/machines/operator/competitionCycle.machine';

const missing: ReadinessFinding[] = [{ code: 'noQuestions', track: 'first', language: null }];

function start(state: CompetitionState, findings: (ReadinessFinding[] | Error)[], outcomes: (CycleStepOutcome | Error)[] = []) {
  const sent: CycleStep[] = [];
  const machine = competitionCycleMachine.provide({
    actors: {
      checkReadiness: fromPromise(async () => {
        const next = findings.length > 1 ? findings.shift()! : findings[0]!;
        if (next instanceof Error) throw next;
        return next;
      }),
      takeStep: fromPromise(async ({ input }) => {
        sent.push(input.step);
        const next = outcomes.length > 1 ? outcomes.shift()! : outcomes[0]!;
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  return { sent, actor: createActor(machine, { input: { state } }).start() };
}

describe('competitionCycle', () => {
  it('offers each state its one next step, and nothing once archived', () => {
    expect(nextCycleStep).toEqual({ draft: 'publish', published: 'start', running: 'end', ended: 'results', results: 'archive', archived: null });
    const { actor } = start('archived', []);
    expect(actor.getSnapshot().value).toEqual({ offered: 'idle' });
    actor.send({ type: 'step.choose' });
    expect(actor.getSnapshot().value).toEqual({ offered: 'idle' });
  });

  it('starts the check again when a change is saved while it runs, so the list answers the content as it is now', async () => {
    const answers: ((findings: ReadinessFinding[]) => void)[] = [];
    const machine = competitionCycleMachine.provide({
      actors: { checkReadiness: fromPromise(() => new Promise<ReadinessFinding[]>((resolve) => answers.push(resolve))) },
    });
    const actor = createActor(machine, { input: { state: 'draft' } }).start();
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'readiness.check' });
    expect(answers).toHaveLength(2);
    // The first check's answer (from before the change) arrives late and is not taken; the second one is.
    answers[0]!(missing);
    answers[1]!([]);
    await waitFor(actor, (s) => s.matches({ offered: 'idle' }));
    expect(actor.getSnapshot().context.findings).toEqual([]);
  });

  it('checks a draft first and refuses to offer publishing while anything is missing', async () => {
    const { actor, sent } = start('draft', [missing, []], [{ kind: 'saved', state: 'published' }]);
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.matches({ offered: 'idle' }));
    expect(actor.getSnapshot().context.findings).toEqual(missing);
    actor.send({ type: 'step.choose' });
    expect(actor.getSnapshot().value).toEqual({ offered: 'idle' });
    // Checked again once the content is complete: now it can be published, after confirming.
    actor.send({ type: 'readiness.check' });
    await waitFor(actor, (s) => s.matches({ offered: 'idle' }));
    actor.send({ type: 'step.choose' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.step).toBe('publish');
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'done' }));
    expect(sent).toEqual(['publish']);
    expect(actor.getSnapshot().context).toMatchObject({ state: 'published', findings: null });
    // The next step follows the state the server answered.
    actor.send({ type: 'step.choose' });
    expect(actor.getSnapshot().context.step).toBe('start');
  });

  it('sends nothing when the confirmation is cancelled', () => {
    const { actor, sent } = start('running', []);
    actor.send({ type: 'step.choose' });
    actor.send({ type: 'step.cancel' });
    expect(actor.getSnapshot().value).toEqual({ offered: 'idle' });
    expect(sent).toEqual([]);
  });

  it("keeps the server's refusal, and says nothing of its own when the call never got an answer", async () => {
    const { actor } = start('running', [], [{ kind: 'refused', message: 'its date has not come yet' }, new Error('offline')]);
    actor.send({ type: 'step.choose' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }));
    expect(actor.getSnapshot().context).toMatchObject({ refusal: 'its date has not come yet', state: 'running' });
    actor.send({ type: 'step.choose' });
    actor.send({ type: 'step.confirm' });
    await waitFor(actor, (s) => s.matches({ offered: 'refused' }) && s.context.refusal === null);
  });

  it('says so when the readiness check fails, and checks again on request', async () => {
    const { actor } = start('draft', [new Error('offline'), []]);
    await waitFor(actor, (s) => s.matches({ offered: 'checkFailed' }));
    actor.send({ type: 'readiness.check' });
    await waitFor(actor, (s) => s.matches({ offered: 'idle' }) && s.context.findings !== null);
    expect(actor.getSnapshot().context.findings).toEqual([]);
  });

});
