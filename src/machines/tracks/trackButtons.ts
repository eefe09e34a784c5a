import type { TimelinePhase } from '../competition/phase.ts';
import type { RouteRef } from '../routes/routeRef.ts';
import type { ChallengeLabel, LinkButton, TrackKey, TrackProgress, TrackUser } from './types.ts';

export const TRACKS_WITH_RESULT = ['third', 'fourth', 'fifth'] as const satisfies readonly TrackKey[];
export type TrackWithResult = (typeof TRACKS_WITH_RESULT)[number];

export function hasTrackResult(track: TrackKey): track is TrackWithResult {
  return (TRACKS_WITH_RESULT as readonly TrackKey[]).includes(track);
}

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

/** The fifth track's status is its newest attempt's (the list is newest first). */
export function fifthTrackStatus(progress: TrackProgress): { started: boolean; status: string | null } {
  if (progress.kind !== 'attempts' || progress.attempts.length === 0) return { started: false, status: null };
  const newest = progress.attempts[0]!;
  return { started: true, status: newest.status };
}

export interface ChallengeButtonInput {
  track: TrackKey;
  authenticated: boolean;
  user: TrackUser | null;
  /** Only read for the third, fourth and fifth tracks. */
  progress: TrackProgress;
}

/** The start/show/join button of a track card: label code and link target. */
export function challengeButton({ track, authenticated, user, progress }: ChallengeButtonInput): LinkButton<ChallengeLabel> {
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
      const shown =
        authenticated &&
        progress.kind === 'status' &&
        progress.status !== null &&
        THIRD_FOURTH_STARTED_STATUSES.includes(progress.status);
      return { label: shown ? 'showChallenge' : 'startChallenge', to };
    }
    case 'fifth': {
      const attempts = authenticated && progress.kind === 'attempts' ? progress.attempts : [];
      const { started, status } = fifthTrackStatus({ kind: 'attempts', attempts });
      return {
        label: started && FIFTH_STARTED_STATUSES.includes(status) ? 'showChallenge' : 'startChallenge',
        to: attempts.length > 0 ? FIFTH_TRACK_CONTINUE_ROUTE : to,
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
