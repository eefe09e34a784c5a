import { assign, fromPromise, setup } from 'xstate';
import { displayedCompetition, type CompetitionAnswer, type DisplayRule } from './homeData.ts';
import { TRACK_KEYS, type Competition, type CountableCompetition, type TrackKey } from './types.ts';

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
  /** The returned competition's results date has passed. */
  isWinnersDrawPeriod: boolean;
  /**
   * The returned competition's tracks whose winners are published, each on its own: the winners block shows from the
   * first one and links to these only (a server that does not say: every track once the results date has passed).
   */
  publishedWinners: readonly TrackKey[];
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
  publishedWinners: [],
};

export const homeDataMachine = setup({
  types: {} as { context: HomeDataContext; events: HomeDataEvent },
  actors: {
    /** GET /competitions, read into an answer; rejects on any other answer. */
    fetchCompetition: fromPromise<CompetitionAnswer>(async () => {
      throw new Error('provide the fetchCompetition actor');
    }),
  },
  guards: {
    isCompetitionFound: (_, answer: CompetitionAnswer) => answer.kind === 'competition',
    isDrawPeriodWithoutNext: ({ context }) => context.rule === 'drawPeriodWithoutNext',
    isShowingNext: ({ context }) => context.rule === 'nextCompetition',
  },
  actions: {
    applyCompetition: assign((_, result: Extract<CompetitionAnswer, { kind: 'competition' }>) => {
      const shown = displayedCompetition(result.competition);
      return {
        returned: result.competition,
        competition: shown.competition,
        rule: shown.rule,
        isComExist: true,
        isBtnsExist: shown.buttonsShown,
        isShown: true,
        isWinnersDrawPeriod: result.competition.is_winners_draw_period,
        publishedWinners: result.competition.published_winners ?? (result.competition.is_winners_draw_period ? TRACK_KEYS : []),
      };
    }),
    clearCompetition: assign(() => emptyContext),
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
              params: ({ event }) => event.output as Extract<CompetitionAnswer, { kind: 'competition' }>,
            },
          },
          { target: 'noCompetition', actions: 'clearCompetition' },
        ],
        onError: { target: 'failed', actions: 'clearCompetition' },
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
