// The first track: the quiz.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { activeCompetition, requireActiveCompetition, requireContestant, requireRunning, text } from '../common.ts';
import type { Handler, Schemas } from '../context.ts';


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
