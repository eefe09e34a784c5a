// The first track: the quiz. The server owns the attempt: it records the start and the deadline, keeps every answer
// as it is given, closes the attempt itself at the deadline (lazily on any read or write of it, and in the periodic
// housekeeping), and submits it exactly once. Nothing it sends before the competition ends tells which option is right.
import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import * as t from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { toMeccaString } from '../../../src/domain/meccaTime.ts';
import { t as msg } from '../../messages.ts';
import { requireActiveCompetition, requireContestant, requireRunning, text, type Competition } from '../common.ts';
import type { Context, Handler, Schemas } from '../context.ts';

type Entry = typeof t.firstPathEntries.$inferSelect;
type Question = typeof t.questions.$inferSelect;
/** Question id → index of the chosen option among the question's stored options. */
type Answers = Record<string, number>;
type Layout = NonNullable<Entry['layout']>;

export async function firstEntry(db: Db, userId: number, competitionId: number): Promise<Entry | undefined> {
  const [entry] = await db
    .select()
    .from(t.firstPathEntries)
    .where(and(eq(t.firstPathEntries.userId, userId), eq(t.firstPathEntries.competitionId, competitionId)));
  return entry;
}

async function entryById(db: Db, id: number): Promise<Entry> {
  const [entry] = await db.select().from(t.firstPathEntries).where(eq(t.firstPathEntries.id, id));
  return entry!;
}

async function questionsOf(db: Db, competitionId: number): Promise<Question[]> {
  return db.select().from(t.questions).where(eq(t.questions.competitionId, competitionId)).orderBy(asc(t.questions.position));
}

/**
 * This attempt's options: each question's options shuffled (Fisher–Yates), each given a random id unique within the
 * attempt, so neither an option's place nor its id says anything about the option.
 */
