// The quiz's calls, read by ../../../api/firstTrack.ts. `clock` is the device clock the machine's ticker reads, so the
// countdown starts from the moment the server's answer arrived.
import type { QuizLoaded, QuizSaveInput, QuizSaveResult, QuizSubmitInput, QuizSubmitResult } from '../../../../machines';
import { readQuizAbout, readQuizAttempt, readQuizQuestions, readQuizStart, readSaveAnswer, readSubmitQuiz } from '../../../api/firstTrack';
import { api } from '../../../services/apiClient';
import { startedIn } from '../startedApi';

/** What the quiz is, the contestant's attempt and, while it is open, its questions. */
export async function loadQuiz(clock: () => number): Promise<QuizLoaded> {
  const [aboutAnswer, attempt] = await Promise.all([api.GET('/competition/first-paths/about'), fetchAttempt()]);
  const about = readQuizAbout(aboutAnswer.response.status, aboutAnswer.data ?? aboutAnswer.error);
  if (!about) throw new Error('quiz: no active competition');
  const receivedAt = clock();
  // The questions of an open attempt, or of a finished one once the results are out (shown beside the right answers).
  if (attempt?.status !== 'started' && !attempt?.resultsReleased) return { about, attempt, questions: [], receivedAt };
  const questionsAnswer = await api.GET('/competition/first-paths/questions');
  const questions = readQuizQuestions(questionsAnswer.response.status, questionsAnswer.data ?? questionsAnswer.error);
  return { about, attempt, questions, receivedAt };
}

/** The contestant's attempt; null when not started, without asking the read whose "not started" is a 404 when we know. */
async function fetchAttempt() {
  if ((await startedIn('first')) === false) return null;
  const { data, error, response } = await api.GET('/competition/first-paths');
  return readQuizAttempt(response.status, data ?? error);
}

/** Starts the attempt (or finds it already started), then reads it as a load does. */
export async function startQuiz(clock: () => number): Promise<QuizLoaded> {
  const { data, error, response } = await api.POST('/competition/first-paths/start');
  readQuizStart(response.status, data ?? error);
  return loadQuiz(clock);
}

export async function saveAnswer({ questionId, optionId }: QuizSaveInput): Promise<QuizSaveResult> {
  const { data, error, response } = await api.PUT('/competition/first-paths/answers/{questionId}', {
    params: { path: { questionId } },
    body: { option_id: optionId },
  });
  return readSaveAnswer(response.status, data ?? error);
}

export async function submitQuiz({ answers }: QuizSubmitInput): Promise<QuizSubmitResult> {
  const { data, error, response } = await api.POST('/competition/first-paths/answers', {
    body: { answers: answers.map((a) => ({ question_id: a.questionId, option_id: a.optionId })) },
  });
  return readSubmitQuiz(response.status, data ?? error);
}
