import type { Competition, CountableCompetition } from './types.ts';

export const NO_COMPETITION_MESSAGE = 'No active competition found';

export type FetchCompetitionResult =
  | { kind: 'ok'; competition: Competition }
  | { kind: 'noCompetition' }
  | { kind: 'error'; status?: number };

/** Reads a `GET /competitions` answer; the no-competition message counts whatever the status. */
export function interpretCompetitionResponse(
  httpStatus: number,
  body: { message?: unknown; data?: unknown } | null | undefined,
): FetchCompetitionResult {
  if (body?.message === NO_COMPETITION_MESSAGE) return { kind: 'noCompetition' };
  if (httpStatus === 200 && body?.data && typeof body.data === 'object') {
    return { kind: 'ok', competition: body.data as Competition };
  }
  return { kind: 'error', status: httpStatus };
}

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