export function makeLayout(questions: readonly Question[]): Layout {
  const used = new Set<number>();
  const freshId = () => {
    let id: number;
    do id = randomInt(1, 2_147_483_647);
    while (used.has(id));
    used.add(id);
    return id;
  };
  const layout: Layout = {};
  for (const question of questions) {
    const order = question.options.map((_, index) => index);
    for (let i = order.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    layout[String(question.id)] = order.map((index) => [freshId(), index]);
  }
  return layout;
}

/** How many questions an attempt asks: the competition's count per attempt, or every question of the bank. */
export const questionsPerAttempt = (competition: Pick<Competition, 'quizQuestionsPerAttempt'>, bankSize: number) =>
  Math.min(competition.quizQuestionsPerAttempt ?? bankSize, bankSize);

/** A contestant's own draw: `count` questions of the bank chosen at random (Fisher–Yates), kept in the bank's order. */
export function drawQuestions(questions: readonly Question[], count: number): Question[] {
  const order = questions.map((_, index) => index);
  for (let i = 0; i < Math.min(count, order.length); i++) {
    const j = randomInt(i, order.length);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const chosen = new Set(order.slice(0, count));
  return questions.filter((_, index) => chosen.has(index));
}

/** The questions this attempt asks: those its layout drew (every question for an attempt without one). */
export const attemptQuestions = (entry: Entry, questions: readonly Question[]): Question[] =>
  entry.layout ? questions.filter((q) => Object.hasOwn(entry.layout!, String(q.id))) : [...questions];

export const scoreOf = (questions: readonly Question[], answers: Answers | null): number =>
  questions.filter((q) => answers?.[String(q.id)] === q.correctIndex).length;

const isOverdue = (entry: Entry, now: Date) => entry.submittedAt === null && entry.deadline !== null && entry.deadline.getTime() <= now.getTime();

/** The answers column as it was read, for a write that must not overwrite an answer saved meanwhile. */
const answersUnchanged = (answers: Answers | null) =>
  sql`${t.firstPathEntries.answers} is not distinct from ${answers === null ? null : JSON.stringify(answers)}::jsonb`;

/**
 * Closes an overdue attempt: submitted at its deadline, scored on the answers saved before it. Answers are refused from
 * the deadline on, so they no longer change; the conditional UPDATE makes a racing close or submit a no-op.
 */
async function closeAtDeadline(db: Db, entry: Entry, questions: readonly Question[]): Promise<Entry> {
  for (let tries = 0; tries < 5; tries++) {
    const [closed] = await db
      .update(t.firstPathEntries)
      .set({ submittedAt: entry.deadline, closedBy: 'deadline', correctAnswers: scoreOf(questions, entry.answers) })
      .where(and(eq(t.firstPathEntries.id, entry.id), isNull(t.firstPathEntries.submittedAt), answersUnchanged(entry.answers)))
      .returning();
    if (closed) return closed;
    entry = await entryById(db, entry.id);
    if (entry.submittedAt) return entry;
  }
  throw new Error(`could not close first-track attempt ${entry.id}`);
}

/** The entry as it stands now: an overdue attempt is closed first (lazily, on any read or write of it). */
export async function settle(ctx: Context, entry: Entry, competitionId: number): Promise<Entry> {
  if (!isOverdue(entry, ctx.now())) return entry;
  return closeAtDeadline(ctx.db, entry, await questionsOf(ctx.db, competitionId));
}

/** Housekeeping: closes every attempt whose deadline has passed, even one nobody reads again. Returns how many. */
export async function closeOverdueAttempts(db: Db, now: Date): Promise<number> {
  const overdue = await db
    .select()
    .from(t.firstPathEntries)
    .where(and(isNull(t.firstPathEntries.submittedAt), lte(t.firstPathEntries.deadline, now)));
  const questions = new Map<number, Question[]>();
  for (const entry of overdue) {
    if (!questions.has(entry.competitionId)) questions.set(entry.competitionId, await questionsOf(db, entry.competitionId));
    await closeAtDeadline(db, entry, questions.get(entry.competitionId)!);
  }
  return overdue.length;
}

/** `QUIZ_TIME_LIMIT_SECONDS`: sets the time limit of the current and next competitions (short limits for tests). */
export async function setQuizTimeLimit(db: Db, seconds: number): Promise<void> {
  await db.update(t.competitions).set({ quizTimeLimitSeconds: seconds }).where(sql`${t.competitions.kind} in ('current', 'next')`);
}

/** Refuses any change to a submitted or closed attempt, saying which. */
function refuseIfFinished(entry: Entry): void {
  if (entry.closedBy === 'deadline') throw new ApiError(409, 'quizTimeUp', { errors: { deadline: 'quizTimeUp' } });
  if (entry.submittedAt) throw new ApiError(409, 'alreadySubmitted', { errors: { track: 'alreadySubmitted' } });
}

const optionIdOf = (layout: Layout | null, questionId: number, index: number) => layout?.[String(questionId)]?.find(([, i]) => i === index)?.[0];

/** The score and the right answers are the contestant's once the competition has ended. */
export const resultsReleased = (competition: Competition, now: Date) => now.getTime() > competition.endAt.getTime();

/** An attempt's status as the contestant reads it: closed by its deadline, submitted, or still open. */
export const attemptStatus = (entry: Entry): Schemas['FirstTrackResult']['status'] =>
  entry.closedBy === 'deadline' ? 'closed' : entry.submittedAt ? 'submitted' : 'started';

function attemptJson(entry: Entry, competition: Competition, questions: readonly Question[], now: Date): Schemas['FirstTrackResult'] {
  const released = resultsReleased(competition, now) && entry.submittedAt !== null;
  const answers: Schemas['FirstTrackAnswer'][] = [];
  for (const question of questions) {
    const index = entry.answers?.[String(question.id)];
    const optionId = index === undefined ? undefined : optionIdOf(entry.layout, question.id, index);
    if (optionId !== undefined) answers.push({ question_id: question.id, option_id: optionId });
  }
  const rightAnswers = released && entry.layout
    ? questions.flatMap((q) => {
        const optionId = optionIdOf(entry.layout, q.id, q.correctIndex);
        return optionId === undefined ? [] : [{ question_id: q.id, option_id: optionId }];
      })
    : null;
  return {
    status: attemptStatus(entry),
    started_at: toMeccaString(entry.startedAt),
    submitted_at: entry.submittedAt ? toMeccaString(entry.submittedAt) : null,
    total_questions: entry.totalQuestions,
    correct_answers: released ? entry.correctAnswers : null,
    deadline_at: entry.deadline ? entry.deadline.toISOString() : null,
    server_time: now.toISOString(),
    time_limit_seconds: competition.quizTimeLimitSeconds,
    answers,
    results_released: released,
    right_answers: rightAnswers,
  };
}

/** The signed-in contestant's attempt in the active competition, settled (closed when overdue); 404 when not started. */
async function myAttempt(ctx: Context, userId: number) {
  const competition = await requireActiveCompetition(ctx);
  const found = await firstEntry(ctx.db, userId, competition.id);
  if (!found) throw new ApiError(404, 'trackNotStarted');
  const questions = await questionsOf(ctx.db, competition.id);
  const entry = isOverdue(found, ctx.now()) ? await closeAtDeadline(ctx.db, found, questions) : found;
  return { competition, questions, entry };
}

const ok = (lang: 'ar' | 'en', data: Schemas['FirstTrackResult'], key: 'retrieved' | 'answerSaved' | 'answersSubmitted' = 'retrieved') =>
  ({ code: 200 as const, body: { status: 200, message: msg(lang, key), data: [data] as [Schemas['FirstTrackResult']] } });

export const getFirstTrackAbout: Handler<'getFirstTrackAbout'> = async (ctx, { lang }) => {
  const competition = await requireActiveCompetition(ctx);
  const questions = await questionsOf(ctx.db, competition.id);
  const about = { question_count: questionsPerAttempt(competition, questions.length), time_limit_seconds: competition.quizTimeLimitSeconds, results_at: toMeccaString(competition.endAt) };
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [about] } };
};

