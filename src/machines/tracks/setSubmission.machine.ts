// The second track's set of five, submitted: asked to confirm first (a submitted set is fixed), then sent, then the
// result (received, or refused with the server's own words) for the page to bring into view.
import { assign, fromPromise, setup } from 'xstate';

/**
 * What sending the set answered: received (with the set as the server now has it, which the page reads), or refused
 * (the server's first message, null when it named none).
 */
export type SetSubmitOutcome = { kind: 'submitted'; receipt: unknown } | { kind: 'refused'; message: string | null };

export type SetSubmissionContext = {
  /** The server's refusal as it wrote it; null when it named none. */
  refusal: string | null;
  /** The set as the server answered once it was received. */
  receipt: unknown;
};

export type SetSubmissionEvent = { type: 'submit.ask' } | { type: 'submit.confirm' } | { type: 'submit.cancel' };

export const setSubmissionMachine = setup({
  types: {} as { context: SetSubmissionContext; events: SetSubmissionEvent },
  actors: {
    submitSet: fromPromise<SetSubmitOutcome>(async () => {
      throw new Error('provide submitSet');
    }),
  },
}).createMachine({
  id: 'setSubmission',
  context: { refusal: null, receipt: null },
  initial: 'ready',
  states: {
    /** The submit button is offered (enabled once all five clips are recorded; the page decides). */
    ready: { on: { 'submit.ask': 'confirming' } },
    /** Asked to confirm: once submitted, the five clips cannot be recorded again. */
    confirming: { on: { 'submit.confirm': 'sending', 'submit.cancel': 'ready' } },
    sending: {
      entry: assign({ refusal: null }),
      invoke: {
        src: 'submitSet',
        onDone: [
          { guard: ({ event }) => event.output.kind === 'submitted', target: 'submitted', actions: assign({ receipt: ({ event }) => (event.output.kind === 'submitted' ? event.output.receipt : null) }) },
          { target: 'refused', actions: assign({ refusal: ({ event }) => (event.output.kind === 'refused' ? event.output.message : null) }) },
        ],
        onError: 'failed',
      },
    },
    /** The set is received: the page shows its status and moves focus to it. */
    submitted: { type: 'final' },
    /** The server refused the set (its message in `refusal`); the contestant may fix it and ask again. */
    refused: { on: { 'submit.ask': 'confirming' } },
    /** The set could not be sent (no answer); asking again resends. */
    failed: { on: { 'submit.ask': 'confirming' } },
  },
});
