// The fifth track: Al-Fatiha, at most the competition's attempts allowed (`fifth_attempts_allowed`, default 3).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { activeCompetition, mediaUrl, recordingFields, recordingsOf, requireActiveCompetition, requireContestant, requireRunning } from '../common.ts';
import type { Handler, Schemas } from '../context.ts';
import { type AudioType, audioOf } from '../uploads.ts';
import { DURATION_LIMITS, discardTake, idempotencyKeyOf, keepTake, keyReused, takeColumns, takeOfKey } from './recording.ts';

import { isUniqueViolation } from '../../db/errors.ts';

function attemptJson(row: typeof t.recordings.$inferSelect): Schemas['FifthTrackAttempt'] {
  return {
    id: row.id,
    attempt_number: row.clipIndex,
    audio_url: mediaUrl('attempts', row.fileName),
    mime_type: row.mimeType as AudioType,
    status: (row.status as Schemas['FifthTrackAttempt']['status']) ?? null,
    degree: row.degree,
    ...recordingFields(row, 'attempts'),
    created_at: toMeccaString(row.createdAt),
  };
}

/** The contestant's attempts in a competition, newest first. */
export async function attemptsOf(db: Db, userId: number, competitionId: number) {
  return recordingsOf(db, userId, competitionId, 'fifth').orderBy(desc(t.recordings.clipIndex));
}

export const getFifthTrackAttempts: Handler<'getFifthTrackAttempts'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await activeCompetition(ctx);
  if (!competition) throw new ApiError(404, 'trackNotStarted');
  const rows = await attemptsOf(ctx.db, u.id, competition.id);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), attempts_allowed: competition.fifthAttemptsAllowed, data: [rows.map(attemptJson)] } };
};

/** Accepted into the draw (or passed): no further attempt is taken. */
const ACCEPTED = ['active', 'success'];

export const uploadFifthTrackAttempt: Handler<'uploadFifthTrackAttempt'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const key = idempotencyKeyOf(request.headers);
  const created = (row: typeof t.recordings.$inferSelect) => ({ code: 201 as const, body: { status: 201, message: msg(lang, 'attemptUploaded'), data: [attemptJson(row)] as [Schemas['FifthTrackAttempt']] } });
  const sameTake = (row: typeof t.recordings.$inferSelect | undefined) => {
    if (row && (row.track !== 'fifth' || row.competitionId !== competition.id)) throw keyReused();
    return row;
  };
  // A retry of an attempt that was kept answers that attempt: it is never counted twice.
  const replay = sameTake(await takeOfKey(ctx, u.id, key));
  if (replay) return created(replay);
  const allowed = competition.fifthAttemptsAllowed;
  const used = () => new ApiError(409, 'attemptsUsed', { params: { count: allowed }, errors: { audio: 'attemptsUsed' } });
  const accepted = () => new ApiError(409, 'attemptAccepted', { errors: { audio: 'attemptAccepted' } });
  const existing = await attemptsOf(ctx.db, u.id, competition.id);
  if (existing.length >= allowed) throw used();
  if (existing.some((a) => ACCEPTED.includes(a.status ?? ''))) throw accepted();
  audioOf(request.body);
  requireRunning(ctx, competition, 'audio');
  const take = await keepTake(ctx, u.id, 'attempts', request.body, DURATION_LIMITS.fifth);
  // Counted here, when the checked take is kept: the attempt number is the count so far plus one, and the newest
  // attempt is the one reviewed, so earlier pending ones become inactive.
  const insertNext = () =>
    ctx.db.transaction(async (tx) => {
      const mine = and(eq(t.recordings.userId, u.id), eq(t.recordings.competitionId, competition.id), eq(t.recordings.track, 'fifth'));
      const rows = await tx.select({ status: t.recordings.status }).from(t.recordings).where(mine);
      if (rows.length >= allowed) throw used();
      if (rows.some((r) => ACCEPTED.includes(r.status ?? ''))) throw accepted();
      await tx
        .update(t.recordings)
        .set({ status: 'inactive', updatedAt: ctx.now() })
        .where(and(mine, eq(t.recordings.status, 'pending')));
      // The unique (user, competition, track, attempt number) index refuses a parallel upload of the same number.
      const [inserted] = await tx
        .insert(t.recordings)
        .values({ userId: u.id, competitionId: competition.id, track: 'fifth', clipIndex: rows.length + 1, ...takeColumns(take), idempotencyKey: key ?? null, status: 'pending', createdAt: ctx.now(), updatedAt: ctx.now() })
        .returning();
      return inserted!;
    });
  try {
    // A parallel upload that took the same attempt number makes this one try again with the next number; one that
    // carried the same key is this very upload, answered as it was.
    for (let retry = 0; ; retry++) {
      try {
        return created(await insertNext());
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const raced = sameTake(await takeOfKey(ctx, u.id, key));
        if (raced) {
          await discardTake(ctx, 'attempts', take);
          return created(raced);
        }
        if (retry >= allowed) throw used();
      }
    }
  } catch (error) {
    await discardTake(ctx, 'attempts', take);
    throw error;
  }
};
