// One competition's cycle in the console (issue 29): a draft's readiness is checked first; the next step is offered
// only when it can be taken (publishing only with an empty readiness list), confirmed (it cannot be undone), sent,
// then done or refused with the server's own words.
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';

export const competitionStates = ['draft', 'published', 'running', 'ended', 'results', 'archived'] as const;
export type CompetitionState = (typeof competitionStates)[number];
export type CycleStep = 'publish' | 'start' | 'end' | 'results' | 'archive';

/** The one step each state offers next; an archived competition is kept as it is. */
export const nextCycleStep: Record<CompetitionState, CycleStep | null> = { draft: 'publish', published: 'start', running: 'end', ended: 'results', results: 'archive', archived: null };

/** What the readiness check found missing: a code, its track and language (null when it concerns neither). */
export type ReadinessFinding = { code: string; track: string | null; language: 'ar' | 'en' | null };

export type CompetitionCycleContext = {
  state: CompetitionState;
  /** The draft's readiness list once checked; null before (or for a competition past its draft). */
  findings: ReadinessFinding[] | null;
  step: CycleStep | null;
  refusal: string | null;
};
export type CompetitionCycleEvent = { type: 'step.choose' } | { type: 'step.confirm' } | { type: 'step.cancel' } | { type: 'readiness.check' };
/** A step's answer: the outcome, and the state the competition is in after it when saved. */
export type CycleStepOutcome = ConsoleOutcome & { state?: CompetitionState };

export const competitionCycleMachine = setup({
  types: {} as { context: CompetitionCycleContext; events: CompetitionCycleEvent; input: { state: CompetitionState } },
  actors: {
    checkReadiness: fromPromise<ReadinessFinding[]>(async () => {
      throw new Error('provide checkReadiness');
    }),
    takeStep: fromPromise<CycleStepOutcome, { step: CycleStep }>(async () => {
      throw new Error('provide takeStep');
    }),
  },
  guards: {
    isDraft: ({ context }) => context.state === 'draft',
    canTakeStep: ({ context }) => nextCycleStep[context.state] !== null && (context.state !== 'draft' || (context.findings !== null && context.findings.length === 0)),
  },
}).createMachine({
  id: 'competitionCycle',
  context: ({ input }) => ({ state: input.state, findings: null, step: null, refusal: null }),
  initial: 'deciding',
  states: {
    /** A draft is checked before anything is offered; any other state offers its next step at once. */
    deciding: { meta: { transient: true }, always: [{ guard: 'isDraft', target: 'checking' }, { target: 'offered.idle' }] },
    checking: {
      // A change saved while a check runs starts it again: the list answers the content as it is now, not as it was.
      on: { 'readiness.check': { target: 'checking', reenter: true } },
      invoke: {
        src: 'checkReadiness',
        onDone: { target: 'offered.idle', actions: assign({ findings: ({ event }) => event.output }) },
        onError: 'offered.checkFailed',
      },
    },
    /** The next step is offered (when it can be taken); after one was taken (`done`) or refused (`refused`). */
    offered: {
      initial: 'idle',
      on: {
        'step.choose': { guard: 'canTakeStep', target: 'confirming', actions: assign({ step: ({ context }) => nextCycleStep[context.state] }) },
        'readiness.check': { guard: 'isDraft', target: 'checking' },
      },
      states: { idle: {}, done: {}, refused: {}, checkFailed: {} },
    },
    /** The operator is asked to confirm, told what cannot be undone. */
    confirming: { on: { 'step.confirm': { target: 'sending', actions: assign({ refusal: null }) }, 'step.cancel': 'offered.idle' } },
    sending: {
      invoke: {
        src: 'takeStep',
        input: ({ context }) => ({ step: context.step! }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'saved',
            target: 'offered.done',
            actions: assign({ state: ({ context, event }) => event.output.state ?? context.state, findings: null }),
          },
          { target: 'offered.refused', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
        ],
        onError: { target: 'offered.refused', actions: assign({ refusal: null }) },
      },
    },
  },
});
