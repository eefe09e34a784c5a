// One test request in the console: accept it with a meeting link, mark attendance, record the result, or refuse it.
// Accepting a request whose test overlaps the contestant's other open request asks the operator first (issue 31, point 7).
import { assign, fromPromise, setup } from 'xstate';
import { westernDigits } from '../../domain/digits.ts';
import { type ConsoleOutcome } from './consoleOutcome.ts';

/** The decisions the contract takes (OperatorRequestDecision). */
export type RequestDecision =
  | { action: 'accept'; meeting_url: string }
  | { action: 'attendance'; attended: boolean }
  | { action: 'result'; passed: boolean; degree?: number }
  | { action: 'refuse'; reason: string };

export type RequestDecisionField = 'meetingUrl' | 'degree' | 'reason';
export type RequestDecisionContext = {
  values: Record<RequestDecisionField, string>;
  /** The decision being sent, or last sent. */
  decision: RequestDecision | null;
  /** Accepting needs a confirmation: this test overlaps the contestant's other one. */
  clashes: boolean;
  refusal: string | null;
};
export type RequestDecisionEvent =
  | { type: 'field.change'; field: RequestDecisionField; value: string }
  | { type: 'request.accept' }
  | { type: 'request.attendance'; attended: boolean }
  | { type: 'request.result'; passed: boolean }
  | { type: 'request.refuse' }
  /** The operator accepts despite the overlap, or thinks again. */
  | { type: 'accept.confirm' }
  | { type: 'accept.cancel' };

/** A pass or fail, with the degree when one was typed (Arabic-Indic digits read as Western ones). */
function resultDecision(passed: boolean, typed: string): RequestDecision {
  const degree = westernDigits(typed.trim());
  return { action: 'result', passed, ...(degree ? { degree: Number(degree) } : {}) };
}

export const requestDecisionMachine = setup({
  types: {} as {
    context: RequestDecisionContext;
    events: RequestDecisionEvent;
    /** `clashes`: the contestant holds another open request whose test overlaps this one (the server's `clashes_with`). */
    input: { meetingUrl: string | null; clashes?: boolean };
  },
  actors: {
    sendDecision: fromPromise<ConsoleOutcome, RequestDecision>(async () => {
      throw new Error('provide sendDecision');
    }),
  },
  actions: {
    decide: assign((_, decision: RequestDecision) => ({ decision, refusal: null })),
  },
}).createMachine({
  id: 'requestDecision',
  context: ({ input }) => ({ values: { meetingUrl: input.meetingUrl ?? '', degree: '', reason: '' }, decision: null, clashes: input.clashes ?? false, refusal: null }),
  initial: 'deciding',
  states: {
    /** The request's fields; after a decision is saved (`saved`) or refused (`refused`, the server's message, null when none or unreachable). */
    deciding: {
      initial: 'idle',
      on: {
        'field.change': { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }) },
        'request.accept': [
          {
            guard: ({ context }) => context.clashes,
            target: 'confirmingAccept',
            actions: { type: 'decide', params: ({ context }) => ({ action: 'accept', meeting_url: context.values.meetingUrl.trim() }) },
          },
          { target: 'sending', actions: { type: 'decide', params: ({ context }) => ({ action: 'accept', meeting_url: context.values.meetingUrl.trim() }) } },
        ],
        'request.attendance': { target: 'sending', actions: { type: 'decide', params: ({ event }) => ({ action: 'attendance', attended: event.attended }) } },
        'request.result': { target: 'sending', actions: { type: 'decide', params: ({ context, event }) => resultDecision(event.passed, context.values.degree) } },
        'request.refuse': { target: 'sending', actions: { type: 'decide', params: ({ context }) => ({ action: 'refuse', reason: context.values.reason.trim() }) } },
      },
      states: { idle: {}, saved: {}, refused: {} },
    },
    /** Accepting a request whose test overlaps the contestant's other one: the dialog names the other, then sends or goes back. */
    confirmingAccept: {
      on: { 'accept.confirm': 'sending', 'accept.cancel': 'deciding.idle' },
    },
    sending: {
      invoke: {
        src: 'sendDecision',
        input: ({ context }) => context.decision!,
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'deciding.saved' },
          { target: 'deciding.refused', actions: assign({ refusal: ({ event }) => event.output.message ?? null }) },
        ],
        onError: { target: 'deciding.refused', actions: assign({ refusal: null }) },
      },
    },
  },
});
