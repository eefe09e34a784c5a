// The five tracks: quiz, recorded recitations, two test-request tracks, and Al-Fatiha attempts.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import * as t from '../db/schema.ts';
import { memorisationLevels, recitations } from '../db/seedContent.ts';
import { ApiError } from '../http/errors.ts';
import { DAY_MS, fromMeccaString, toMeccaDate, toMeccaString } from '../meccaTime.ts';
import type { Lang } from '../messages.ts';
import { t as msg } from '../messages.ts';
import { activeCompetition, clipJson, type Competition, mediaUrl, requireActiveCompetition, requireContestant, requireRunning, secondTrackClips, text } from './common.ts';
import type { Context, Handler, Schemas } from './context.ts';
import { AUDIO_MAX_BYTES, type AudioType, UploadedFile, removeFile, sniffAudio, storeFile } from './uploads.ts';

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

// ------------------------------------------------------------------ first track

async function firstEntry(db: Db, userId: number, competitionId: number) {
  const [entry] = await db
    .select()
    .from(t.firstPathEntries)
    .where(and(eq(t.firstPathEntries.userId, userId), eq(t.firstPathEntries.competitionId, competitionId)));
  return entry;
}

function firstResultJson(entry: typeof t.firstPathEntries.$inferSelect): Schemas['FirstTrackResult'] {
  return {
    status: entry.submittedAt ? 'submitted' : 'started',
    started_at: toMeccaString(entry.startedAt),
    submitted_at: entry.submittedAt ? toMeccaString(entry.submittedAt) : null,
    total_questions: entry.totalQuestions,
    correct_answers: entry.submittedAt ? entry.correctAnswers : null,
  };
}

async function questionsOf(db: Db, competitionId: number) {
  return db.select().from(t.questions).where(eq(t.questions.competitionId, competitionId)).orderBy(asc(t.questions.position));
}

/** Option ids are derived from the question id so they are stable and unique: question 3, option 2 → 32. */
const optionId = (questionId: number, index: number) => questionId * 10 + index + 1;

export const getFirstTrackResult: Handler<'getFirstTrackResult'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await activeCompetition(ctx);
  const entry = competition ? await firstEntry(ctx.db, u.id, competition.id) : undefined;
  if (!entry) throw new ApiError(404, 'trackNotStarted');
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [firstResultJson(entry)] } };
};

export const getFirstTrackQuestions: Handler<'getFirstTrackQuestions'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const entry = await firstEntry(ctx.db, u.id, competition.id);
  if (entry?.submittedAt) throw new ApiError(409, 'alreadySubmitted', { errors: { track: 'alreadySubmitted' } });
  requireRunning(ctx, competition);
  const rows = await questionsOf(ctx.db, competition.id);
  const list = rows.map((q) => ({ id: q.id, question: text(q.text, lang), options: q.options.map((o, i) => ({ id: optionId(q.id, i), text: text(o, lang) })) }));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

export const startFirstTrack: Handler<'startFirstTrack'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const existing = await firstEntry(ctx.db, u.id, competition.id);
  if (existing?.submittedAt) throw new ApiError(409, 'alreadySubmitted', { errors: { track: 'alreadySubmitted' } });
  requireRunning(ctx, competition);
  const total = (await questionsOf(ctx.db, competition.id)).length;
  await ctx.db.insert(t.firstPathEntries).values({ userId: u.id, competitionId: competition.id, totalQuestions: total, startedAt: ctx.now() }).onConflictDoNothing();
  const entry = (await firstEntry(ctx.db, u.id, competition.id))!;
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [firstResultJson(entry)] } };
};

