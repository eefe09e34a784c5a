// What the server checks in a take before keeping it (second-track clips, fifth-track attempts): decoded by ffmpeg in a
// child process, refused when not audio, too short, too long or silent; kept with a copy every browser plays, its
// duration, loudness and SHA-256, in the file store. And the Idempotency-Key that makes a retried upload harmless.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, or } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { countOf, hit, secondsUntil } from '../../auth/counters.ts';
import { AnalysisUnavailable, type AnalysisOutcome, type AudioAnalysis, FfmpegTimeout, MIN_VOICED_MS, PLAYBACK, analyseAudio } from '../../media/analyse.ts';
import { type ByteRange, type FileStore, nameOf, newKey } from '../../storage/index.ts';
import type { Context, HandlerArgs } from '../context.ts';
import { INCOMING, RecordingRefused, audioOf } from '../uploads.ts';

export type RecordingFolder = 'clips' | 'attempts';
export type DurationLimits = { minMs: number; maxMs: number };

/**
 * How long a take may be. A second-track clip is five to seven lines of one recitation: a quick reciter reads five
 * short lines in well over 5 s, a slow melodic one seven long lines within 4 min. Al-Fatiha (seven verses) takes
 * 20 s to 1 min in most recitations: under 10 s it cannot be whole, over 3 min it is not one reading.
 */
export const DURATION_LIMITS: Record<'second' | 'fifth', DurationLimits> = {
  second: { minMs: 5_000, maxMs: 4 * 60_000 },
  fifth: { minMs: 10_000, maxMs: 3 * 60_000 },
};

/**
 * How long one take's check may run before ffmpeg is killed and the upload answered 503 (sent again, it is redone).
 * A 4-minute take is decoded and encoded in a few seconds even on a busy machine, with about 3 s of CPU: past
 * `cpuSeconds` of CPU its decoding is stopped and the take refused. Refused takes count per account: past
 * `refusedPerAccount` in `refusedWindowMs`, the account's next take is a 429 before anything is decoded (every process
 * on one database shares the count). Tests shorten them.
 */
export const analysisLimits = { timeoutMs: 60_000, cpuSeconds: 20, refusedPerAccount: 20, refusedWindowMs: 60 * 60_000 };

/** The counter of an account's refused takes (server/auth/counters.ts). */
const refusedKey = (userId: number) => `takes-refused:${userId}`;

/** The refusal a contestant can act on for what ffmpeg found. */
function refusalOf(outcome: Exclude<AnalysisOutcome, { ok: true }>, limits: DurationLimits): RecordingRefused {
  switch (outcome.reason) {
    case 'declaredTooLong':
      return new RecordingRefused('tooLong', 'audioTooLong', { max: { durationMs: limits.maxMs } });
    case 'damaged':
      return new RecordingRefused('wrongType', 'audioDamaged');
    default:
      return new RecordingRefused('wrongType', 'audioWrongType');
  }
}

/** The store kept files go to: local files under DATA_DIR/uploads, or the S3-compatible bucket S3_BUCKET names. */
export const recordingStore = (ctx: Context): FileStore => ctx.store;

/** The checked take, stored: the original and its playback copy, by file name within the folder. */
export type KeptTake = {
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  playbackFileName: string;
  playbackSize: number;
  playbackSha256: string;
  analysis: AudioAnalysis;
};

/** The columns a kept take fills in a recordings row. */
export function takeColumns(take: KeptTake) {
  return {
    fileName: take.fileName,
    mimeType: take.mimeType,
    size: take.size,
    sha256: take.sha256,
    playbackFileName: take.playbackFileName,
    playbackSize: take.playbackSize,
    playbackSha256: take.playbackSha256,
    durationMs: take.analysis.durationMs,
    loudnessLufs: take.analysis.loudnessLufs,
    loudnessRangeLu: take.analysis.loudnessRangeLu,
    peakDb: take.analysis.peakDb,
  };
}

/** Refuses what is not a recording the competition can use; the order is the one a contestant can act on. */
export function judgeTake(analysis: AudioAnalysis, limits: DurationLimits): void {
  if (analysis.durationMs < limits.minMs) throw new RecordingRefused('tooShort', 'audioTooShort', { min: { durationMs: limits.minMs } });
  if (analysis.durationMs > limits.maxMs) throw new RecordingRefused('tooLong', 'audioTooLong', { max: { durationMs: limits.maxMs } });
  if (analysis.peakDb === null || analysis.voicedMs < MIN_VOICED_MS) throw new RecordingRefused('silent', 'audioSilent');
}

/**
 * Checks the multipart body's audio and keeps it in `folder`: sniffed, its header read (refused there when it is not
 * what a browser or phone records, or declares too long a take), decoded (at most a second beyond the longest allowed
 * take; refused when damaged), judged against `limits`, then the original and the playback copy are streamed into the
 * store. Throws RecordingRefused (422, counted against the account: 429 past `analysisLimits.refusedPerAccount`), or
 * 503 when ffmpeg cannot run or the check times out. Temporary files are removed
 * whatever happens (the received upload itself is removed by the app after the answer).
 */
export async function keepTake(ctx: Context, userId: number, folder: RecordingFolder, body: unknown, limits: DurationLimits): Promise<KeptTake> {
  const refused = await countOf(ctx.db, refusedKey(userId), ctx.now());
  if (refused && refused.count >= analysisLimits.refusedPerAccount) {
    throw new ApiError(429, 'audioTooManyRefused', { retryAfter: secondsUntil(refused.resetAt, ctx.now()) });
  }
  try {
    return await checkAndKeep(ctx, folder, body, limits);
  } catch (error) {
    if (error instanceof RecordingRefused) await hit(ctx.db, refusedKey(userId), analysisLimits.refusedWindowMs, ctx.now());
    throw error;
  }
}