export const getFirstTrackResult: Handler<'getFirstTrackResult'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const { competition, questions, entry } = await myAttempt(ctx, u.id);
  return ok(lang, attemptJson(entry, competition, questions, ctx.now()));
};

export const getFirstTrackQuestions: Handler<'getFirstTrackQuestions'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const { competition, questions, entry } = await myAttempt(ctx, u.id);
  // Once the results are out a finished attempt's questions can be read again, beside its right answers.
  if (!(entry.submittedAt && resultsReleased(competition, ctx.now()))) {
    refuseIfFinished(entry);
    requireRunning(ctx, competition);
  }
  const list = attemptQuestions(entry, questions).map((q) => ({
    id: q.id,
    question: text(q.text, lang),
    options: (entry.layout?.[String(q.id)] ?? []).map(([id, index]) => ({ id, text: text(q.options[index]!, lang) })),
  }));
  return { code: 200, body: { status: 200, message: msg(lang, 'retrieved'), data: [list] } };
};

export const startFirstTrack: Handler<'startFirstTrack'> = async (ctx, { user, lang }) => {
  const u = requireContestant(user);
  const competition = await requireActiveCompetition(ctx);
  const existing = await firstEntry(ctx.db, u.id, competition.id);
  if (existing) refuseIfFinished(await settle(ctx, existing, competition.id));
  requireRunning(ctx, competition);
  const questions = await questionsOf(ctx.db, competition.id);
  if (!existing) {
    const now = ctx.now();
    // The attempt ends at its time limit, or at the competition's end if that comes first.
    // This contestant's questions, drawn once at the start and kept in the attempt's layout with their shuffled options.
    const drawn = drawQuestions(questions, questionsPerAttempt(competition, questions.length));
    const deadline = new Date(Math.min(now.getTime() + competition.quizTimeLimitSeconds * 1000, competition.endAt.getTime()));
    await ctx.db
      .insert(t.firstPathEntries)
      .values({ userId: u.id, competitionId: competition.id, totalQuestions: drawn.length, answers: {}, layout: makeLayout(drawn), startedAt: now, deadline })
      .onConflictDoNothing();
  }
  // Two starts racing: one row wins, both answer with it.
  const entry = (await firstEntry(ctx.db, u.id, competition.id))!;
  return ok(lang, attemptJson(entry, competition, questions, ctx.now()));
};

