// The second track: five recorded recitations, submitted as a set.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { isFatihah, recitationsOf, surahName } from '../../competitions/content.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { activeCompetition, clipJson, type Competition, requireActiveCompetition, requireContestant, requireRunning, secondTrackClips, text } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';
import { audioOf } from '../uploads.ts';
import { DURATION_LIMITS, discardTake, idempotencyKeyOf, keepTake, keyReused, takeColumns, takeOfKey } from './recording.ts';

import { isUniqueViolation } from '../../db/errors.ts';

export async function secondEntry(db: Db, userId: number, competitionId: number) {
  const [entry] = await db
    .select()
    .from(t.secondPathEntries)
    .where(and(eq(t.secondPathEntries.userId, userId), eq(t.secondPathEntries.competitionId, competitionId)));
  return entry;
}

async function secondTrackJson(ctx: Context, userId: number, competition: Competition | undefined): Promise<Schemas['SecondTrack']> {
  if (!competition) return { status: 'recording', required_clips: 5, submitted_at: null, clips: [] };
  const entry = await secondEntry(ctx.db, userId, competition.id);
  const clips = await secondTrackClips(ctx.db, userId, competition.id);
  return {
    status: entry?.status ?? 'recording',
    required_clips: 5,
    submitted_at: entry?.submittedAt ? toMeccaString(entry.submittedAt) : null,
    clips: clips.map(clipJson),
  };
}

export const getSecondTrack: Handler<'getSecondTrack'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [await secondTrackJson(ctx, u.id, await activeCompetition(ctx))] } };
};

export const getSecondTrackRecitations: Handler<'getSecondTrackRecitations'> = async (ctx, { user, lang }) => {
  requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const list = (await recitationsOf(ctx.db, competition.id)).map((r, i) => ({
    id: r.id,
    title: text(r.title, lang),
    surah: text(surahName(r.surahNumber), lang),
    surah_number: r.surahNumber,
    from_ayah: r.fromAyah,
    to_ayah: r.toAyah,
    is_fatihah: isFatihah(r),
    order: i + 1,
  }));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

export const getSecondTrackClips: Handler<'getSecondTrackClips'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await activeCompetition(ctx);
  const clips = competition ? await secondTrackClips(ctx.db, u.id, competition.id) : [];
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [clips.map(clipJson)] } };
};

const locked = () => new ApiError(409, 'clipsLocked', { errors: { track: 'clipsLocked' } });

/** Each clip can be recorded again until the set is submitted; after that the set is fixed (409 under `errors.track`). */
async function requireSecondTrackOpen(ctx: Context, userId: number, competition: Competition): Promise<void> {
  const entry = await secondEntry(ctx.db, userId, competition.id);
  if (entry && entry.status !== 'recording') throw locked();
}

export const uploadSecondTrackClip: Handler<'uploadSecondTrackClip'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const recitationId = Number((request.body as { recitation_id?: string }).recitation_id);
  if (!(await recitationsOf(ctx.db, competition.id)).some((r) => r.id === recitationId)) throw new ApiError(422, 'invalid', { errors: { recitation_id: 'unknownRecitation' } });
  const key = idempotencyKeyOf(request.headers);
  const created = (row: typeof t.recordings.$inferSelect) => ({ code: 201 as const, body: { status: 201, message: msg(lang, 'clipUploaded'), data: [clipJson(row)] as [Schemas['SecondTrackClip']] } });
  const sameTake = (row: typeof t.recordings.$inferSelect | undefined) => {
    if (row && (row.track !== 'second' || row.competitionId !== competition.id || row.clipIndex !== recitationId)) throw keyReused();
    return row;
  };
  // A retry of an upload that was kept answers what the first one did.
  const replay = sameTake(await takeOfKey(ctx, u.id, key));
  if (replay) return created(replay);
  audioOf(request.body);
  requireRunning(ctx, competition);
  await requireSecondTrackOpen(ctx, u.id, competition);
  const exists = () => new ApiError(409, 'clipExists', { errors: { recitation_id: 'clipExists' } });
  if ((await secondTrackClips(ctx.db, u.id, competition.id)).some((c) => c.clipIndex === recitationId)) throw exists();
  const take = await keepTake(ctx, u.id, 'clips', request.body, DURATION_LIMITS.second);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await tx.insert(t.secondPathEntries).values({ userId: u.id, competitionId: competition.id, createdAt: ctx.now() }).onConflictDoNothing();
      const [inserted] = await tx
        .insert(t.recordings)
        .values({ userId: u.id, competitionId: competition.id, track: 'second', clipIndex: recitationId, ...takeColumns(take), idempotencyKey: key ?? null, createdAt: ctx.now(), updatedAt: ctx.now() })
        .returning();
      // The set may have been submitted while this take was checked: then it is fixed.
      const [entry] = await tx.select({ status: t.secondPathEntries.status }).from(t.secondPathEntries).where(and(eq(t.secondPathEntries.userId, u.id), eq(t.secondPathEntries.competitionId, competition.id)));
      if (entry?.status !== 'recording') throw locked();
      return inserted!;
    });
    return created(row);
  } catch (error) {
    await discardTake(ctx, 'clips', take);
    if (!isUniqueViolation(error)) throw error;
    const raced = sameTake(await takeOfKey(ctx, u.id, key));
    if (raced) return created(raced);
    throw exists();
  }
};

