import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { countdownMachine, type CountdownEvent } from '../../src/machines/competition/countdown.machine.ts';
import type { CountableCompetition } from '../../src/machines/competition/types.ts';
import { competitionTimeline, countdownTarget, isCountdownBarShown } from '../../src/machines/competition/phase.ts';
import { createTicker } from '../../src/machines/time/ticker.ts';
import { competition, mecca, nextCompetition } from './support/fixtures.ts';
import { graphCoverage, replayMismatches, silentTicker } from './support/graphCoverage.ts';

/** A ticker the test drives by hand. */
function manualTicker() {
  const listeners = new Set<(event: CountdownEvent) => void>();
  const logic = fromCallback(({ sendBack }) => {
    const listener = (event: CountdownEvent) => sendBack(event);
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  return { logic, tick: (now: number) => listeners.forEach((l) => l({ type: 'clock.tick', now })), listeners };
}

function start(comp: CountableCompetition | null, now: number) {
  const ticker = manualTicker();
  const actor = createActor(countdownMachine.provide({ actors: { ticker: ticker.logic } }), {
    input: { competition: comp, now },
  }).start();
  return { actor, ticker };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('competition timeline (Mecca time, process in another zone)', () => {
  const c = competition();
  it.each([
    ['2026-03-01 19:59', 'beforeStart', '2026-03-01 20:00'],
    ['2026-03-01 20:00', 'running', '2026-03-14 20:00'],
    ['2026-03-14 19:59', 'running', '2026-03-14 20:00'],
    ['2026-03-14 20:00', 'awaitingResults', '2026-03-15 20:00'],
    ['2026-03-15 19:59', 'awaitingResults', '2026-03-15 20:00'],
  ] as const)('at %s Mecca time it is %s, counting to %s', (now, phase, target) => {
    expect(competitionTimeline(c, mecca(now))).toEqual({ phase, targetMs: mecca(target) });
  });

  it('has ended once end + draw days have passed', () => {
    expect(competitionTimeline(c, mecca('2026-03-15 20:00'))).toEqual({ phase: 'ended', targetMs: null });
  });

  it('ends right at end_date when there are no draw days', () => {
    expect(competitionTimeline(competition({ winners_draw_period: 0 }), mecca('2026-03-14 20:00'))).toEqual({
      phase: 'ended',
      targetMs: null,
    });
  });

  it('treats unreadable dates as nothing to count', () => {
    expect(competitionTimeline(competition({ startsAt: null }), mecca('2026-03-01 10:00')).phase).toBe('ended');
  });
});

describe('countdownTarget', () => {
  const now = mecca('2026-03-20 12:00');
  it('counts the next competition while in the draw period', () => {
    const c = competition({ is_winners_draw_period: true, next_comp: nextCompetition() });
    expect(countdownTarget(c, now)).toEqual({
      phase: 'beforeStart',
      subject: 'next',
      targetMs: mecca('2026-04-01 20:00'),
      title: 'Next competition',
    });
  });

  it('has nothing to count in the draw period with no next competition', () => {
    expect(countdownTarget(competition({ is_winners_draw_period: true }), now)).toMatchObject({
      phase: 'drawPeriod',
      targetMs: null,
    });
  });

  it('has nothing to count when current and next are both in the draw period', () => {
    const c = competition({ is_winners_draw_period: true, next_comp: nextCompetition({ is_winners_draw_period: true }) });
    expect(countdownTarget(c, now).phase).toBe('drawPeriod');
  });
});

describe('isCountdownBarShown', () => {
  const c = competition();
  it('shows before start, while running, and after the finish when there are draw days', () => {
    expect(isCountdownBarShown(c, mecca('2026-02-01 00:00'))).toBe(true);
    expect(isCountdownBarShown(c, mecca('2026-03-05 00:00'))).toBe(true);
    expect(isCountdownBarShown(c, mecca('2026-03-15 00:00'))).toBe(true);
    expect(isCountdownBarShown(c, mecca('2026-05-01 00:00'))).toBe(true);
  });

  it('hides after the finish when there are no draw days', () => {
    expect(isCountdownBarShown(competition({ winners_draw_period: 0 }), mecca('2026-03-15 00:00'))).toBe(false);
  });

  it('hides in the draw period with no next competition, and when both are in the draw period', () => {
    const now = mecca('2026-03-20 00:00');
    expect(isCountdownBarShown(competition({ is_winners_draw_period: true }), now)).toBe(false);
    expect(
      isCountdownBarShown(
        competition({ is_winners_draw_period: true, next_comp: nextCompetition({ is_winners_draw_period: true }) }),
        now,
      ),
    ).toBe(false);
  });

  it('follows the next competition in the draw period, including after its finish', () => {
    const c = competition({ is_winners_draw_period: true, next_comp: nextCompetition() });
    expect(isCountdownBarShown(c, mecca('2026-03-20 00:00'))).toBe(true);
    expect(isCountdownBarShown(c, mecca('2026-06-01 00:00'))).toBe(true);
    const noDraw = competition({ is_winners_draw_period: true, next_comp: nextCompetition({ winners_draw_period: 0 }) });
    expect(isCountdownBarShown(noDraw, mecca('2026-06-01 00:00'))).toBe(false);
  });

  it('hides without a competition', () => {
    expect(isCountdownBarShown(null, 0)).toBe(false);
  });
});

describe('countdown machine', () => {
  it('before start: counts to start_date with days shown and an ISO duration', () => {
    const { actor } = start(competition(), mecca('2026-02-27 16:56:55'));
    const snap = actor.getSnapshot();
    expect(snap.value).toEqual({ counting: 'beforeStart' });
    expect(snap.context.remaining).toEqual({ days: 2, hours: 3, minutes: 3, seconds: 5, totalSeconds: 183_785 });
    expect(snap.context.duration).toBe('P2DT3H3M5S');
    expect(snap.context.showDays).toBe(true);
    expect(snap.context.title).toBe('Spring competition');
    expect(snap.context.subject).toBe('current');
  });

  it('ticks: each clock.tick recomputes the remaining time and stays in the phase', () => {
    const { actor, ticker } = start(competition(), mecca('2026-03-01 19:00'));
    ticker.tick(mecca('2026-03-01 19:00:01'));
    expect(actor.getSnapshot().value).toEqual({ counting: 'beforeStart' });
    expect(actor.getSnapshot().context.remaining).toMatchObject({ days: 0, hours: 0, minutes: 59, seconds: 59 });
  });

  it('hides days once less than a day is left', () => {
    const { actor } = start(competition(), mecca('2026-03-01 19:00'));
    expect(actor.getSnapshot().context.showDays).toBe(false);
    expect(actor.getSnapshot().context.duration).toBe('PT1H');
  });

  it('moves from before start to running when start_date passes', () => {
    const { actor, ticker } = start(competition(), mecca('2026-03-01 19:59:59'));
    ticker.tick(mecca('2026-03-01 20:00'));
    const snap = actor.getSnapshot();
    expect(snap.value).toEqual({ counting: 'running' });
    expect(snap.context.targetMs).toBe(mecca('2026-03-14 20:00'));
    expect(snap.context.duration).toBe('P13D');
  });

  it('moves from running to counting to end + draw days', () => {
    const { actor, ticker } = start(competition(), mecca('2026-03-14 19:59:59'));
    expect(actor.getSnapshot().value).toEqual({ counting: 'running' });
    ticker.tick(mecca('2026-03-14 20:00:01'));
    expect(actor.getSnapshot().value).toEqual({ counting: 'awaitingResults' });
    expect(actor.getSnapshot().context.remaining).toMatchObject({ hours: 23, minutes: 59, seconds: 59 });
  });

  it('stops at zero instead of going negative, and stops ticking', () => {
    const { actor, ticker } = start(competition({ winners_draw_period: 0 }), mecca('2026-03-14 19:59:59'));
    ticker.tick(mecca('2026-03-14 20:00:03'));
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('ended');
    expect(snap.context.remaining.totalSeconds).toBe(0);
    expect(snap.context.duration).toBe('PT0S');
    expect(snap.context.showBar).toBe(false);
    expect(ticker.listeners.size).toBe(0);
  });

  it('in the draw period counts to the next competition', () => {
    const c = competition({ is_winners_draw_period: true, next_comp: nextCompetition() });
    const { actor } = start(c, mecca('2026-03-31 20:00'));
    expect(actor.getSnapshot().value).toEqual({ counting: 'beforeStart' });
    expect(actor.getSnapshot().context).toMatchObject({ subject: 'next', title: 'Next competition', duration: 'P1D' });
  });

  it('in the draw period with no next competition shows the results date, not a clock', () => {
    const { actor, ticker } = start(competition({ is_winners_draw_period: true }), mecca('2026-03-20 00:00'));
    expect(actor.getSnapshot().value).toEqual({ drawPeriod: 'resultsOut' });
    expect(actor.getSnapshot().context).toMatchObject({ showBar: false, targetMs: null, resultsMs: mecca('2026-03-15 20:00') });
    expect(ticker.listeners.size).toBe(0);
  });

  it('in the draw period before the results date (a clock behind the server) shows the draw under way until then', () => {
    const { actor, ticker } = start(competition({ is_winners_draw_period: true }), mecca('2026-03-15 19:59:58'));
    expect(actor.getSnapshot().value).toEqual({ drawPeriod: 'drawing' });
    ticker.tick(mecca('2026-03-15 19:59:59'));
    expect(actor.getSnapshot().value).toEqual({ drawPeriod: 'drawing' });
    ticker.tick(mecca('2026-03-15 20:00'));
    expect(actor.getSnapshot().value).toEqual({ drawPeriod: 'resultsOut' });
    expect(ticker.listeners.size).toBe(0);
  });

  it('once ended with nothing to count, carries the end date instead', () => {
    const { actor } = start(competition({ winners_draw_period: 0 }), mecca('2026-03-20 00:00'));
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context).toMatchObject({ endedMs: mecca('2026-03-14 20:00'), resultsMs: null });
  });

  it('in the draw period, a next competition already over shows its own end date, not the current one\'s', () => {
    // The flags lag behind the dates (the next competition's data not yet moved on): what is shown is still true.
    const { actor } = start(competition({ is_winners_draw_period: true, next_comp: nextCompetition({ winners_draw_period: 0 }) }), mecca('2026-04-30 00:00'));
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().context).toMatchObject({ subject: 'next', title: 'Next competition', endedMs: mecca('2026-04-14 20:00'), resultsMs: null });
  });

  it('without a competition is in noCompetition', () => {
    const { actor } = start(null, 0);
    expect(actor.getSnapshot().value).toBe('noCompetition');
    expect(actor.getSnapshot().context.timelinePhase).toBeNull();
  });

  it('exposes the displayed competition’s own timeline phase for the track buttons', () => {
    // In the draw period the countdown counts the next competition, but the cards belong to the current one.
    const c = competition({ is_winners_draw_period: true, next_comp: nextCompetition() });
    const { actor } = start(c, mecca('2026-03-15 10:00'));
    expect(actor.getSnapshot().context.phase).toBe('beforeStart');
    expect(actor.getSnapshot().context.timelinePhase).toBe('awaitingResults');
  });

  it('competition.update re-decides the phase from the current time', () => {
    const { actor } = start(null, mecca('2026-03-05 00:00'));
    actor.send({ type: 'competition.update', competition: competition() });
    expect(actor.getSnapshot().value).toEqual({ counting: 'running' });
    actor.send({ type: 'competition.update', competition: null });
    expect(actor.getSnapshot().value).toBe('noCompetition');
  });

  it('ticks every 1000 ms from an injected clock (createTicker)', () => {
    vi.useFakeTimers();
    let now = mecca('2026-03-01 19:59:58');
    const actor = createActor(
      countdownMachine.provide({ actors: { ticker: createTicker(() => now) } }),
      { input: { competition: competition(), now } },
    ).start();
    now += 1000;
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.remaining.seconds).toBe(2);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.remaining.seconds).toBe(1);
    now += 1000;
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toEqual({ counting: 'running' });
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails loudly when the app forgets to provide a ticker', () => {
    const actor = createActor(countdownMachine, { input: { competition: competition(), now: mecca('2026-03-05 00:00') } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(String(errors[0])).toMatch(/provide the ticker/);
  });
});

describe('countdown machine, model-based', () => {
  const c = competition();
  const events: CountdownEvent[] = [
    ...['2026-02-01 00:00', '2026-03-05 00:00', '2026-03-15 00:00', '2026-04-01 00:00'].map(
      (t) => ({ type: 'clock.tick', now: mecca(t) }) as const,
    ),
    { type: 'competition.update', competition: null },
    { type: 'competition.update', competition: c },
    { type: 'competition.update', competition: competition({ is_winners_draw_period: true }) },
  ];
  const options = {
    input: { competition: c, now: mecca('2026-02-01 00:00') },
    events,
    // The phase, not every remaining second, is what distinguishes states.
    serializeState: (s: { value: unknown; context: { phase: string; competition: unknown } }) =>
      JSON.stringify([s.value, s.context.competition === null ? null : (s.context.competition as { is_winners_draw_period: boolean }).is_winners_draw_period]),
  };

  it('reaches every state and takes every transition (shortest paths)', () => {
    expect(replayMismatches(countdownMachine.provide({ actors: { ticker: silentTicker } }), options as never)).toEqual([]);
    expect(graphCoverage(countdownMachine, options as never)).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });

  it('every simple path ends in a state whose context agrees with its phase', () => {
    const paths = getSimplePaths(countdownMachine, options as never);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const { value, context } = path.state;
      const phase = typeof value === 'string' ? value : 'drawPeriod' in value ? 'drawPeriod' : (value as { counting: string }).counting;
      expect(context.phase).toBe(phase);
      if (phase === 'drawPeriod') expect((value as { drawPeriod: string }).drawPeriod).toBe(context.nowMs < context.resultsMs! ? 'drawing' : 'resultsOut');
      expect(context.remaining.totalSeconds === 0).toBe(context.targetMs === null || context.targetMs <= context.nowMs);
    }
  });
});