export const submitFirstTrackAnswers: Handler<'submitFirstTrackAnswers'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const existing = await firstEntry(ctx.db, u.id, competition.id);
  if (existing?.submittedAt) throw new ApiError(409, 'alreadySubmitted', { errors: { track: 'alreadySubmitted' } });
  requireRunning(ctx, competition);
  const questions = await questionsOf(ctx.db, competition.id);
  const answers: Record<string, number> = {};
  for (const answer of request.body.answers) {
    const question = questions.find((q) => q.id === answer.question_id);
    const index = question ? answer.option_id - question.id * 10 - 1 : -1;
    if (!question || index < 0 || index >= question.options.length) {
      throw new ApiError(422, 'invalid', { errors: { answers: 'unknownAnswer' } });
    }
    answers[String(question.id)] = index;
  }
  const correct = questions.filter((q) => answers[String(q.id)] === q.correctIndex).length;
  const now = ctx.now();
  // Insert or finish the entry in one statement; a row that is already submitted is left alone (→ 409).
  const [entry] = await ctx.db
    .insert(t.firstPathEntries)
    .values({ userId: u.id, competitionId: competition.id, totalQuestions: questions.length, answers, correctAnswers: correct, startedAt: now, submittedAt: now })
    .onConflictDoUpdate({
      target: [t.firstPathEntries.userId, t.firstPathEntries.competitionId],
      set: { answers, correctAnswers: correct, totalQuestions: questions.length, submittedAt: now },
      setWhere: sql`${t.firstPathEntries.submittedAt} is null`,
    })
    .returning();
  if (!entry) throw new ApiError(409, 'alreadySubmitted', { errors: { track: 'alreadySubmitted' } });
  return { code: 200, body: { status: 200, message: msg(lang, 'answersSubmitted'), data: [firstResultJson(entry)] } };
};

// ------------------------------------------------------------------ second track

async function secondEntry(db: Db, userId: number, competitionId: number) {
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
  await requireActiveCompetition(ctx);
  const list = recitations.map((r, i) => ({
    id: r.id,
    title: text(r.title, lang),
    surah: text(r.surah, lang),
    from_ayah: r.fromAyah,
    to_ayah: r.toAyah,
    is_fatihah: r.id === 1,
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

/** The sniffed audio of a multipart body, or 422 errors.audio. */
function audioOf(body: unknown): { file: UploadedFile; type: { mime: AudioType; ext: string } } {
  const file = (body as { audio?: unknown } | undefined)?.audio;
  const invalid = new ApiError(422, 'invalid', { errors: { audio: 'audioInvalid' } });
  if (!(file instanceof UploadedFile) || file.tooLarge || file.size === 0 || file.size > AUDIO_MAX_BYTES) throw invalid;
  const type = sniffAudio(file.head);
  if (!type) throw invalid;
  return { file, type };
}

async function requireSecondTrackOpen(ctx: Context, userId: number, competition: Competition): Promise<void> {
  const entry = await secondEntry(ctx.db, userId, competition.id);
  if (entry && entry.status !== 'recording') throw new ApiError(409, 'clipsLocked', { errors: { track: 'clipsLocked' } });
}

export const uploadSecondTrackClip: Handler<'uploadSecondTrackClip'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const recitationId = Number((request.body as { recitation_id?: string }).recitation_id);
  if (!recitations.some((r) => r.id === recitationId)) throw new ApiError(422, 'invalid', { errors: { recitation_id: 'unknownRecitation' } });
  const { file, type } = audioOf(request.body);
  requireRunning(ctx, competition);
  await requireSecondTrackOpen(ctx, u.id, competition);
  const fileName = await storeFile(ctx.uploadsDir, 'clips', type.ext, file);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await tx.insert(t.secondPathEntries).values({ userId: u.id, competitionId: competition.id, createdAt: ctx.now() }).onConflictDoNothing();
      const [inserted] = await tx
        .insert(t.recordings)
        .values({ userId: u.id, competitionId: competition.id, track: 'second', clipIndex: recitationId, fileName, mimeType: type.mime, size: file.size, createdAt: ctx.now(), updatedAt: ctx.now() })
        .returning();
      return inserted!;
    });
    return { code: 201, body: { status: 201, message: msg(lang, 'clipUploaded'), data: [clipJson(row)] } };
  } catch (error) {
    await removeFile(ctx.uploadsDir, 'clips', fileName);
    if (isUniqueViolation(error)) throw new ApiError(409, 'clipExists', { errors: { recitation_id: 'clipExists' } });
    throw error;
  }
};

