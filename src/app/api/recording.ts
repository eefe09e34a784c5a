// Readers of the recording tracks' answers: the second track (recitations, the contestant's set, submitting it) and
// the fifth track's attempts. Dates are read into instants here, once. Uploads are ./recordingUpload.ts.
import type { components } from '../../contract/schema';
import { parseMeccaDateTime } from '../../domain/meccaTime';
import { firstOfData, listOfData, refusalMessage } from '../../api/envelope';

type Schemas = components['schemas'];

export type Recitation = Schemas['Recitation'];
export type SecondTrackClip = Schemas['SecondTrackClip'] & { updatedAt: number | null };
export type SecondTrackStatus = Schemas['SecondTrack']['status'];
export type SecondTrack = Omit<Schemas['SecondTrack'], 'clips'> & { clips: SecondTrackClip[]; submittedAt: number | null };
export type FifthTrackAttempt = Schemas['FifthTrackAttempt'] & { createdAt: number | null };

/** What the fifth track's page knows: the attempts newest first, or that the track has not started (no competition). */
export type FifthTrackAnswer = { kind: 'attempts'; attempts: FifthTrackAttempt[]; allowed: number } | { kind: 'notStarted' };

/** The second track's answer for the pages: the recitations in order and the contestant's set; or no competition. */
export type SecondTrackAnswer = { kind: 'track'; recitations: Recitation[]; track: SecondTrack } | { kind: 'noCompetition' };

/** The attempts allowed when the answer does not say (decisions.md: 3); each competition sets its own. */
export const FIFTH_TRACK_ATTEMPTS = 3;

const fail = (what: string, status: number): never => {
  throw new Error(`${what}: HTTP ${status}`);
};

export function readSecondTrack(httpStatus: number, body: Schemas['SecondTrackResponse'] | unknown): SecondTrack {
  if (httpStatus < 200 || httpStatus >= 300) fail('second track', httpStatus);
  const entry = firstOfData(body as Schemas['SecondTrackResponse']);
  if (!entry) throw new Error('second track: no data[0]');
  return {
    ...entry,
    submittedAt: entry.submitted_at ? parseMeccaDateTime(entry.submitted_at) : null,
    clips: entry.clips.map((clip) => ({ ...clip, updatedAt: parseMeccaDateTime(clip.updated_at) })),
  };
}

/** The recitations in their order; null when there is no active competition (404 "No active competition found"). */
export function readRecitations(httpStatus: number, body: unknown): Recitation[] | null {
  if (httpStatus === 404) return null;
  if (httpStatus < 200 || httpStatus >= 300) fail('recitations', httpStatus);
  return listOfData(body as Schemas['RecitationListResponse']).sort((a, b) => a.order - b.order);
}

/** 404 or 401 means the track has not started (decisions.md); attempts arrive newest first. */
export function readFifthAttempts(httpStatus: number, body: unknown): FifthTrackAnswer {
  if (httpStatus === 404 || httpStatus === 401) return { kind: 'notStarted' };
  if (httpStatus < 200 || httpStatus >= 300) fail('fifth track', httpStatus);
  const attempts = listOfData(body as Schemas['FifthTrackAttemptListResponse']).map((attempt) => ({
    ...attempt,
    createdAt: parseMeccaDateTime(attempt.created_at),
  }));
  const allowed = (body as Schemas['FifthTrackAttemptListResponse'] | null)?.attempts_allowed;
  return { kind: 'attempts', attempts, allowed: typeof allowed === 'number' && allowed >= 1 ? allowed : FIFTH_TRACK_ATTEMPTS };
}

/** Submitting the set: the new state of the set, or the server's reason for refusing (its message, in the user's language). */
export function readSubmitAnswer(httpStatus: number, body: unknown): { kind: 'submitted'; track: SecondTrack } | { kind: 'refused'; message: string | null } {
  if (httpStatus >= 200 && httpStatus < 300) return { kind: 'submitted', track: readSecondTrack(httpStatus, body) };
  if (httpStatus >= 500) fail('submit second track', httpStatus);
  return { kind: 'refused', message: refusalMessage(body) ?? null };
}

/** How many attempts are left, and whether a new one may start (fewer than the competition allows, none accepted). */
export function fifthTrackAllowance(attempts: readonly FifthTrackAttempt[], allowed: number): { used: number; left: number; accepted: boolean; canStart: boolean } {
  const used = attempts.length;
  const left = Math.max(0, allowed - used);
  const accepted = attempts.some((attempt) => attempt.status === 'active' || attempt.status === 'success');
  return { used, left, accepted, canStart: left > 0 && !accepted };
}
