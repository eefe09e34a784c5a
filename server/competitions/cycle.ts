// The competition cycle (issue 29): draft → published → running → ended → results → archived, each step an
// organiser's explicit action with its date. `state` is the one source of truth; `kind` and `published`, which the
// site has always read (server/api/common.ts publishedCompetitions, getArchives), are its projection, rewritten by
// `syncListing` in the transaction of every step. Start and end dates still decide what contestants may do.
import { asc, eq } from 'drizzle-orm';
import { DAY_MS } from '../../src/domain/meccaTime.ts';
import type { Db, Tx } from '../db/index.ts';
import * as t from '../db/schema.ts';

export type Competition = typeof t.competitions.$inferSelect;
export type CycleStep = 'publish' | 'start' | 'end' | 'results' | 'archive';
export const cycleSteps: readonly CycleStep[] = ['publish', 'start', 'end', 'results', 'archive'];

/** Each step: the state it leaves and the state it reaches. */
export const stepMoves: Record<CycleStep, { from: t.CompetitionState; to: t.CompetitionState }> = {
  publish: { from: 'draft', to: 'published' },
  start: { from: 'published', to: 'running' },
  end: { from: 'running', to: 'ended' },
  results: { from: 'ended', to: 'results' },
  archive: { from: 'results', to: 'archived' },
};

/** Shown on the site: the earliest-starting of these is its current competition, the other its next one. */
export const shownStates: readonly t.CompetitionState[] = ['published', 'running', 'ended', 'results'];

export type CycleErrorCode = 'wrongState' | 'notReady' | 'anotherPublished' | 'twoShown' | 'anotherRunning' | 'anotherInResults' | 'tooEarly';

export class CycleError extends Error {
  constructor(
    readonly code: CycleErrorCode,
    /** The instant a step refused as too early may be taken. */
    readonly at?: Date,
  ) {
    super(code);
  }
}

/** When the results (the draw period) are due: the end plus the draw period in days, as the site announces them. */
export const resultsDueAt = (c: Pick<Competition, 'endAt' | 'winnersDrawPeriod'>) => new Date(c.endAt.getTime() + c.winnersDrawPeriod * DAY_MS);

/** Whether contestants may already have seen its content: a start taken or its start date come. */
export const hasStarted = (c: Pick<Competition, 'state' | 'startAt'>, now: Date) =>
  !['draft', 'published'].includes(c.state) || c.startAt.getTime() <= now.getTime();

/** Rewrites `kind` and `published` from the states; only rows whose projection changed are written. */
export async function syncListing(db: Db | Tx): Promise<void> {
  const rows = await db.select({ id: t.competitions.id, state: t.competitions.state, kind: t.competitions.kind, published: t.competitions.published, startAt: t.competitions.startAt }).from(t.competitions).orderBy(asc(t.competitions.startAt), asc(t.competitions.id));
  const shown = rows.filter((r) => shownStates.includes(r.state));
  for (const row of rows) {
    const place = shown.indexOf(row);
    const want: { kind: Competition['kind']; published: boolean } =
      row.state === 'archived' ? { kind: 'archive', published: true } : place === 0 ? { kind: 'current', published: true } : place === 1 ? { kind: 'next', published: true } : { kind: 'next', published: false };
    if (want.kind !== row.kind || want.published !== row.published) await db.update(t.competitions).set(want).where(eq(t.competitions.id, row.id));
  }
}

/**
 * Checks that `step` may be taken now on `competition` (the caller has already found the readiness list empty for
 * `publish`). One competition runs (running or ended) at a time, at most one is published as the next, at most one is
 * in its results, and the site never shows more than two.
 */
export function checkStep(step: CycleStep, competition: Competition, others: readonly Competition[], now: Date): void {
  const move = stepMoves[step];
  if (competition.state !== move.from) throw new CycleError('wrongState');
  const count = (...states: t.CompetitionState[]) => others.filter((o) => states.includes(o.state)).length;
  if (step === 'publish') {
    if (count('published') > 0) throw new CycleError('anotherPublished');
    if (count('running', 'ended', 'results') > 1) throw new CycleError('twoShown');
  } else if (step === 'start') {
    if (now.getTime() < competition.startAt.getTime()) throw new CycleError('tooEarly', competition.startAt);
    if (count('running', 'ended') > 0) throw new CycleError('anotherRunning');
  } else if (step === 'end') {
    if (now.getTime() < competition.endAt.getTime()) throw new CycleError('tooEarly', competition.endAt);
  } else if (step === 'results') {
    if (now.getTime() < resultsDueAt(competition).getTime()) throw new CycleError('tooEarly', resultsDueAt(competition));
    if (count('results') > 0) throw new CycleError('anotherInResults');
  }
}

/** Takes a checked step: the new state, the step's date, and the site's projection, in the caller's transaction. */
export async function takeStep(tx: Tx, step: CycleStep, competition: Competition, now: Date): Promise<void> {
  const to = stepMoves[step].to;
  await tx
    .update(t.competitions)
    .set({ state: to, stateDates: { ...competition.stateDates, [to]: now.toISOString() } })
    .where(eq(t.competitions.id, competition.id));
  await syncListing(tx);
}

/** The state a demo competition is in for its dates (development phases, server/db/seed.ts applyPhase). */
export function stateByDates(c: Pick<Competition, 'startAt' | 'endAt' | 'winnersDrawPeriod'>, now: Date): t.CompetitionState {
  if (now.getTime() < c.startAt.getTime()) return 'published';
  if (now.getTime() < c.endAt.getTime()) return 'running';
  if (now.getTime() < resultsDueAt(c).getTime()) return 'ended';
  return 'results';
}

/** The step dates a competition in `state` would carry had each step been taken on its date. */
export function datesUpTo(c: Pick<Competition, 'startAt' | 'endAt' | 'winnersDrawPeriod'>, state: t.CompetitionState): Competition['stateDates'] {
  const order: t.CompetitionState[] = ['published', 'running', 'ended', 'results'];
  const at: Record<string, Date> = { published: new Date(c.startAt.getTime() - 30 * DAY_MS), running: c.startAt, ended: c.endAt, results: resultsDueAt(c) };
  const reached = order.slice(0, order.indexOf(state) + 1);
  return Object.fromEntries(reached.map((s) => [s, at[s]!.toISOString()]));
}
