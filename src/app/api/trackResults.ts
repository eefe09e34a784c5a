import type { TrackProgress, TrackWithResult } from '../../machines';
import { readEnvelope } from '../../api/envelope';

const NOT_STARTED_CODES = [404, 401];

/** 404 or 401 — as the HTTP status, or as `status`/`code` in the body — means "not started" (decisions.md). */
export function isTrackNotStarted(httpStatus: number, body?: unknown): boolean {
  const fields = typeof body === 'object' && body !== null ? (body as { status?: unknown; code?: unknown }) : {};
  return [httpStatus, fields.status, fields.code].some((value) => NOT_STARTED_CODES.includes(Number(value)));
}

/**
 * Reads a track-result answer (`GET /competition/{third,fourth,fifth}-paths`) into the contestant's
 * progress: `data[0]` is `{ status }` (third, fourth) or the attempts list, newest first (fifth).
 * "Not started" is a normal answer; any other failure throws.
 */
export function readTrackResult(track: TrackWithResult, httpStatus: number, body: unknown): TrackProgress {
  if (isTrackNotStarted(httpStatus, body)) return { kind: 'notStarted' };
  if (httpStatus < 200 || httpStatus >= 300) throw new Error(`${track} track result: HTTP ${httpStatus}`);
  const { data } = readEnvelope(body);
  const first: unknown = Array.isArray(data) ? data[0] : undefined;
  if (track === 'fifth') return { kind: 'attempts', attempts: Array.isArray(first) ? first : [] };
  if (first && typeof first === 'object' && 'status' in first) {
    const status = (first as { status: unknown }).status;
    return { kind: 'status', status: typeof status === 'string' ? status : null };
  }
  return { kind: 'notStarted' };
}
