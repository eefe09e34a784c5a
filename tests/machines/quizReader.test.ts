// The first track's reader: the countdown's remaining time from the server's own clock, finished attempts told apart.
import { describe, expect, it } from 'vitest';
import { readQuizAbout, readQuizAttempt, readQuizQuestions, readQuizStart, readSaveAnswer, readSubmitQuiz } from '../../src/app/api/firstTrack.ts';

const attempt = {
  status: 'started',
  started_at: '2026-03-02 10:00',
  submitted_at: null,
  total_questions: 8,
  correct_answers: null,
  // The server's clock says 10:03:00 (Mecca); whatever this machine's clock says, 12 minutes are left.
  deadline_at: '2026-03-02T07:15:00.000Z',
  server_time: '2026-03-02T07:03:00.000Z',
  time_limit_seconds: 900,
  answers: [{ question_id: 3, option_id: 1580321447 }],
  results_released: false,
  right_answers: null,
};
const ok = (data: unknown) => ({ status: 200, message: 'ok', data: [data] });
const refused = (field: string) => ({ status: 409, message: 'no', data: null, errors: { [field]: ['no'] } });

describe('first-track reader', () => {
  it('reads the attempt: remaining time from the server deadline and clock, answers by question, instants from Mecca time', () => {
    expect(readQuizAttempt(200, ok(attempt))).toEqual({
      status: 'started',
      startedAt: Date.parse('2026-03-02T10:00:00+03:00'),
      submittedAt: null,
      totalQuestions: 8,
      remainingMs: 12 * 60_000,
      answers: { 3: 1580321447 },
      resultsReleased: false,
      correctAnswers: null,
      rightAnswers: null,
    });
    expect(readQuizAttempt(404, refused('track'))).toBeNull();
    expect(readQuizAttempt(401, null)).toBeNull();
    expect(() => readQuizAttempt(500, null)).toThrow();
  });

  it('reads the score and right answers once released', () => {
    const released = readQuizAttempt(200, ok({ ...attempt, status: 'submitted', submitted_at: '2026-03-02 10:12', correct_answers: 8, results_released: true, right_answers: [{ question_id: 3, option_id: 7 }] }));
    expect(released).toMatchObject({ status: 'submitted', correctAnswers: 8, rightAnswers: { 3: 7 }, submittedAt: Date.parse('2026-03-02T10:12:00+03:00') });
  });

  it('tells a write refused at the deadline (closed) from one refused as already submitted', () => {
    expect(readSaveAnswer(200, ok(attempt))).toEqual({ kind: 'saved' });
    expect(readSaveAnswer(409, refused('deadline'))).toEqual({ kind: 'closed' });
    expect(readSaveAnswer(409, refused('track'))).toEqual({ kind: 'submitted' });
    // A foreign option or too many writes is not saved: rejected, and so retried.
    expect(() => readSaveAnswer(422, { status: 422, message: 'no', data: null, errors: { option_id: ['no'] } })).toThrow();
    expect(() => readSaveAnswer(429, null)).toThrow();
    expect(readSubmitQuiz(409, refused('deadline'))).toEqual({ kind: 'closed' });
    expect(readSubmitQuiz(409, refused('track'))).toEqual({ kind: 'alreadySubmitted' });
    expect(readSubmitQuiz(200, ok({ ...attempt, status: 'submitted' }))).toMatchObject({ kind: 'submitted', attempt: { status: 'submitted' } });
    expect(() => readSubmitQuiz(503, null)).toThrow();
  });

  it('reads what the quiz is, the questions, and a refused start', () => {
    expect(readQuizAbout(200, ok({ question_count: 8, time_limit_seconds: 900, results_at: '2026-03-15 00:00' }))).toEqual({
      questionCount: 8,
      timeLimitSeconds: 900,
      resultsAt: Date.parse('2026-03-15T00:00:00+03:00'),
    });
    expect(readQuizAbout(404, null)).toBeNull();
    expect(readQuizQuestions(200, ok([{ id: 3, question: 'Q', options: [{ id: 9, text: 'A' }, { id: 4, text: 'B' }] }]))).toEqual([
      { id: 3, text: 'Q', options: [{ id: 9, text: 'A' }, { id: 4, text: 'B' }] },
    ]);
    expect(readQuizQuestions(409, refused('track'))).toEqual([]);
    expect(readQuizStart(409, refused('track'))).toBeNull();
    expect(readQuizStart(200, ok(attempt))?.remainingMs).toBe(12 * 60_000);
  });
});
