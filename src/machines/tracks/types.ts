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

/** Where a contestant stands in a track, in one word (the contract's `TrackStage`). */
export type TrackStage = 'notStarted' | 'inProgress' | 'awaitingReview' | 'booked' | 'accepted' | 'refused' | 'passed' | 'failed' | 'answered';

/**
 * What the card knows about the contestant's progress in a track (`GET /competition/my-tracks`), read by
 * src/app/api/trackResults.ts: the stage, the track's raw status the buttons read, and what the stage names.
 */
export interface TrackSummary {
  stage: TrackStage;
  /** Third and fourth tracks: the request's status; fifth: the newest attempt's (null when unset); first and second: their own. */
  status: string | null;
  /** Booked or accepted test: its instant (epoch ms) and level. */
  appointmentAt: number | null;
  level: string | null;
  degree: number | null;
  /** First track, once the results are released. */
  score: { correct: number; total: number } | null;
  /** Fifth track: the newest attempt's number of those allowed. */
  attempt: { number: number; allowed: number } | null;
  /** Second track: clips recorded of those required. */
  clips: { recorded: number; required: number } | null;
}

/** Every track's summary that the API gave; a track it did not give reads as not started. */
export type TrackSummaries = Partial<Record<TrackKey, TrackSummary>>;

export type ChallengeLabel = 'startChallenge' | 'showChallenge' | 'joinChallengeNow';

export interface LinkButton<TLabel extends string = string> {
  label: TLabel;
  to: RouteRef;
}