async function checkAndKeep(ctx: Context, folder: RecordingFolder, body: unknown, limits: DurationLimits): Promise<KeptTake> {
  const { file, type } = audioOf(body);
  const playbackTemp = path.join(ctx.uploadsDir, INCOMING, `${randomBytes(18).toString('base64url')}.${PLAYBACK.ext}`);
  try {
    let outcome;
    try {
      outcome = await analyseAudio({ path: file.tempPath, type: type.mime }, playbackTemp, {
        decodeLimitMs: limits.maxMs + 1_000,
        declaredLimitMs: limits.maxMs + 1_000,
        timeoutMs: analysisLimits.timeoutMs,
        cpuSeconds: analysisLimits.cpuSeconds,
      });
    } catch (error) {
      if (error instanceof AnalysisUnavailable) throw new ApiError(503, 'audioChecksUnavailable', { retryAfter: 60 });
      if (error instanceof FfmpegTimeout) throw new ApiError(503, 'audioChecksBusy', { retryAfter: 5 });
      throw error;
    }
    if (!outcome.ok) throw refusalOf(outcome, limits);
    judgeTake(outcome.analysis, limits);
    const store = recordingStore(ctx);
    const original = await store.put(newKey(folder, type.ext), createReadStream(file.tempPath), { contentType: type.mime });
    try {
      const playback = await store.put(newKey(folder, PLAYBACK.ext), createReadStream(playbackTemp), { contentType: PLAYBACK.mime });
      return {
        fileName: nameOf(original.key),
        mimeType: type.mime,
        size: original.size,
        sha256: original.sha256,
        playbackFileName: nameOf(playback.key),
        playbackSize: playback.size,
        playbackSha256: playback.sha256,
        analysis: outcome.analysis,
      };
    } catch (error) {
      await store.delete(original.key);
      throw error;
    }
  } finally {
    await rm(playbackTemp, { force: true });
  }
}

/** Removes a kept take's files (its row was not written, or a newer take replaced it). */
export async function discardTake(ctx: Context, folder: RecordingFolder, take: { fileName: string; playbackFileName: string | null }): Promise<void> {
  const store = recordingStore(ctx);
  await store.delete(`${folder}/${take.fileName}`);
  if (take.playbackFileName) await store.delete(`${folder}/${take.playbackFileName}`);
}

/** The contract's form of an Idempotency-Key (a UUID fits). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's Idempotency-Key, undefined without one; a malformed one is a 422 under `errors.idempotency_key`. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) throw new ApiError(422, 'invalid', { errors: { idempotency_key: 'pattern' } });
  return value;
}

/** The take this contestant's key already made, if any. */
export async function takeOfKey(ctx: Context, userId: number, key: string | undefined) {
  if (key === undefined) return undefined;
  const [row] = await ctx.db
    .select()
    .from(t.recordings)
    .where(and(eq(t.recordings.userId, userId), eq(t.recordings.idempotencyKey, key)));
  return row;
}

/** A key already used for another recitation, clip or track. */
export const keyReused = () => new ApiError(422, 'invalid', { errors: { idempotency_key: 'idempotencyKeyReused' } });

/**
 * One `bytes=` range of a file of `size` bytes: undefined to send it whole (no header, several ranges, or a malformed
 * one, which HTTP says to ignore), 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (start >= size) return 'unsatisfiable';
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return end < start ? undefined : { start, end };
}

/**
 * Streams a kept file from the store with byte ranges (206, 416 past the end): Safari plays `<audio>` only from a
 * server that answers them. For the owner's media and the console reviewers' playback of the same files.
 */
export async function sendStoredFile(ctx: Context, request: { headers: { range?: string } }, reply: HandlerArgs<'getMedia'>['reply'], key: string, mime: string): Promise<undefined> {
  const notFound = new ApiError(404, 'notFound');
  const store = recordingStore(ctx);
  const info = await store.stat(key);
  if (!info) throw notFound;
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    throw new ApiError(416, 'badRequest');
  }
  const file = await store.get(key, range);
  if (!file) throw notFound;
  reply.type(mime);
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`).header('content-length', range.end - range.start + 1);
  } else {
    reply.code(200).header('content-length', info.size);
  }
  await reply.send(file.body);
  return undefined;
}

/** One of the signed-in contestant's recordings (an original or its playback copy); anyone else's, or none, is a 404. */
export async function sendRecording(ctx: Context, { request, reply, user }: HandlerArgs<'getMedia'>, folder: RecordingFolder, fileName: string): Promise<undefined> {
  if (!user) throw new ApiError(404, 'notFound');
  const [row] = await ctx.db
    .select({ mimeType: t.recordings.mimeType, playbackFileName: t.recordings.playbackFileName })
    .from(t.recordings)
    .where(
      and(
        eq(t.recordings.userId, user.id),
        eq(t.recordings.track, folder === 'clips' ? 'second' : 'fifth'),
        or(eq(t.recordings.fileName, fileName), eq(t.recordings.playbackFileName, fileName)),
      ),
    );
  if (!row) throw new ApiError(404, 'notFound');
  return sendStoredFile(ctx, request, reply, `${folder}/${fileName}`, row.playbackFileName === fileName ? PLAYBACK.mime : row.mimeType);
}
