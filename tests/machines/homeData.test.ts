import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { displayedCompetition, type CompetitionAnswer } from '../../src/machines/competition/homeData.ts';
import { homeDataMachine } from '../../src/machines/competition/homeData.machine.ts';
import { competition, nextCompetition } from './support/fixtures.ts';
import { graphCoverage, neverSettles, replayMismatches } from './support/graphCoverage.ts';

/** Starts the machine with a fetch the test resolves or rejects by hand. */
function startWithFetch() {
  const calls: Array<{ resolve: (r: CompetitionAnswer) => void; reject: (e: unknown) => void }> = [];
  const fetchCompetition = fromPromise<CompetitionAnswer>(
    () => new Promise((resolve, reject) => calls.push({ resolve, reject })),
  );
  const actor = createActor(homeDataMachine.provide({ actors: { fetchCompetition } })).start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('displayedCompetition (the response rules)', () => {
  it('draw period and no next competition: current data, action buttons hidden', () => {
    const c = competition({ is_winners_draw_period: true });
    expect(displayedCompetition(c)).toEqual({ rule: 'drawPeriodWithoutNext', competition: c, buttonsShown: false });
  });

  it('draw period and the next competition started: the next one is displayed', () => {
    const next = nextCompetition();
    const c = competition({ is_winners_draw_period: true, next_comp: next, is_next_comp_start: true });
    expect(displayedCompetition(c)).toEqual({ rule: 'nextCompetition', competition: next, buttonsShown: true });
  });

  it('draw period with a next competition not started yet: as returned', () => {
    const c = competition({ is_winners_draw_period: true, next_comp: nextCompetition(), is_next_comp_start: false });
    expect(displayedCompetition(c)).toEqual({ rule: 'asReturned', competition: c, buttonsShown: true });
  });

  it('outside the draw period: as returned, even when a next competition has started', () => {
    const c = competition({ next_comp: nextCompetition(), is_next_comp_start: true });
    expect(displayedCompetition(c)).toEqual({ rule: 'asReturned', competition: c, buttonsShown: true });
  });
});

describe('homeData machine', () => {
  it('starts loading (preloader) with every flag off', () => {
    const { actor, calls } = startWithFetch();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({ isComExist: false, isBtnsExist: false, isShown: false });
    expect(calls).toHaveLength(1);
  });

  it('loaded as returned: competition exists, buttons and time section shown', async () => {
    const { actor, calls } = startWithFetch();
    const c = competition();
    calls[0]!.resolve({ kind: 'competition', competition: c });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'asReturned' });
    expect(actor.getSnapshot().context).toEqual({
      returned: c,
      competition: c,
      rule: 'asReturned',
      isComExist: true,
      isBtnsExist: true,
      isShown: true,
      isWinnersDrawPeriod: false,
      publishedWinners: [],
    });
  });

  it("reads each track's winners as published on its own: one draw published before the results date, one missing after it", async () => {
    const early = startWithFetch();
    early.calls[0]!.resolve({ kind: 'competition', competition: competition({ is_winners_draw_period: false, published_winners: ['first'] }) });
    await settle();
    expect(early.actor.getSnapshot().context).toMatchObject({ isWinnersDrawPeriod: false, publishedWinners: ['first'] });
    const late = startWithFetch();
    late.calls[0]!.resolve({ kind: 'competition', competition: competition({ is_winners_draw_period: true, published_winners: ['first', 'second', 'fourth', 'fifth'] }) });
    await settle();
    expect(late.actor.getSnapshot().context).toMatchObject({ isWinnersDrawPeriod: true, publishedWinners: ['first', 'second', 'fourth', 'fifth'] });
    // A server that does not say: every track once the results date has passed, none before.
    const unsaid = startWithFetch();
    unsaid.calls[0]!.resolve({ kind: 'competition', competition: competition({ is_winners_draw_period: true }) });
    await settle();
    expect(unsaid.actor.getSnapshot().context.publishedWinners).toEqual(['first', 'second', 'third', 'fourth', 'fifth']);
  });

  it('loaded in the draw period without a next competition: buttons hidden', async () => {
    const { actor, calls } = startWithFetch();
    calls[0]!.resolve({ kind: 'competition', competition: competition({ is_winners_draw_period: true }) });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'drawPeriodWithoutNext' });
    expect(actor.getSnapshot().context).toMatchObject({
      isComExist: true,
      isBtnsExist: false,
      isShown: true,
      isWinnersDrawPeriod: true,
    });
  });

  it('loaded in the draw period with the next competition started: shows the next one', async () => {
    const { actor, calls } = startWithFetch();
    const next = nextCompetition();
    calls[0]!.resolve({
      kind: 'competition',
      competition: competition({ is_winners_draw_period: true, next_comp: next, is_next_comp_start: true }),
    });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'nextCompetition' });
    expect(actor.getSnapshot().context.competition).toBe(next);
    expect(actor.getSnapshot().context.isBtnsExist).toBe(true);
  });

  it('No active competition found: competition sections hidden', async () => {
    const { actor, calls } = startWithFetch();
    calls[0]!.resolve({ kind: 'noActiveCompetition' });
    await settle();
    expect(actor.getSnapshot().value).toBe('noCompetition');
    expect(actor.getSnapshot().context).toMatchObject({ isComExist: false, isShown: false, competition: null });
  });

  it('a failed answer fails, and competition.retry loads again', async () => {
    const { actor, calls } = startWithFetch();
    calls[0]!.reject(new Error('competitions: HTTP 500'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'competition.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ kind: 'competition', competition: competition() });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'asReturned' });
  });

  it('a rejected fetch (network) fails', async () => {
    const { actor, calls } = startWithFetch();
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.isComExist).toBe(false);
  });

  it('ignores competition.retry unless failed', () => {
    const { actor, calls } = startWithFetch();
    actor.send({ type: 'competition.retry' });
    expect(calls).toHaveLength(1);
  });

  it('fails (not hangs) when the app forgets to provide fetchCompetition', async () => {
    const actor = createActor(homeDataMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
  });
});

describe('homeData machine, model-based', () => {
  const done = (output: CompetitionAnswer) => ({ type: 'xstate.done.actor.fetchCompetition', output }) as never;
  const events = [
    done({ kind: 'competition', competition: competition() }),
    done({ kind: 'competition', competition: competition({ is_winners_draw_period: true }) }),
    done({
      kind: 'competition',
      competition: competition({ is_winners_draw_period: true, next_comp: nextCompetition(), is_next_comp_start: true }),
    }),
    done({ kind: 'noActiveCompetition' }),
    { type: 'xstate.error.actor.fetchCompetition', error: new Error('offline') } as never,
    { type: 'competition.retry' } as const,
  ];

  it('reaches every state and takes every transition', () => {
    expect(replayMismatches(homeDataMachine.provide({ actors: { fetchCompetition: neverSettles() } }), { events })).toEqual([]);
    expect(graphCoverage(homeDataMachine, { events })).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });

  it('on every simple path the flags agree with the state', () => {
    for (const path of getSimplePaths(homeDataMachine, { events })) {
      const { context } = path.state;
      const loaded = path.state.matches('loaded');
      expect(context.isComExist).toBe(loaded);
      expect(context.isShown).toBe(loaded);
      expect(context.isBtnsExist).toBe(loaded && !path.state.matches({ loaded: 'drawPeriodWithoutNext' }));
    }
  });
});