export const replaceSecondTrackClip: Handler<'replaceSecondTrackClip'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const [clip] = await ctx.db
    .select()
    .from(t.recordings)
    .where(and(eq(t.recordings.id, request.params.clipId), eq(t.recordings.userId, u.id), eq(t.recordings.track, 'second')));
  if (!clip) throw new ApiError(404, 'notFound');
  const key = idempotencyKeyOf(request.headers);
  const replaced = (row: typeof t.recordings.$inferSelect) => ({ code: 200 as const, body: { status: 200, message: msg(lang, 'clipReplaced'), data: [clipJson(row)] as [Schemas['SecondTrackClip']] } });
  const sameTake = (row: typeof t.recordings.$inferSelect | undefined) => {
    if (row && row.id !== clip.id) throw keyReused();
    return row;
  };
  const replay = sameTake(await takeOfKey(ctx, u.id, key));
  if (replay) return replaced(replay);
  const competition = (await ctx.db.select().from(t.competitions).where(eq(t.competitions.id, clip.competitionId)))[0]!;
  audioOf(request.body);
  requireRunning(ctx, competition);
  await requireSecondTrackOpen(ctx, u.id, competition);
  const take = await keepTake(ctx, u.id, 'clips', request.body, DURATION_LIMITS.second);
  let updated: typeof t.recordings.$inferSelect | undefined;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.recordings)
        .set({ ...takeColumns(take), idempotencyKey: key ?? null, updatedAt: ctx.now() })
        .where(and(eq(t.recordings.id, clip.id), eq(t.recordings.fileName, clip.fileName)))
        .returning();
      const [entry] = await tx.select({ status: t.secondPathEntries.status }).from(t.secondPathEntries).where(and(eq(t.secondPathEntries.userId, u.id), eq(t.secondPathEntries.competitionId, competition.id)));
      if (row && entry && entry.status !== 'recording') throw locked();
      return row;
    });
  } catch (error) {
    await discardTake(ctx, 'clips', take);
    if (isUniqueViolation(error)) throw keyReused();
    throw error;
  }
  if (!updated) {
    // Another replacement won the race: keep its file and drop ours (or answer it, when it was this very upload).
    await discardTake(ctx, 'clips', take);
    const raced = sameTake(await takeOfKey(ctx, u.id, key));
    if (raced) return replaced(raced);
    throw new ApiError(409, 'clipExists', { errors: { audio: 'clipExists' } });
  }
  await discardTake(ctx, 'clips', clip);
  return replaced(updated);
};

export const submitSecondTrack: Handler<'submitSecondTrack'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const entry = await secondEntry(ctx.db, u.id, competition.id);
  if (entry && entry.status !== 'recording') throw new ApiError(409, 'alreadySubmitted', { errors: { track: 'alreadySubmitted' } });
  const clips = await secondTrackClips(ctx.db, u.id, competition.id);
  const recitations = await recitationsOf(ctx.db, competition.id);
  if (!recitations.every((r) => clips.some((c) => c.clipIndex === r.id))) throw new ApiError(422, 'clipsMissing', { errors: { clips: 'clipsMissing' } });
  requireRunning(ctx, competition);
  const [submitted] = await ctx.db
    .update(t.secondPathEntries)
    .set({ status: 'submitted', submittedAt: ctx.now() })
    .where(and(eq(t.secondPathEntries.userId, u.id), eq(t.secondPathEntries.competitionId, competition.id), eq(t.secondPathEntries.status, 'recording')))
    .returning();
  if (!submitted) throw new ApiError(409, 'alreadySubmitted', { errors: { track: 'alreadySubmitted' } });
  return { code: 200, body: { status: 200, message: msg(lang, 'trackSubmitted'), data: [await secondTrackJson(ctx, u.id, competition)] } };
};
