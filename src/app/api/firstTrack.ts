// Readers of the first track's answers (the quiz): what it is, the contestant's attempt, its questions, saving an
// answer and submitting. Times are read here, once: the remaining time from the server's own deadline and clock (so
// the countdown does not depend on the device's clock), dates from Mecca time into instants.
import type { components } from '../../contract/schema';
import { type QuizAbout, type QuizAttempt, type QuizQuestion, type QuizSaveResult, type QuizSubmitResult } from '../../machines';
import { parseMeccaDateTime } from '../../domain/meccaTime';
import { firstOfData, isSuccess, listOfData, readEnvelope } from '../../api/envelope';

type Schemas = components['schemas'];

const fail = (what: string, status: number): never => {
  throw new Error(`${what}: HTTP ${status}`);
};

/** A refused write of a finished attempt names why: `deadline` (closed at its deadline) or `track` (submitted). */
function finishedAs(httpStatus: number, body: unknown): 'closed' | 'submitted' | null {
  if (httpStatus !== 409) return null;
  const errors = readEnvelope(body).errors ?? {};
  if ('deadline' in errors) return 'closed';
  if ('track' in errors) return 'submitted';
  return null;
}

const byQuestion = (list: readonly Schemas['FirstTrackAnswer'][]): Record<number, number> =>
  Object.fromEntries(list.map((a) => [a.question_id, a.option_id]));

export function toQuizAttempt(row: Schemas['FirstTrackResult']): QuizAttempt {
  const startedAt = parseMeccaDateTime(row.started_at);
  if (startedAt === null) throw new Error(`first track: not a Mecca date-time: ${row.started_at}`);
  return {
    status: row.status,
    startedAt,
    submittedAt: row.submitted_at ? parseMeccaDateTime(row.submitted_at) : null,
    totalQuestions: row.total_questions,
    remainingMs: row.deadline_at === null ? null : Date.parse(row.deadline_at) - Date.parse(row.server_time),
    answers: byQuestion(row.answers),
    resultsReleased: row.results_released,
    correctAnswers: row.correct_answers,
    rightAnswers: row.right_answers ? byQuestion(row.right_answers) : null,
  };
}

function attemptOf(body: unknown, what: string): QuizAttempt {
  const row = firstOfData(body as Schemas['FirstTrackResultResponse']);
  if (!row) throw new Error(`${what}: no data[0]`);
  return toQuizAttempt(row);
}

/** What the quiz is; null without an active competition (404). */
export function readQuizAbout(httpStatus: number, body: unknown): QuizAbout | null {
  if (httpStatus === 404) return null;
  if (!isSuccess(httpStatus)) fail('quiz', httpStatus);
  const about = firstOfData(body as Schemas['FirstTrackAboutResponse']);
  const resultsAt = about ? parseMeccaDateTime(about.results_at) : null;
  if (!about || resultsAt === null) throw new Error('quiz: no data[0]');
  return { questionCount: about.question_count, timeLimitSeconds: about.time_limit_seconds, resultsAt };
}

/** The contestant's attempt; null when not started (404, or 401). */
export function readQuizAttempt(httpStatus: number, body: unknown): QuizAttempt | null {
  if (httpStatus === 404 || httpStatus === 401) return null;
  if (!isSuccess(httpStatus)) fail('first track', httpStatus);
  return attemptOf(body, 'first track');
}

/** Starting: the attempt; null when the attempt is already finished (409), to be read again. */
export function readQuizStart(httpStatus: number, body: unknown): QuizAttempt | null {
  if (httpStatus === 409) return null;
  if (!isSuccess(httpStatus)) fail('start', httpStatus);
  return attemptOf(body, 'start');
}

/** The attempt's questions, options in this attempt's order; none once it is finished (409). */
export function readQuizQuestions(httpStatus: number, body: unknown): QuizQuestion[] {
  if (httpStatus === 409) return [];
  if (!isSuccess(httpStatus)) fail('questions', httpStatus);
  return listOfData(body as Schemas['QuestionListResponse']).map((q) => ({ id: q.id, text: q.question, options: q.options }));
}

/** Saving one answer: saved, or the attempt is finished; anything else (offline, 422, 429) rejects and is retried. */
export function readSaveAnswer(httpStatus: number, body: unknown): QuizSaveResult {
  const finished = finishedAs(httpStatus, body);
  if (finished) return { kind: finished };
  if (!isSuccess(httpStatus)) fail('save answer', httpStatus);
  return { kind: 'saved' };
}

/** Submitting: submitted with the attempt, already submitted (another tab), or closed at the deadline. */
export function readSubmitQuiz(httpStatus: number, body: unknown): QuizSubmitResult {
  const finished = finishedAs(httpStatus, body);
  if (finished === 'closed') return { kind: 'closed' };
  if (finished === 'submitted') return { kind: 'alreadySubmitted' };
  if (!isSuccess(httpStatus)) fail('submit', httpStatus);
  return { kind: 'submitted', attempt: attemptOf(body, 'submit') };
}
