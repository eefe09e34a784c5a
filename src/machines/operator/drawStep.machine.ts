// One track's draw in the console: the next step is named, confirmed (it cannot be undone), sent, done or refused.
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';

export const drawStages = ['none', 'announced', 'committed', 'drawn', 'published'] as const;
export type DrawStage = (typeof drawStages)[number];
/** The console's steps; announcing the source of randomness is done before the end, by the draw command. */
export type DrawStep = 'commit' | 'run' | 'publish' | 'certificates';

/** The one step each stage offers next (commit before an announcement is refused by the server): a step taken is never offered again (certificates may be issued again, adding only what is missing). */
export const nextDrawStep: Record<DrawStage, DrawStep | null> = { none: 'commit', announced: 'commit', committed: 'run', drawn: 'publish', published: 'certificates' };

export type DrawStepRequest = { step: DrawStep; secret?: string };
export type DrawStepContext = { step: DrawStep | null; secret: string; refusal: string | null };
export type DrawStepEvent =
  | { type: 'secret.change'; value: string }
  | { type: 'step.choose'; step: DrawStep }
  | { type: 'step.confirm' }
  | { type: 'step.cancel' };

const offered = {
  'secret.change': { actions: 'typeSecret' },
  'step.choose': { target: 'confirming', actions: 'choose' },
} as const;

export const drawStepMachine = setup({
  types: {} as { context: DrawStepContext; events: DrawStepEvent },
  actors: {
    takeStep: fromPromise<ConsoleOutcome, DrawStepRequest>(async () => {
      throw new Error('provide takeStep');
    }),
  },
  actions: {
    typeSecret: assign({ secret: ({ context, event }) => (event.type === 'secret.change' ? event.value : context.secret) }),
    choose: assign({ step: ({ context, event }) => (event.type === 'step.choose' ? event.step : context.step) }),
  },
}).createMachine({
  id: 'drawStep',
  context: { step: null, secret: '', refusal: null },
  initial: 'idle',
  states: {
    idle: { on: offered },
    /** The operator is asked to confirm, naming the track and what cannot be undone. */
    confirming: { on: { 'step.confirm': { target: 'sending', actions: assign({ refusal: null }) }, 'step.cancel': 'idle' } },
    sending: {
      invoke: {
        src: 'takeStep',
        input: ({ context }) => ({ step: context.step ?? 'commit', ...(context.step === 'run' && context.secret.trim() ? { secret: context.secret.trim() } : {}) }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'done', actions: assign({ secret: '' }) },
          { target: 'refused', actions: assign({ refusal: ({ event }) => (event.output.kind === 'refused' ? event.output.message : null) }) },
        ],
        onError: { target: 'refused', actions: assign({ refusal: null }) },
      },
    },
    /** The step was taken; the track now offers its next step, if any. */
    done: { on: offered },
    refused: { on: offered },
  },
});
