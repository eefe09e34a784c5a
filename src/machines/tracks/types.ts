import type { TrackKey } from '../competition/types.ts';
import type { RouteRef } from '../routes/routeRef.ts';

export type { TrackKey };

/** The user fields the track buttons read. */
export interface TrackUser {
  /** Only a contestant has track results; a visitor's are never asked for. */
  type?: 'contestant' | 'visitor' | (string & {});
  /** `"active"` once the first track has started. */
  path_first_path?: string | null;
  /** Non-empty once the second track was joined. */
  first_paths_audios?: readonly unknown[] | null;
}

/** The third and fourth tracks' `data[0]`. */
export interface TrackStatusResult {
  status: string | null;
}

/** One fifth-track attempt; the list arrives newest first. */
export interface FifthTrackAttempt {
  status: string | null;
}

/** What the card knows about the contestant's progress in a track. */
export type TrackProgress =
  | { kind: 'notStarted' }
  | { kind: 'status'; status: string | null }
  | { kind: 'attempts'; attempts: readonly FifthTrackAttempt[] };

export type ChallengeLabel = 'startChallenge' | 'showChallenge' | 'joinChallengeNow';

export interface LinkButton<TLabel extends string = string> {
  label: TLabel;
  to: RouteRef;
}
