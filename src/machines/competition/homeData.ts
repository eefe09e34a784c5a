import type { Competition, CountableCompetition } from './types.ts';

/** What `GET /competitions` answered, read by src/app/api/competition.ts; any other answer is a failure (a rejection). */
export type CompetitionAnswer = { kind: 'competition'; competition: Competition } | { kind: 'noActiveCompetition' };

/** Which of the spec's response rules applied. */
export type DisplayRule = 'asReturned' | 'drawPeriodWithoutNext' | 'nextCompetition';

export interface DisplayedCompetition {
  rule: DisplayRule;
  competition: CountableCompetition;
  /** isBtnsExist: the track cards' action buttons. */
  buttonsShown: boolean;
}

/**
 * Draw period and no next competition: current data, action buttons hidden.
 * Draw period and the next competition started: the next one is displayed.
 * Otherwise: as returned.
 */
export function displayedCompetition(competition: Competition): DisplayedCompetition {
  if (competition.is_winners_draw_period && !competition.next_comp) {
    return { rule: 'drawPeriodWithoutNext', competition, buttonsShown: false };
  }
  if (competition.is_winners_draw_period && competition.next_comp && competition.is_next_comp_start) {
    return { rule: 'nextCompetition', competition: competition.next_comp, buttonsShown: true };
  }
  return { rule: 'asReturned', competition, buttonsShown: true };
}
