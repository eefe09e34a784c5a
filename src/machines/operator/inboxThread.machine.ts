// An inbox thread's closure (issue 30, point 3): an open thread (new or answered) is closed only once the operator
// confirmed it, and a closed one can be reopened. Answering is the inbox answer form's, below.
import { assign, fromPromise, setup } from 'xstate';
import { createSubmitFormMachine } from '../forms/submitForm.machine.ts';
import type { ConsoleOutcome } from './consoleOutcome.ts';

/** `failure` is set when the last change was refused: the server's message, or null when it named none or was unreachable. */
export type InboxThreadContext = { closed: boolean; failure: { message: string | null } | null };
export type InboxThreadEvent =
  | { type: 'thread.close' }
  | { type: 'thread.confirm' }
  | { type: 'thread.cancel' }
  | { type: 'thread.reopen' };

export const inboxThreadMachine = setup({
  types: {} as { context: InboxThreadContext; events: InboxThreadEvent; input: { closed: boolean } },
  actors: {
    setClosed: fromPromise<ConsoleOutcome, { closed: boolean }>(async () => {
      throw new Error('provide setClosed');
    }),
  },
  guards: {
    isClosed: ({ context }) => context.closed,
    isSaved: (_, outcome: ConsoleOutcome) => outcome.kind === 'saved',
  },
  actions: {
    clearFailure: assign({ failure: null }),
    refuse: assign((_, outcome: ConsoleOutcome) => ({ failure: { message: outcome.message ?? null } })),
    unreachable: assign({ failure: { message: null } }),
  },
}).createMachine({
  id: 'inboxThread',
  context: ({ input }) => ({ closed: input.closed, failure: null }),
  initial: 'opening',
  states: {
    opening: {
      meta: { transient: true },
      always: [{ guard: 'isClosed', target: 'closed' }, { target: 'open' }],
    },
    open: { on: { 'thread.close': { target: 'confirming', actions: 'clearFailure' } } },
    /** Closing asks first: the thread leaves the open ones. */
    confirming: { on: { 'thread.confirm': 'closing', 'thread.cancel': 'open' } },
    closing: {
      invoke: {
        src: 'setClosed',
        input: { closed: true },
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'closed', actions: assign({ closed: true }) },
          { target: 'open', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'open', actions: 'unreachable' },
      },
    },
    closed: { on: { 'thread.reopen': { target: 'reopening', actions: 'clearFailure' } } },
    reopening: {
      invoke: {
        src: 'setClosed',
        input: { closed: false },
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'open', actions: assign({ closed: false }) },
          { target: 'closed', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'closed', actions: 'unreachable' },
      },
    },
  },
});

/** An operator's answer to a thread: emptied once mailed; kept, with the server's words, when the mail failed. */
export const inboxAnswerFormMachine = createSubmitFormMachine({
  id: 'inboxAnswerForm',
  form: 'inboxAnswer',
  initialValues: { answer: '' },
  onFailure: 'failed',
});
