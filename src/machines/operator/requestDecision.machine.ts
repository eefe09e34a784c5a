// One test request in the console: accept it with a meeting link, mark attendance, record the result, or refuse it.
import { assign, fromPromise, setup } from 'xstate';
import { type ConsoleOutcome, westernDigits } from './consoleOutcome.ts';

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
  refusal: string | null;
};
export type RequestDecisionEvent =
  | { type: 'field.change'; field: RequestDecisionField; value: string }
  | { type: 'request.accept' }
  | { type: 'request.attendance'; attended: boolean }
  | { type: 'request.result'; passed: boolean }
  | { type: 'request.refuse' };

function decisionOf(values: RequestDecisionContext['values'], event: RequestDecisionEvent): RequestDecision | null {
  const degree = westernDigits(values.degree.trim());
  switch (event.type) {
    case 'request.accept':
      return { action: 'accept', meeting_url: values.meetingUrl.trim() };
    case 'request.attendance':
      return { action: 'attendance', attended: event.attended };
    case 'request.result':
      return { action: 'result', passed: event.passed, ...(degree ? { degree: Number(degree) } : {}) };
    case 'request.refuse':
      return { action: 'refuse', reason: values.reason.trim() };
    default:
      return null;
  }
}

const deciding = {
  'field.change': { actions: 'change' },
  'request.accept': { target: 'sending', actions: 'decide' },
  'request.attendance': { target: 'sending', actions: 'decide' },
  'request.result': { target: 'sending', actions: 'decide' },
  'request.refuse': { target: 'sending', actions: 'decide' },
} as const;

export const requestDecisionMachine = setup({
  types: {} as { context: RequestDecisionContext; events: RequestDecisionEvent; input: { meetingUrl: string | null } },
  actors: {
    sendDecision: fromPromise<ConsoleOutcome, RequestDecision>(async () => {
      throw new Error('provide sendDecision');
    }),
  },
  actions: {
    change: assign({ values: ({ context, event }) => (event.type === 'field.change' ? { ...context.values, [event.field]: event.value } : context.values) }),
    decide: assign({ decision: ({ context, event }) => decisionOf(context.values, event), refusal: null }),
  },
}).createMachine({
  id: 'requestDecision',
  context: ({ input }) => ({ values: { meetingUrl: input.meetingUrl ?? '', degree: '', reason: '' }, decision: null, refusal: null }),
  initial: 'idle',
  states: {
    idle: { on: deciding },
    sending: {
      invoke: {
        src: 'sendDecision',
        input: ({ context }) => context.decision ?? { action: 'refuse', reason: '' },
        onDone: [
          { guard: ({ event }) => event.output.kind === 'saved', target: 'saved' },
          { target: 'refused', actions: assign({ refusal: ({ event }) => (event.output.kind === 'refused' ? event.output.message : null) }) },
        ],
        onError: { target: 'refused', actions: assign({ refusal: null }) },
      },
    },
    /** Saved and the contestant told; the next decision may follow. */
    saved: { on: deciding },
    refused: { on: deciding },
  },
});
