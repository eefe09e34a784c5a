import { assign, fromPromise, setup } from 'xstate';

/** What the list asks for: a search text and a page (from 1). */
export type ResultsQuery = { query: string; page: number; perPage: number };
/** One page of a list and how many items match in all. */
export type ResultsPage<T = unknown> = { items: readonly T[]; total: number };

export interface ResultsListContext<T = unknown> {
  query: string;
  page: number;
  perPage: number;
  items: readonly T[];
  total: number;
}

export type ResultsListEvent = { type: 'list.search'; query: string } | { type: 'list.page'; page: number } | { type: 'list.retry' };

export type ResultsListInput = { perPage?: number; query?: string };

/** How many pages `total` items fill (at least 1). */
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/**
 * One list of results with search and paging: candidates, winners and certificates all use it, each page providing
 * its own `fetchPage`. `empty` covers both "nothing yet" and "nothing matches" (the page tells them apart by `query`).
 */
export const resultsListMachine = setup({
  types: {} as { context: ResultsListContext; events: ResultsListEvent; input: ResultsListInput | undefined },
  actors: {
    fetchPage: fromPromise<ResultsPage, ResultsQuery>(async () => {
      throw new Error('provide the fetchPage actor');
    }),
  },
  guards: {
    hasItems: (_, output: ResultsPage) => output.items.length > 0,
    isOtherPage: ({ context }, page: number) => page !== context.page && page >= 1 && page <= pageCount(context.total, context.perPage),
  },
  actions: {
    setPage: assign((_, output: ResultsPage) => ({ items: output.items, total: output.total })),
    search: assign((_, query: string) => ({ query: query.trim(), page: 1 })),
    goTo: assign((_, page: number) => ({ page })),
  },
}).createMachine({
  id: 'resultsList',
  context: ({ input }) => ({ query: input?.query?.trim() ?? '', page: 1, perPage: input?.perPage ?? 20, items: [], total: 0 }),
  initial: 'loading',
  on: {
    'list.search': { target: '.loading', actions: { type: 'search', params: ({ event }) => event.query } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ query: context.query, page: context.page, perPage: context.perPage }),
        onDone: [
          { guard: { type: 'hasItems', params: ({ event }) => event.output }, target: 'loaded', actions: { type: 'setPage', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'setPage', params: ({ event }) => event.output } },
        ],
        onError: 'failed',
      },
    },
    loaded: {
      on: {
        'list.page': { guard: { type: 'isOtherPage', params: ({ event }) => event.page }, target: 'loading', actions: { type: 'goTo', params: ({ event }) => event.page } },
      },
    },
    /** Nothing to show: none yet, or none matching `query`. */
    empty: {},
    /** The catalogue's error text with a retry button. */
    failed: { on: { 'list.retry': 'loading' } },
  },
});