/** This attempt's index of an option id of a question, or a 422 naming the field at fault. */
function indexOfOption(entry: Entry, questionId: number, optionId: number, fields: { question: string; option: string }): number {
  const options = entry.layout?.[String(questionId)];
  if (!options) throw new ApiError(422, 'invalid', { errors: { [fields.question]: 'unknownQuestion' } });
  const found = options.find(([id]) => id === optionId);
  if (!found) throw new ApiError(422, 'invalid', { errors: { [fields.option]: 'unknownAnswer' } });
  return found[1];
}

/** Open to answers: not submitted, and the deadline (if any) not reached. */
const stillOpen = (now: Date) =>
  and(isNull(t.firstPathEntries.submittedAt), or(isNull(t.firstPathEntries.deadline), gt(t.firstPathEntries.deadline, now)));

/** After a conditional write matched nothing: why (closed now if overdue), as the 409 the client reads. */
async function refusalAfterRace(ctx: Context, entryId: number, competitionId: number): Promise<Entry> {
  const entry = await settle(ctx, await entryById(ctx.db, entryId), competitionId);
  refuseIfFinished(entry);
  return entry;
}

export const saveFirstTrackAnswer: Handler<'saveFirstTrackAnswer'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const { competition, questions, entry } = await myAttempt(ctx, u.id);
  refuseIfFinished(entry);
  const questionId = request.params.questionId;
  const index = indexOfOption(entry, questionId, request.body.option_id, { question: 'question_id', option: 'option_id' });
  const now = ctx.now();
  // One key of the answers changes in place: writes to other questions (another tab) are never lost.
  const [saved] = await ctx.db
    .update(t.firstPathEntries)
    .set({ answers: sql`coalesce(${t.firstPathEntries.answers}, '{}'::jsonb) || jsonb_build_object(${String(questionId)}::text, ${index}::int)` })
    .where(and(eq(t.firstPathEntries.id, entry.id), stillOpen(now)))
    .returning();
  const result = saved ?? (await refusalAfterRace(ctx, entry.id, competition.id));
  return ok(lang, attemptJson(result, competition, questions, ctx.now()), 'answerSaved');
};

export const submitFirstTrackAnswers: Handler<'submitFirstTrackAnswers'> = async (ctx, { user, request, lang }) => {
  const u = requireContestant(user);
  const { competition, questions, entry: found } = await myAttempt(ctx, u.id);
  refuseIfFinished(found);
  const given: Answers = {};
  for (const answer of request.body.answers) {
    given[String(answer.question_id)] = indexOfOption(found, answer.question_id, answer.option_id, { question: 'answers', option: 'answers' });
  }
  let entry = found;
  for (let tries = 0; tries < 5; tries++) {
    const answers = { ...(entry.answers ?? {}), ...given };
    const now = ctx.now();
    // Exactly once: of two submits racing, one finds submitted_at still null; the other matches nothing.
    const [submitted] = await ctx.db
      .update(t.firstPathEntries)
      .set({ answers, correctAnswers: scoreOf(questions, answers), submittedAt: now, closedBy: 'contestant' })
      .where(and(eq(t.firstPathEntries.id, entry.id), stillOpen(now), answersUnchanged(entry.answers)))
      .returning();
    if (submitted) return ok(lang, attemptJson(submitted, competition, questions, ctx.now()), 'answersSubmitted');
    // Submitted or closed meanwhile (409), or an answer saved meanwhile: score again with it.
    entry = await refusalAfterRace(ctx, entry.id, competition.id);
  }
  throw new Error(`could not submit first-track attempt ${entry.id}`);
};
