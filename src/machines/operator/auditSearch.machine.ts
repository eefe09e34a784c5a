// The audit log's search: what is typed, and the query the log is read with (all of it, or the entries matching).
import { assign, setup } from 'xstate';

/** The longest query the server takes (the contract's `q`). */
export const auditQueryMaxLength = 64;

export type AuditSearchContext = { typed: string; query: string };
export type AuditSearchEvent = { type: 'search.type'; value: string } | { type: 'search.submit' } | { type: 'search.clear' };

const queryOf = (typed: string) => typed.trim().slice(0, auditQueryMaxLength);

export const auditSearchMachine = setup({
  types: {} as { context: AuditSearchContext; events: AuditSearchEvent },
  guards: { isBlank: ({ context }) => queryOf(context.typed) === '' },
}).createMachine({
  id: 'auditSearch',
  context: { typed: '', query: '' },
  initial: 'all',
  on: {
    'search.type': { actions: assign({ typed: ({ event }) => event.value }) },
    // A blank search shows the whole log again.
    'search.submit': [
      { guard: 'isBlank', target: '.all', actions: assign({ query: '' }) },
      { target: '.searched', actions: assign({ query: ({ context }) => queryOf(context.typed) }) },
    ],
  },
  states: {
    /** The whole log, newest first. */
    all: {},
    /** The entries matching `query`; clearing shows the whole log again. */
    searched: { on: { 'search.clear': { target: 'all', actions: assign({ typed: '', query: '' }) } } },
  },
});
