import { addDays } from '../../domain/meccaTime.ts';
import type { CompetitionFields, CountableCompetition } from './types.ts';

/**
 * Where a competition stands on its own timeline (server flags ignored):
 * before its start, running, between its end and the end of the winners' draw days,
 * or ended (past end + draw days, or past the end when there are no draw days).
 */
export type TimelinePhase = 'beforeStart' | 'running' | 'awaitingResults' | 'ended';

export interface Timeline {
  phase: TimelinePhase;
  /** The instant the countdown counts to, or null when there is nothing left to count. */
  targetMs: number | null;
}

export function competitionTimeline(competition: CompetitionFields, nowMs: number): Timeline {
  const { startsAt: startMs, endsAt: endMs } = competition;
  if (startMs === null || endMs === null) return { phase: 'ended', targetMs: null };
  if (nowMs < startMs) return { phase: 'beforeStart', targetMs: startMs };
  if (nowMs < endMs) return { phase: 'running', targetMs: endMs };
  const drawDays = competition.winners_draw_period;
  if (drawDays > 0) {
    const resultsMs = addDays(endMs, drawDays);
    if (nowMs < resultsMs) return { phase: 'awaitingResults', targetMs: resultsMs };
  }
  return { phase: 'ended', targetMs: null };
}

/** When a competition's results are announced: its end plus its draw days (null without a readable end). */
export function resultsAt(competition: CompetitionFields): number | null {
  return competition.endsAt === null ? null : addDays(competition.endsAt, competition.winners_draw_period);
}

/** Countdown phases: the timeline of the counted competition, or the draw period with nothing to count. */
export type CountdownPhase = TimelinePhase | 'drawPeriod' | 'noCompetition';

export interface CountdownTarget {
  phase: CountdownPhase;
  /** `next` while the current competition is in its draw period and the next one is counted. */
  subject: 'current' | 'next';
  targetMs: number | null;
  /** Title of the counted competition (API data, shown next to the phase's message). */
  title: string | null;
}

/**
 * What the countdown counts: while `is_winners_draw_period` is true it uses `next_comp`;
 * with no next competition, or a next one also in its draw period, there is nothing to count.
 */
export function countdownTarget(competition: CountableCompetition | null, nowMs: number): CountdownTarget {
  if (!competition) return { phase: 'noCompetition', subject: 'current', targetMs: null, title: null };
  if (competition.is_winners_draw_period) {
    const next = competition.next_comp;
    if (!next || next.is_winners_draw_period) {
      return { phase: 'drawPeriod', subject: 'current', targetMs: null, title: competition.title };
    }
    return { ...competitionTimeline(next, nowMs), subject: 'next', title: next.title };
  }
  return { ...competitionTimeline(competition, nowMs), subject: 'current', title: competition.title };
}

/**
 * The fixed statistics-and-countdown bar: hidden in the draw period with no next competition
 * or with both in their draw period; otherwise shown before start, while running, and after
 * the finish only when the counted competition has draw days.
 */
export function isCountdownBarShown(competition: CountableCompetition | null, nowMs: number): boolean {
  const target = countdownTarget(competition, nowMs);
  switch (target.phase) {
    case 'beforeStart':
    case 'running':
    case 'awaitingResults':
      return true;
    case 'ended': {
      // An `ended` target always comes from a competition (the next one when subject is `next`).
      const counted = target.subject === 'next' ? competition!.next_comp! : competition!;
      return counted.winners_draw_period > 0;
    }
    default:
      return false;
  }
}
