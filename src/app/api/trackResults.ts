import type { components } from '../../contract/schema';
import { parseMeccaDateTime } from '../../domain/meccaTime';
import type { TrackStage, TrackSummaries, TrackSummary } from '../../machines';
import { isRecord, listOfData, readEnvelope } from '../../api/envelope';
import { api } from '../services/apiClient';
import { FIFTH_TRACK_ATTEMPTS } from './recording';

// The track-results reader: where the contestant stands in each track, as the home page's cards show it. One call,
// `GET /competition/my-tracks`, answers for every track; an API that answers only as the spec says (no such
// operation) is read track by track from `GET /competition/{third,fourth,fifth}-paths`, whose 404/401 mean
// "not started". Appointment times are parsed here, once, into instants.

type Schemas = components['schemas'];
type WireSummary = Schemas['MyTrackProgress'];
export type TrackWithResult = 'third' | 'fourth' | 'fifth';

const NOT_STARTED: TrackSummary = { stage: 'notStarted', status: null, appointmentAt: null, level: null, degree: null, score: null, attempt: null, clips: null };

const STAGES: Record<Schemas['TrackStage'], TrackStage> = {
  not_started: 'notStarted',
  in_progress: 'inProgress',
  awaiting_review: 'awaitingReview',
  booked: 'booked',
  accepted: 'accepted',
  refused: 'refused',
  passed: 'passed',
  failed: 'failed',
  answered: 'answered',
};

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function toTrackSummary(wire: WireSummary): TrackSummary {
  const score = numberOrNull(wire.score);
  const total = numberOrNull(wire.total_questions);
  const attempt = numberOrNull(wire.attempt_number);
  const recorded = numberOrNull(wire.clips_recorded);
  const required = numberOrNull(wire.clips_required);
  return {
    stage: STAGES[wire.stage] ?? 'notStarted',
    status: wire.status ?? null,
    appointmentAt: parseMeccaDateTime(wire.appointment_at),
    level: wire.level?.title ?? null,
    degree: numberOrNull(wire.degree),
    score: score !== null && total !== null ? { correct: score, total } : null,
    attempt: attempt !== null ? { number: attempt, allowed: numberOrNull(wire.attempts_allowed) ?? FIFTH_TRACK_ATTEMPTS } : null,
    clips: recorded !== null && required !== null ? { recorded, required } : null,
  };
}

/**
 * `GET /competition/my-tracks`: each track's summary, by track. null when the API has no such operation (404), so
 * the caller asks track by track; 401/403 (signed out meanwhile, not a contestant) mean nothing to show; other failures throw.
 */
export function readMyTracks(httpStatus: number, body: unknown): TrackSummaries | null {
  if (httpStatus === 404) return null;
  if (httpStatus === 401 || httpStatus === 403) return {};
  if (httpStatus < 200 || httpStatus >= 300) throw new Error(`my tracks: HTTP ${httpStatus}`);
  const list = listOfData(body as Schemas['MyTrackProgressListResponse']);
  return Object.fromEntries(list.map((wire) => [wire.track, toTrackSummary(wire)]));
}

/** `GET /competition/my-tracks`, read: every track's summary, or null from an API without it (see `readMyTracks`). */
export async function fetchTrackSummaries(): Promise<TrackSummaries | null> {
  const { data, error, response } = await api.GET('/competition/my-tracks');
  return readMyTracks(response.status, data ?? error);
}

const NOT_STARTED_CODES = [404, 401];

/** 404 or 401 — as the HTTP status, or as `status`/`code` in the body — means "not started" (decisions.md). */
export function isTrackNotStarted(httpStatus: number, body?: unknown): boolean {
  const fields = typeof body === 'object' && body !== null ? (body as { status?: unknown; code?: unknown }) : {};
  return [httpStatus, fields.status, fields.code].some((value) => NOT_STARTED_CODES.includes(Number(value)));
}

const REQUEST_STAGES: Record<string, TrackStage> = { pending: 'booked', approved: 'accepted', refused: 'refused', success: 'passed', failed: 'failed' };
const ATTEMPT_STAGES: Record<string, TrackStage> = { pending: 'awaitingReview', inactive: 'awaitingReview', active: 'accepted', failed: 'refused', success: 'passed' };

/**
 * Reads one track's own answer (`GET /competition/{third,fourth,fifth}-paths`) into the same summary, for an API
 * without `my-tracks`: `data[0]` is the request (third, fourth) or the attempts list, newest first (fifth).
 * "Not started" is a normal answer; any other failure throws.
 */
export function readTrackResult(track: TrackWithResult, httpStatus: number, body: unknown): TrackSummary {
  if (isTrackNotStarted(httpStatus, body)) return NOT_STARTED;
  if (httpStatus < 200 || httpStatus >= 300) throw new Error(`${track} track result: HTTP ${httpStatus}`);
  const { data } = readEnvelope(body);
  const first: unknown = Array.isArray(data) ? data[0] : undefined;
  if (track === 'fifth') {
    const attempts = Array.isArray(first) ? first.filter(isRecord) : [];
    const newest = attempts[0];
    if (!newest) return NOT_STARTED;
    const status = typeof newest.status === 'string' ? newest.status : null;
    return {
      ...NOT_STARTED,
      stage: ATTEMPT_STAGES[status ?? ''] ?? 'awaitingReview',
      status,
      degree: numberOrNull(newest.degree),
      attempt: { number: numberOrNull(newest.attempt_number) ?? attempts.length, allowed: FIFTH_TRACK_ATTEMPTS },
    };
  }
  if (!isRecord(first) || !('status' in first)) return NOT_STARTED;
  const status = typeof first.status === 'string' ? first.status : null;
  const stage = REQUEST_STAGES[status ?? ''] ?? 'notStarted';
  const booking = stage === 'booked' || stage === 'accepted';
  const level = isRecord(first.level) && typeof first.level.title === 'string' ? first.level.title : null;
  return {
    ...NOT_STARTED,
    stage,
    status,
    appointmentAt: booking && typeof first.appointment_at === 'string' ? parseMeccaDateTime(first.appointment_at) : null,
    level: booking ? level : null,
    degree: numberOrNull(first.degree),
  };
}
