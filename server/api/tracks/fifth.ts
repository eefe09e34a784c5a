// The fifth track: Al-Fatiha, at most three submitted attempts.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { activeCompetition, mediaUrl, requireActiveCompetition, requireContestant, requireRunning } from '../common.ts';
import type { Handler, Schemas } from '../context.ts';
import { type AudioType, audioOf, removeFile, storeFile } from '../uploads.ts';

import { isUniqueViolation } from '../../db/errors.ts';

export const FIFTH_TRACK_MAX_ATTEMPTS = 3;

function attemptJson(row: typeof t.recordings.$inferSelect): Schemas['FifthTrackAttempt'] {
  return {
    id: row.id,
    attempt_number: row.clipIndex,
    audio_url: mediaUrl('attempts', row.fileName),
    mime_type: row.mimeType as AudioType,
    status: (row.status as Schemas['FifthTrackAttempt']['status']) ?? null,
    degree: row.degree,
    created_at: toMeccaString(row.createdAt),
  };
}

async function attemptsOf(db: Db, userId: number, competitionId: number) {
  return db
    .select()
    .from(t.recordings)
    .where(and(eq(t.recordings.userId, userId), eq(t.recordings.competitionId, competitionId), eq(t.recordings.track, 'fifth')))
    .orderBy(desc(t.recordings.clipIndex));
}

export const getFifthTrackAttempts: Handler<'getFifthTrackAttempts'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await activeCompetition(ctx);
  if (!competition) throw new ApiError(404, 'trackNotStarted');
  const rows = await attemptsOf(ctx.db, u.id, competition.id);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [rows.map(attemptJson)] } };
};

export const uploadFifthTrackAttempt: Handler<'uploadFifthTrackAttempt'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const used = () => new ApiError(409, 'attemptsUsed', { errors: { audio: 'attemptsUsed' } });
  if ((await attemptsOf(ctx.db, u.id, competition.id)).length >= FIFTH_TRACK_MAX_ATTEMPTS) throw used();
  const { file, type } = audioOf(request.body);
  requireRunning(ctx, competition, 'audio');
  const fileName = await storeFile(ctx.uploadsDir, 'attempts', type.ext, file);
  const insertNext = () =>
    ctx.db.transaction(async (tx) => {
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.recordings)
        .where(and(eq(t.recordings.userId, u.id), eq(t.recordings.competitionId, competition.id), eq(t.recordings.track, 'fifth')));
      const attemptNumber = (count?.n ?? 0) + 1;
      if (attemptNumber > FIFTH_TRACK_MAX_ATTEMPTS) throw used();
      // The unique (user, competition, track, attempt number) index refuses a parallel upload of the same number.
      const [inserted] = await tx
        .insert(t.recordings)
        .values({ userId: u.id, competitionId: competition.id, track: 'fifth', clipIndex: attemptNumber, fileName, mimeType: type.mime, size: file.size, status: 'pending', createdAt: ctx.now(), updatedAt: ctx.now() })
        .returning();
      return inserted!;
    });
  try {
    // A parallel upload that took the same attempt number makes this one retry with the next number.
    for (let retry = 0; ; retry++) {
      try {
        const row = await insertNext();
        return { code: 201, body: { status: 201, message: msg(lang, 'attemptUploaded'), data: [attemptJson(row)] } };
      } catch (error) {
        if (!isUniqueViolation(error) || retry >= FIFTH_TRACK_MAX_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    await removeFile(ctx.uploadsDir, 'attempts', fileName);
    if (isUniqueViolation(error)) throw used();
    throw error;
  }
};
