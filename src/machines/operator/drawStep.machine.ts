// One track's draw in the console: the next step is named, confirmed (it cannot be undone), sent, done or refused.
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';

export const drawStages = ['none', 'announced', 'committed', 'drawn', 'published'] as const;
export type DrawStage = (typeof drawStages)[number];
/** The console's steps; announcing the source of randomness is done before the end, by the draw command. */
export type DrawStep = 'commit' | 'run' | 'publish' | 'certificates';

/** The one step each stage offers next (commit before an announcement is refused by the server). */
const stepAfter: Record<DrawStage, DrawStep | null> = { none: 'commit', announced: 'commit', committed: 'run', drawn: 'publish', published: 'certificates' };

/**
 * The step a track's draw offers next, or null when every step is taken: a step taken is never offered again, and
 * certificates, once issued, are not offered either (issuing again would add nothing: they come from the frozen list).
 */
export function nextDrawStep(draw: { stage: DrawStage; certificates: number }): DrawStep | null {
  const step = stepAfter[draw.stage];
  return step === 'certificates' && draw.certificates > 0 ? null : step;
}

export type DrawStepRequest = { step: DrawStep; secret?: string };
export type DrawStepContext = { step: DrawStep | null; secret: string; refusal: string | null };
export type DrawStepEvent =
  | { type: 'secret.change'; value: string }
  | { type: 'step.choose'; step: DrawStep }
  | { type: 'step.confirm' }
  | { type: 'step.cancel' };

export const drawStepMachine = setup({
  types: {} as { context: DrawStepContext; events: DrawStepEvent },
  actors: {
    takeStep: fromPromise<ConsoleOutcome, DrawStepRequest>(async () => {
      throw new Error('provide takeStep');
    }),
  },
}).createMachine({
  id: 'drawStep',
  context: { step: null, secret: '', refusal: null },
  initial: 'offered',
  states: {
    /** The track's next step is offered; after a step was taken (`done`) or refused (`refused`, the server's message, null when none or unreachable). */
    offered: {
      initial: 'idle',
      on: {
        'secret.change': { actions: assign({ secret: ({ event }) => event.value }) },
        'step.choose': { target: 'confirming', actions: assign({ step: ({ event }) => event.step }) },
      },
      states: { idle: {}, done: {}, refused: {} },
    },
    /** The operator is asked to confirm, naming the track and what cannot be undone. */
    confirming: { on: { 'step.confirm': { target: 'sending', actions: assign({ refusal: null }) }, 'step.cancel': 'offered.idle' } },
    sending: {
      invoke: {
        src: 'takeStep',
        input: ({ context }) => ({ step: context.step!, ...(context.step === 'run' && context.secret.trim() ? { secret: context.secret.trim() } : {}) }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'offered.done', actions: assign({ secret: '' }) },
          { target: 'offered.refused', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
        ],
        onError: { target: 'offered.refused', actions: assign({ refusal: null }) },
      },
    },
  },
});
