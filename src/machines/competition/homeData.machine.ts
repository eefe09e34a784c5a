import { assign, fromPromise, setup } from 'xstate';
import { displayedCompetition, type DisplayRule, type FetchCompetitionResult } from './homeData.ts';
import type { Competition, CountableCompetition } from './types.ts';

export interface HomeDataContext {
  /** The competition as the API returned it. */
  returned: Competition | null;
  /** The competition the page shows (after the response rules). */
  competition: CountableCompetition | null;
  rule: DisplayRule | null;
  /** isComExist: competition sections are rendered. */
  isComExist: boolean;
  /** isBtnsExist: track action buttons are rendered. */
  isBtnsExist: boolean;
  /** isShown: the competition time section is rendered. */
  isShown: boolean;
  /** The returned competition is in its winners' draw period: the winners block shows. */
  isWinnersDrawPeriod: boolean;
  /** HTTP status of the last failure, when known. */
  errorStatus: number | null;
}

export type HomeDataEvent = { type: 'competition.retry' };

const emptyContext: HomeDataContext = {
  returned: null,
  competition: null,
  rule: null,
  isComExist: false,
  isBtnsExist: false,
  isShown: false,
  isWinnersDrawPeriod: false,
  errorStatus: null,
};

export const homeDataMachine = setup({
  types: {} as { context: HomeDataContext; events: HomeDataEvent },
  actors: {
    fetchCompetition: fromPromise<FetchCompetitionResult>(async () => {
      throw new Error('provide the fetchCompetition actor');
    }),
  },
  guards: {
    isCompetitionFound: (_, result: FetchCompetitionResult) => result.kind === 'ok',
    isNoCompetition: (_, result: FetchCompetitionResult) => result.kind === 'noCompetition',
    isDrawPeriodWithoutNext: ({ context }) => context.rule === 'drawPeriodWithoutNext',
    isShowingNext: ({ context }) => context.rule === 'nextCompetition',
  },
  actions: {
    applyCompetition: assign((_, result: Extract<FetchCompetitionResult, { kind: 'ok' }>) => {
      const shown = displayedCompetition(result.competition);
      return {
        returned: result.competition,
        competition: shown.competition,
        rule: shown.rule,
        isComExist: true,
        isBtnsExist: shown.buttonsShown,
        isShown: true,
        isWinnersDrawPeriod: result.competition.is_winners_draw_period,
        errorStatus: null,
      };
    }),
    clearCompetition: assign(() => emptyContext),
    rememberFailure: assign((_, params: { status: number | null }) => ({ ...emptyContext, errorStatus: params.status })),
  },
}).createMachine({
  id: 'homeData',
  context: emptyContext,
  initial: 'loading',
  states: {
    /** The preloader shows while the competitions call runs. */
    loading: {
      invoke: {
        id: 'fetchCompetition',
        src: 'fetchCompetition',
        onDone: [
          {
            guard: { type: 'isCompetitionFound', params: ({ event }) => event.output },
            target: 'loaded',
            actions: {
              type: 'applyCompetition',
              params: ({ event }) => event.output as Extract<FetchCompetitionResult, { kind: 'ok' }>,
            },
          },
          {
            guard: { type: 'isNoCompetition', params: ({ event }) => event.output },
            target: 'noCompetition',
            actions: 'clearCompetition',
          },
          {
            target: 'failed',
            actions: {
              type: 'rememberFailure',
              params: ({ event }) => ({ status: (event.output as { status?: number }).status ?? null }),
            },
          },
        ],
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: { status: null } } },
      },
    },
    loaded: {
      initial: 'deciding',
      states: {
        deciding: {
          meta: { transient: true },
          always: [
            { guard: 'isDrawPeriodWithoutNext', target: 'drawPeriodWithoutNext' },
            { guard: 'isShowingNext', target: 'nextCompetition' },
            { target: 'asReturned' },
          ],
        },
        /** The competition as returned. */
        asReturned: {},
        /** Draw period, no next competition: current data, action buttons hidden. */
        drawPeriodWithoutNext: {},
        /** Draw period and the next competition has started: the next one is displayed. */
        nextCompetition: {},
      },
    },
    /** `No active competition found`: competition sections hidden. */
    noCompetition: {},
    /** Any other failure: the catalogue's error text with a retry button. */
    failed: {
      on: { 'competition.retry': 'loading' },
    },
  },
});