export const replaceSecondTrackClip: Handler<'replaceSecondTrackClip'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const [clip] = await ctx.db
    .select()
    .from(t.recordings)
    .where(and(eq(t.recordings.id, request.params.clipId), eq(t.recordings.userId, u.id), eq(t.recordings.track, 'second')));
  if (!clip) throw new ApiError(404, 'notFound');
  const competition = (await ctx.db.select().from(t.competitions).where(eq(t.competitions.id, clip.competitionId)))[0]!;
  const { file, type } = audioOf(request.body);
  requireRunning(ctx, competition);
  await requireSecondTrackOpen(ctx, u.id, competition);
  const fileName = await storeFile(ctx.uploadsDir, 'clips', type.ext, file);
  const [updated] = await ctx.db
    .update(t.recordings)
    .set({ fileName, mimeType: type.mime, size: file.size, updatedAt: ctx.now() })
    .where(and(eq(t.recordings.id, clip.id), eq(t.recordings.fileName, clip.fileName)))
    .returning();
  if (!updated) {
    // Another replacement won the race; keep its file and drop ours.
    await removeFile(ctx.uploadsDir, 'clips', fileName);
    throw new ApiError(409, 'clipExists', { errors: { audio: 'clipExists' } });
  }
  await removeFile(ctx.uploadsDir, 'clips', clip.fileName);
  return { code: 200, body: { status: 200, message: msg(lang, 'clipReplaced'), data: [clipJson(updated)] } };
};

export const submitSecondTrack: Handler<'submitSecondTrack'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const entry = await secondEntry(ctx.db, u.id, competition.id);
  if (entry && entry.status !== 'recording') throw new ApiError(409, 'alreadySubmitted', { errors: { track: 'alreadySubmitted' } });
  const clips = await secondTrackClips(ctx.db, u.id, competition.id);
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

// ------------------------------------------------------------------ third and fourth tracks

type MemorisationTrack = 'third' | 'fourth';
const SLOT_TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];

function levelJson(track: MemorisationTrack, levelId: number, lang: Lang): Schemas['MemorisationLevel'] {
  const level = memorisationLevels[track].find((l) => l.id === levelId);
  return level ? { id: level.id, title: text(level.title, lang), description: text(level.description, lang) } : { id: levelId, title: String(levelId), description: '' };
}

function requestJson(row: typeof t.submissions.$inferSelect, lang: Lang): Schemas['MemorisationRequest'] {
  return {
    id: row.id,
    track: row.track,
    level: levelJson(row.track, row.levelId, lang),
    date: row.date,
    time: row.time,
    appointment_at: `${row.date} ${row.time}`,
    status: row.status,
    meeting_url: row.meetingUrl,
    refusal_reason: row.refusalReason,
    degree: row.degree,
    created_at: toMeccaString(row.createdAt),
  };
}

async function latestRequest(db: Db, userId: number, competitionId: number, track: MemorisationTrack) {
  const [row] = await db
    .select()
    .from(t.submissions)
    .where(and(eq(t.submissions.userId, userId), eq(t.submissions.competitionId, competitionId), eq(t.submissions.track, track)))
    .orderBy(desc(t.submissions.createdAt), desc(t.submissions.id))
    .limit(1);
  return row;
}

/** Free slots from tomorrow (Mecca time) to the competition's last day, 18:00–21:30 every 30 minutes. */
async function freeSlots(ctx: Context, competition: Competition, track: MemorisationTrack, onlyDate?: string): Promise<Schemas['AppointmentSlot'][]> {
  const taken = await ctx.db
    .select({ date: t.submissions.date, time: t.submissions.time })
    .from(t.submissions)
    .where(and(eq(t.submissions.competitionId, competition.id), eq(t.submissions.track, track), inArray(t.submissions.status, ['pending', 'approved'])));
  const takenSet = new Set(taken.map((s) => `${s.date} ${s.time}`));
  const now = ctx.now().getTime();
  const firstDay = fromMeccaString(toMeccaDate(new Date(Math.max(now + DAY_MS, competition.startAt.getTime()))));
  const slots: Schemas['AppointmentSlot'][] = [];
  for (let day = firstDay.getTime(); day <= competition.endAt.getTime(); day += DAY_MS) {
    const date = toMeccaDate(new Date(day));
    if (onlyDate && date !== onlyDate) continue;
    for (const time of SLOT_TIMES) {
      const startsAt = `${date} ${time}`;
      if (fromMeccaString(startsAt).getTime() > competition.endAt.getTime() || takenSet.has(startsAt)) continue;
      slots.push({ date, time, starts_at: startsAt });
    }
  }
  return slots;
}

