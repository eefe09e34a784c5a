// An administrator changes a console account: another role, or disabled / enabled. Each change is confirmed first
// (disabling signs the account out at once); the server may refuse it (the last active administrator), in its own words.
import { assign, fromPromise, setup } from 'xstate';
import type { ConsoleOutcome } from './consoleOutcome.ts';
import type { OperatorRole } from './operatorSession.machine.ts';

export type AccountChange = { role: OperatorRole } | { disabled: boolean };

/** `failure`: the last change was refused (the server's message, or null when it named none or was unreachable). */
export type AccountChangeContext = { change: AccountChange | null; failure: { message: string | null } | null };
export type AccountChangeEvent = { type: 'account.change'; change: AccountChange } | { type: 'account.confirm' } | { type: 'account.cancel' };

export const accountChangeMachine = setup({
  types: {} as { context: AccountChangeContext; events: AccountChangeEvent },
  actors: {
    saveAccount: fromPromise<ConsoleOutcome, AccountChange>(async () => {
      throw new Error('provide saveAccount');
    }),
  },
  guards: {
    isSaved: (_, outcome: ConsoleOutcome) => outcome.kind === 'saved',
  },
  actions: {
    propose: assign(({ event }) => (event.type === 'account.change' ? { change: event.change, failure: null } : {})),
    forget: assign({ change: null }),
    refuse: assign((_, outcome: ConsoleOutcome) => ({ change: null, failure: { message: outcome.message ?? null } })),
    unreachable: assign({ change: null, failure: { message: null } }),
  },
}).createMachine({
  id: 'accountChange',
  context: { change: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: { 'account.change': { target: 'confirming', actions: 'propose' } } },
    /** The change is named and waits for the administrator's confirmation. */
    confirming: {
      on: {
        'account.confirm': 'saving',
        'account.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    saving: {
      invoke: {
        src: 'saveAccount',
        input: ({ context }) => context.change!,
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'idle', actions: 'forget' },
          { target: 'idle', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'idle', actions: 'unreachable' },
      },
    },
  },
});
