import type { Competition, NextCompetition } from '../../../src/machines/competition/types.ts';
import { parseMeccaDateTime } from '../../../src/domain/meccaTime.ts';

/** Epoch ms of a Mecca wall-clock time, `YYYY-MM-DD HH:MM[:SS]`. */
export const mecca = (value: string): number => {
  const ms = parseMeccaDateTime(value);
  if (ms === null) throw new Error(`bad fixture time ${value}`);
  return ms;
};

export const nextCompetition = (overrides: Partial<NextCompetition> = {}): NextCompetition => ({
  title: 'Next competition',
  startsAt: mecca('2026-04-01 20:00'),
  endsAt: mecca('2026-04-14 20:00'),
  winners_draw_period: 2,
  is_winners_draw_period: false,
  ...overrides,
});

/** Runs 1 March 20:00 to 14 March 20:00 Mecca time, results one day later. */
export const competition = (overrides: Partial<Competition> = {}): Competition => ({
  title: 'Spring competition',
  startsAt: mecca('2026-03-01 20:00'),
  endsAt: mecca('2026-03-14 20:00'),
  winners_draw_period: 1,
  is_winners_draw_period: false,
  next_comp: null,
  is_next_comp_start: false,
  paths_slug: ['first', 'second', 'third', 'fourth', 'fifth'],
  paths: { first: [{ subtitle: 'Quiz', title: 'First', description: 'd', winner_count: 20, prize: 500 }] },
  ...overrides,
});