function memorisationHandlers(track: MemorisationTrack) {
  const getRequest: Handler<'getThirdTrackRequest'> = async (ctx, { user, lang }) => {
    const u = requireContestant(user);
    const competition = await activeCompetition(ctx);
    const row = competition ? await latestRequest(ctx.db, u.id, competition.id, track) : undefined;
    if (!row) throw new ApiError(404, 'trackNotStarted');
    return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [requestJson(row, lang)] } };
  };

  const postRequest: Handler<'postThirdTrackRequest'> = async (ctx, { user, request, lang }) => {
    const u = requireContestant(user);
    const competition = await requireActiveCompetition(ctx);
    const { level_id, date, time } = request.body;
    if (!memorisationLevels[track].some((l) => l.id === level_id)) throw new ApiError(422, 'invalid', { errors: { level_id: 'unknownLevel' } });
    const latest = await latestRequest(ctx.db, u.id, competition.id, track);
    if (latest && ['pending', 'approved', 'success'].includes(latest.status)) throw new ApiError(409, 'requestOpen', { errors: { track: 'requestOpen' } });
    requireRunning(ctx, competition);
    const slots = await freeSlots(ctx, competition, track, date);
    if (!slots.some((s) => s.time === time)) throw new ApiError(422, 'invalid', { errors: { time: 'slotUnavailable' } });
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx.insert(t.submissions).values({ userId: u.id, competitionId: competition.id, track, levelId: level_id, date, time, createdAt: ctx.now() }).returning();
        await tx.insert(t.notifications).values({
          userId: u.id,
          title: { ar: 'تم استلام طلبك', en: 'Request received' },
          body: {
            ar: `استلمنا طلب اختبار ${track === 'third' ? 'المسار الثالث' : 'المسار الرابع'} في ${date} الساعة ${time} بتوقيت مكة.`,
            en: `We received your ${track}-track test request for ${date} at ${time} Mecca time.`,
          },
          data: { [`${track}_path_status`]: 'pending' },
          createdAt: ctx.now(),
        });
        return inserted!;
      });
      return { code: 201, body: { status: 201, message: msg(lang, 'requestSent'), data: [requestJson(row, lang)] } };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either this contestant already has an open request (a parallel one won), or someone took the slot.
      const open = await latestRequest(ctx.db, u.id, competition.id, track);
      if (open && ['pending', 'approved', 'success'].includes(open.status)) throw new ApiError(409, 'requestOpen', { errors: { track: 'requestOpen' } });
      throw new ApiError(422, 'invalid', { errors: { time: 'slotUnavailable' } });
    }
  };

  const getLevels: Handler<'getThirdTrackLevels'> = async (_ctx, { user, lang }) => {
    requireContestant(user);
    return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [memorisationLevels[track].map((l) => levelJson(track, l.id, lang))] } };
  };

  const getSlots: Handler<'getThirdTrackSlots'> = async (ctx, { user, request, lang }) => {
    requireContestant(user);
    const competition = await activeCompetition(ctx);
    const slots = competition ? await freeSlots(ctx, competition, track, request.query?.date) : [];
    return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [slots] } };
  };

  return { getRequest, postRequest, getLevels, getSlots };
}

export const thirdTrack = memorisationHandlers('third');
export const fourthTrack = memorisationHandlers('fourth');

// ------------------------------------------------------------------ fifth track

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

