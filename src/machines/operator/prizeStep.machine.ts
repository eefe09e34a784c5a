// One prize request in the console (finance): approve it, return it with a reason, record its payment with the bank's
// reference, or confirm a payment another finance account recorded. Every step is named and confirmed first (none
// can be undone), then sent, saved or refused.
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';

/** The steps the contract takes (OperatorPrizeDecision). */
export type PrizeStep = 'approve' | 'return' | 'record_payment' | 'confirm_payment';
export type PrizeStepRequest = { action: PrizeStep; reason?: string; reference?: string };
export type PrizeStepField = 'reason' | 'reference';
export type PrizeStepContext = {
  values: Record<PrizeStepField, string>;
  /** The step being confirmed or sent, or last sent. */
  step: PrizeStep | null;
  refusal: string | null;
};
export type PrizeStepEvent =
  | { type: 'field.change'; field: PrizeStepField; value: string }
  | { type: 'step.choose'; step: PrizeStep }
  | { type: 'step.confirm' }
  | { type: 'step.cancel' };

/** What a step sends: the reason to return, the reference to record a payment, nothing more. */
export function prizeStepRequest(step: PrizeStep, values: Record<PrizeStepField, string>): PrizeStepRequest {
  if (step === 'return') return { action: step, reason: values.reason.trim() };
  if (step === 'record_payment') return { action: step, reference: values.reference.trim() };
  return { action: step };
}

export const prizeStepMachine = setup({
  types: {} as { context: PrizeStepContext; events: PrizeStepEvent },
  actors: {
    takeStep: fromPromise<ConsoleOutcome, PrizeStepRequest>(async () => {
      throw new Error('provide takeStep');
    }),
  },
}).createMachine({
  id: 'prizeStep',
  context: { values: { reason: '', reference: '' }, step: null, refusal: null },
  initial: 'offered',
  states: {
    /** The request's next steps are offered; after one was saved (`saved`) or refused (`refused`, the server's message, null when none or unreachable). */
    offered: {
      initial: 'idle',
      on: {
        'field.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }) },
        'step.choose': { target: 'confirming', actions: assign({ step: ({ event }) => event.step }) },
      },
      states: { idle: {}, saved: {}, refused: {} },
    },
    /** Finance is asked to confirm, naming the winner, the amount and what cannot be undone. */
    confirming: { on: { 'step.confirm': { target: 'sending', actions: assign({ refusal: null }) }, 'step.cancel': 'offered.idle' } },
    sending: {
      invoke: {
        src: 'takeStep',
        input: ({ context }) => prizeStepRequest(context.step!, context.values),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'offered.saved', actions: assign({ values: { reason: '', reference: '' } }) },
          { target: 'offered.refused', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
        ],
        onError: { target: 'offered.refused', actions: assign({ refusal: null }) },
      },
    },
  },
});
