import { assign, fromPromise, setup } from 'xstate';

/** One competition rule (`GET /conditions`, `data[0]`). */
export interface RuleItem {
  id: number | string;
  title: string;
  description: string;
}

export interface RulesLoaderContext {
  rules: readonly RuleItem[];
}

export type RulesLoaderEvent = { type: 'rules.retry' };

export const rulesLoaderMachine = setup({
  types: {} as { context: RulesLoaderContext; events: RulesLoaderEvent },
  actors: {
    fetchRules: fromPromise<readonly RuleItem[]>(async () => {
      throw new Error('provide the fetchRules actor');
    }),
  },
  guards: {
    hasRules: ({ context }) => context.rules.length > 0,
  },
  actions: {
    setRules: assign((_, rules: readonly RuleItem[]) => ({ rules })),
  },
}).createMachine({
  id: 'rulesLoader',
  context: { rules: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchRules',
        src: 'fetchRules',
        onDone: { target: 'loaded', actions: { type: 'setRules', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    loaded: {
      initial: 'deciding',
      states: {
        deciding: { meta: { transient: true }, always: [{ guard: 'hasRules', target: 'listed' }, { target: 'empty' }] },
        listed: {},
        /** The API returned no rules: the page says so. */
        empty: {},
      },
    },
    /** The catalogue's error text with a retry button; never an endless spinner. */
    failed: { on: { 'rules.retry': 'loading' } },
  },
});
