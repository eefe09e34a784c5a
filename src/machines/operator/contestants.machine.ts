import { assign, fromPromise, setup } from 'xstate';

/**
 * The console's contestant filter (server/operators/contestantFilter.ts's ContestantFilter, as the query parameters
 * name it): part of a name, e-mail, phone or a whole pseudonym; a competition; a track and that track's status; only
 * the winners. An empty field is no filter.
 */
export type ContestantListFilter = { q: string; competitionId: number | null; track: ContestantListTrack | null; status: string | null; winners: boolean };
export type ContestantListTrack = 'first' | 'second' | 'third' | 'fourth' | 'fifth';

export const emptyContestantFilter: ContestantListFilter = { q: '', competitionId: null, track: null, status: null, winners: false };

/** Each track's entry statuses, as the server names them (the status filter offers the chosen track's). */
export const contestantTrackStatuses: Record<ContestantListTrack, readonly string[]> = {
  first: ['started', 'submitted', 'closed'],
  second: ['recording', 'submitted', 'accepted', 'refused'],
  third: ['pending', 'approved', 'refused', 'success', 'failed', 'cancelled'],
  fourth: ['pending', 'approved', 'refused', 'success', 'failed', 'cancelled'],
  fifth: ['pending', 'active', 'inactive', 'failed', 'success'],
};

/** What a page asks the server for. */
export type ContestantPageQuery = { filter: ContestantListFilter; page: number; perPage: number };
/** One page of contestants and how many match in all. */
export type ContestantPage<T = unknown> = { items: readonly T[]; total: number };

export interface ContestantListContext<T = unknown> {
  filter: ContestantListFilter;
  page: number;
  perPage: number;
  items: readonly T[];
  total: number;
}

export type ContestantListEvent = { type: 'list.filter'; filter: ContestantListFilter } | { type: 'list.page'; page: number } | { type: 'list.retry' };

export const contestantPageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** A filter as it is sent: trimmed, and a status only with its track (a status another track lacks is dropped). */
export function normalisedFilter(filter: ContestantListFilter): ContestantListFilter {
  const status = filter.track && filter.status && contestantTrackStatuses[filter.track].includes(filter.status) ? filter.status : null;
  return { ...filter, q: filter.q.trim(), status };
}

/**
 * The contestants list: every filter change starts again at page 1; `empty` is "nobody matches" (or nobody yet);
 * `failed` offers a retry. The server pages and counts (`total`).
 */
export const contestantListMachine = setup({
  types: {} as { context: ContestantListContext; events: ContestantListEvent; input: { perPage?: number; filter?: ContestantListFilter } | undefined },
  actors: {
    fetchPage: fromPromise<ContestantPage, ContestantPageQuery>(async () => {
      throw new Error('provide the fetchPage actor');
    }),
  },
  guards: {
    hasItems: (_, output: ContestantPage) => output.items.length > 0,
    isOtherPage: ({ context }, page: number) => page !== context.page && page >= 1 && page <= contestantPageCount(context.total, context.perPage),
  },
  actions: {
    setPage: assign((_, output: ContestantPage) => ({ items: output.items, total: output.total })),
    setFilter: assign((_, filter: ContestantListFilter) => ({ filter: normalisedFilter(filter), page: 1 })),
    goTo: assign((_, page: number) => ({ page })),
  },
}).createMachine({
  id: 'contestantList',
  context: ({ input }) => ({ filter: normalisedFilter(input?.filter ?? emptyContestantFilter), page: 1, perPage: input?.perPage ?? 50, items: [], total: 0 }),
  initial: 'loading',
  on: {
    'list.filter': { target: '.loading', actions: { type: 'setFilter', params: ({ event }) => event.filter } },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ filter: context.filter, page: context.page, perPage: context.perPage }),
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
    /** Nobody matches the filter (or nobody has registered yet). */
    empty: {},
    failed: { on: { 'list.retry': 'loading' } },
  },
});

/** Which CSV: the filtered contestants, a track's entries, the results, the winners, or the prize requests. */
export type CsvExportKind = 'contestants' | 'entries' | 'results' | 'winners' | 'prize_requests';

/** `filter`: the list's filter the file follows (null for the prize requests, which follow their own list). */
export type CsvExportEvent = { type: 'export.start'; kind: CsvExportKind; filter: ContestantListFilter | null } | { type: 'export.dismiss' };

export interface CsvExportContext {
  kind: CsvExportKind | null;
  filter: ContestantListFilter | null;
  /** The file's name once saved. */
  fileName: string | null;
  /** The server's own words when it refused; null when it named none or never answered. */
  failure: string | null;
}

/** What the download effect answers: saved under a name, or refused with the server's first message. */
export type CsvDownloadResult = { kind: 'saved'; fileName: string } | { kind: 'refused'; message: string | null };

/**
 * A CSV export of the filtered selection: `exporting` while the file streams in (one at a time: another export waits
 * for it), then `saved` (the browser saved it) or `failed` with the server's words; any export may start again from
 * either. Nothing changes on the server but its audit row, so nothing is confirmed first.
 */
export const csvExportMachine = setup({
  types: {} as { context: CsvExportContext; events: CsvExportEvent },
  actors: {
    download: fromPromise<CsvDownloadResult, { kind: CsvExportKind; filter: ContestantListFilter | null }>(async () => {
      throw new Error('provide the download actor');
    }),
  },
  guards: {
    isSaved: (_, result: CsvDownloadResult) => result.kind === 'saved',
  },
  actions: {
    begin: assign((_, start: { kind: CsvExportKind; filter: ContestantListFilter | null }) => ({ kind: start.kind, filter: start.filter, fileName: null, failure: null })),
    saved: assign((_, result: CsvDownloadResult) => ({ fileName: result.kind === 'saved' ? result.fileName : null })),
    refused: assign((_, result: CsvDownloadResult) => ({ failure: result.kind === 'refused' ? result.message : null })),
    unreachable: assign({ failure: null }),
    clear: assign({ kind: null, filter: null, fileName: null, failure: null }),
  },
}).createMachine({
  id: 'csvExport',
  context: { kind: null, filter: null, fileName: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: { 'export.start': { target: 'exporting', actions: { type: 'begin', params: ({ event }) => event } } } },
    exporting: {
      invoke: {
        src: 'download',
        input: ({ context }) => ({ kind: context.kind ?? 'contestants', filter: context.filter }),
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'saved', actions: { type: 'saved', params: ({ event }) => event.output } },
          { target: 'failed', actions: { type: 'refused', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'unreachable' },
      },
    },
    saved: {
      on: { 'export.start': { target: 'exporting', actions: { type: 'begin', params: ({ event }) => event } }, 'export.dismiss': { target: 'idle', actions: 'clear' } },
    },
    failed: {
      on: { 'export.start': { target: 'exporting', actions: { type: 'begin', params: ({ event }) => event } }, 'export.dismiss': { target: 'idle', actions: 'clear' } },
    },
  },
});
