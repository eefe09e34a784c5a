import { and, assign, setup } from 'xstate';
import { remainingTime, toIsoDuration, ZERO_REMAINING, type RemainingTime } from '../../domain/meccaTime.ts';
import { tickerNotProvided, type ClockTickEvent } from '../time/ticker.ts';
import { competitionTimeline, countdownTarget, isCountdownBarShown, resultsAt, type CountdownPhase, type TimelinePhase } from './phase.ts';
import type { CountableCompetition } from './types.ts';

export interface CountdownContext {
  competition: CountableCompetition | null;
  nowMs: number;
  phase: CountdownPhase;
  subject: 'current' | 'next';
  targetMs: number | null;
  title: string | null;
  remaining: RemainingTime;
  /** ISO 8601 duration of `remaining`, for `<time datetime>`. */
  duration: string;
  /** Days are shown only while above zero. */
  showDays: boolean;
  /** Whether the fixed statistics-and-countdown bar shows. */
  showBar: boolean;
  /**
   * The displayed competition's own timeline phase (ignoring the draw-period switch to next_comp):
   * what `trackCardButtons` needs. Null without a competition.
   */
  timelinePhase: TimelinePhase | null;
  /**
   * When the shown competition's results are (or were) announced: its end plus its draw days, for the
   * draw period and the end, where there is nothing to count but a date to show. Null otherwise.
   */
  resultsMs: number | null;
  /** The counted competition's end, shown once it has ended with nothing to count. Null otherwise. */
  endedMs: number | null;
}

export type CountdownEvent =
  | ClockTickEvent
  | { type: 'competition.update'; competition: CountableCompetition | null };

export interface CountdownInput {
  competition: CountableCompetition | null;
  /** Epoch ms from the app's clock at start; later times arrive with `clock.tick`. */
  now: number;
}

/** Everything the countdown shows, derived from the competition and the time. */
export function deriveCountdown(competition: CountableCompetition | null, nowMs: number): CountdownContext {
  const target = countdownTarget(competition, nowMs);
  const remaining = target.targetMs === null ? ZERO_REMAINING : remainingTime(target.targetMs, nowMs);
  return {
    competition,
    nowMs,
    ...target,
    remaining,
    duration: toIsoDuration(remaining),
    showDays: remaining.days > 0,
    showBar: isCountdownBarShown(competition, nowMs),
    timelinePhase: competition ? competitionTimeline(competition, nowMs).phase : null,
    resultsMs: target.phase === 'drawPeriod' && competition ? resultsAt(competition) : null,
    endedMs: target.phase === 'ended' && competition ? (target.subject === 'next' ? competition.next_comp?.endsAt ?? null : competition.endsAt) : null,
  };
}

export const countdownMachine = setup({
  types: {} as { context: CountdownContext; events: CountdownEvent; input: CountdownInput },
  actors: { ticker: tickerNotProvided },
  guards: {
    hasNoCompetition: ({ context }) => context.phase === 'noCompetition',
    isDrawPeriod: ({ context }) => context.phase === 'drawPeriod',
    areResultsDue: ({ context }) => context.resultsMs !== null && context.nowMs < context.resultsMs,
    areResultsStillDue: ({ context, event }) =>
      context.resultsMs !== null && (event as ClockTickEvent).now < context.resultsMs,
    isBeforeStart: ({ context }) => context.phase === 'beforeStart',
    isRunning: ({ context }) => context.phase === 'running',
    isAwaitingResults: ({ context }) => context.phase === 'awaitingResults',
    staysInPhase: ({ context, event }) =>
      countdownTarget(context.competition, (event as ClockTickEvent).now).phase === context.phase,
  },
  actions: {
    applyTime: assign(({ context, event }) => deriveCountdown(context.competition, (event as ClockTickEvent).now)),
    applyCompetition: assign(({ context, event }) =>
      deriveCountdown((event as Extract<CountdownEvent, { type: 'competition.update' }>).competition, context.nowMs),
    ),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => deriveCountdown(input.competition, input.now),
  initial: 'resolving',
  on: {
    'competition.update': { target: '.resolving', actions: 'applyCompetition' },
  },
  states: {
    resolving: {
      meta: { transient: true },
      always: [
        { guard: 'hasNoCompetition', target: 'noCompetition' },
        { guard: and(['isDrawPeriod', 'areResultsDue']), target: 'drawPeriod.drawing' },
        { guard: 'isDrawPeriod', target: 'drawPeriod.resultsOut' },
        { guard: 'isBeforeStart', target: 'counting.beforeStart' },
        { guard: 'isRunning', target: 'counting.running' },
        { guard: 'isAwaitingResults', target: 'counting.awaitingResults' },
        { target: 'ended' },
      ],
    },
    counting: {
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        'clock.tick': [
          { guard: 'staysInPhase', actions: 'applyTime' },
          { target: 'resolving', actions: 'applyTime' },
        ],
      },
      initial: 'beforeStart',
      states: {
        /** Counting to start_date; message "waiting" plus the title. */
        beforeStart: {},
        /** Counting to end_date; message "until the finish" plus the title. */
        running: {},
        /** Ended with draw days: counting to end_date + winners_draw_period days. */
        awaitingResults: {},
      },
    },
    /** Nothing left to count: the end date instead of a clock. */
    ended: {},
    /** In the winners' draw period with no next competition to count to: the results date, never a zeroed clock. */
    drawPeriod: {
      initial: 'resultsOut',
      states: {
        /** The draw is under way: the results come at `resultsMs` (the device's clock is behind the server's flag). */
        drawing: {
          invoke: { id: 'ticker', src: 'ticker' },
          on: {
            'clock.tick': [
              { guard: 'areResultsStillDue', actions: 'applyTime' },
              { target: '#countdown.resolving', actions: 'applyTime' },
            ],
          },
        },
        /** The winners are out (announced at `resultsMs`): the page points to them. */
        resultsOut: {},
      },
    },
    noCompetition: {},
  },
});
