import type { TimelinePhase } from '../competition/phase.ts';
import type { RouteRef } from '../routes/routeRef.ts';
import type { ChallengeLabel, LinkButton, TrackKey, TrackSummary, TrackUser } from './types.ts';

/** Third and fourth tracks: these statuses mean the contestant already took part. */
export const THIRD_FOURTH_STARTED_STATUSES: readonly string[] = ['pending', 'approved', 'success'];
/** Fifth track: these statuses of the newest attempt (null included) mean it was started. */
export const FIFTH_STARTED_STATUSES: readonly (string | null)[] = ['pending', 'active', 'inactive', 'failed', null];

/** Each track's own page, where its challenge starts or shows. */
export const CHALLENGE_ROUTES = {
  first: { route: 'preQuestions' },
  second: { route: 'recording' },
  third: { route: 'preSaving' },
  fourth: { route: 'preSavingNabaa' },
  fifth: { route: 'fatihah' },
} as const satisfies Record<TrackKey, RouteRef>;
/** The fifth track once an attempt exists: straight on to recording. */
export const FIFTH_TRACK_CONTINUE_ROUTE = { route: 'fatihahRecord' } as const satisfies RouteRef;

/** The fifth track's status is its newest attempt's; started once an attempt was sent. */
export function fifthTrackStatus(summary: TrackSummary | null): { started: boolean; status: string | null } {
  if (!summary?.attempt) return { started: false, status: null };
  return { started: true, status: summary.status };
}

export interface ChallengeButtonInput {
  track: TrackKey;
  authenticated: boolean;
  user: TrackUser | null;
  /** Only read for the third, fourth and fifth tracks; null while unknown (a guest, a visitor, not read yet). */
  summary: TrackSummary | null;
}

/** The start/show/join button of a track card: label code and link target. */
export function challengeButton({ track, authenticated, user, summary }: ChallengeButtonInput): LinkButton<ChallengeLabel> {
  const to = CHALLENGE_ROUTES[track];
  switch (track) {
    case 'first':
      return { label: authenticated && user?.path_first_path === 'active' ? 'showChallenge' : 'startChallenge', to };
    case 'second':
      return {
        label: authenticated && (user?.first_paths_audios?.length ?? 0) > 0 ? 'showChallenge' : 'joinChallengeNow',
        to,
      };
    case 'third':
    case 'fourth': {
      const status = authenticated ? (summary?.status ?? null) : null;
      const shown = status !== null && THIRD_FOURTH_STARTED_STATUSES.includes(status);
      return { label: shown ? 'showChallenge' : 'startChallenge', to };
    }
    case 'fifth': {
      const { started, status } = fifthTrackStatus(authenticated ? summary : null);
      return {
        label: started && FIFTH_STARTED_STATUSES.includes(status) ? 'showChallenge' : 'startChallenge',
        to: started ? FIFTH_TRACK_CONTINUE_ROUTE : to,
      };
    }
  }
}

export interface TrackCardButtons {
  challenge: LinkButton<ChallengeLabel> | null;
  winners: LinkButton<'winners'> | null;
  candidates: LinkButton<'candidates'> | null;
}

/**
 * Which of a card's buttons show, by the displayed competition's phase:
 * challenge while running; winners after end + draw days; candidates while running or
 * between the end and the draw. `buttonsShown` (isBtnsExist) false hides them all.
 */
export function trackCardButtons(input: {
  track: TrackKey;
  phase: TimelinePhase;
  buttonsShown: boolean;
  challenge: LinkButton<ChallengeLabel>;
}): TrackCardButtons {
  const { track, phase, buttonsShown, challenge } = input;
  if (!buttonsShown) return { challenge: null, winners: null, candidates: null };
  return {
    challenge: phase === 'running' ? challenge : null,
    winners: phase === 'ended' ? { label: 'winners', to: { route: 'winnersTrack', track } } : null,
    candidates:
      phase === 'running' || phase === 'awaitingResults' ? { label: 'candidates', to: { route: 'candidates', track } } : null,
  };
}
