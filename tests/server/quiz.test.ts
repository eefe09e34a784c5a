// The first track's quiz: the server owns the attempt (start and deadline, answers saved one at a time, closed at the
// deadline lazily and by housekeeping, submitted exactly once), nothing tells the right option before the end, and
// a contestant who answered every question right is a first-track candidate once the results are out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOverdueAttempts } from '../../server/api/tracks/first.ts';
import * as t from '../../server/db/schema.ts';
import { bearer, body, engines, registration, startTestServer, type TestServer } from './harness.ts';

type Question = { id: number; question: string; options: { id: number; text: string }[] };

describe.each(engines)('first-track quiz on %s', (engine) => {
  let server: TestServer;
  let seq = 0;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { rateLimits: { answers: 30 } } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A fresh contestant, registered and verified as one would be. */
  async function contestant(name = 'Quiz Contestant'): Promise<{ token: string; id: number }> {
    const email = `quiz.${engine}.${++seq}@example.com`;
    await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: { ...registration(email), name } });
    const verified = await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: server.lastCode(email), otp_type: 'user_verify_email' } });
    const { token, user } = body(verified).data;
    return { token, id: user.id };
  }
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, remoteAddress?: string) =>
    server.request({ method, url: `/api/v1/competition/first-paths${url}`, headers: { ...bearer(token), 'accept-language': 'en' }, ...(payload ? { payload } : {}), ...(remoteAddress ? { remoteAddress } : {}) });
  const questionsOf = async (token: string): Promise<Question[]> => body(await call('GET', '/questions', token)).data[0];
  const save = (token: string, questionId: number, optionId: number, remoteAddress?: string) => call('PUT', `/answers/${questionId}`, token, { option_id: optionId }, remoteAddress);

  /** The right option id of each question in this contestant's attempt, read from the database (never from the API). */
  async function rightOptions(userId: number): Promise<Map<number, number>> {
    const [entry] = await server.database.db.select().from(t.firstPathEntries).where(eq(t.firstPathEntries.userId, userId));
    const stored = await server.database.db.select().from(t.questions).where(eq(t.questions.competitionId, entry!.competitionId));
    return new Map(stored.map((q) => [q.id, entry!.layout![String(q.id)]!.find(([, index]) => index === q.correctIndex)![0]]));
  }
  const wrongOption = (q: Question, right: Map<number, number>) => q.options.find((o) => o.id !== right.get(q.id))!.id;

  it('tells anyone what the quiz is: how many questions, the time allowed, when results come', async () => {
    const about = await server.request({ method: 'GET', url: '/api/v1/competition/first-paths/about' });
    expect(about.statusCode).toBe(200);
    expect(body(about).data[0]).toMatchObject({ question_count: 8, time_limit_seconds: 900, results_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) });
  });

  it('starts an attempt with a deadline from the time limit; questions carry no correctness, opaque ids shuffled per attempt', async () => {
    const a = await contestant();
    const b = await contestant();
    const started = await call('POST', '/start', a.token);
    expect(started.statusCode).toBe(200);
    const attempt = body(started).data[0];
    expect(attempt).toMatchObject({ status: 'started', time_limit_seconds: 900, answers: [], correct_answers: null, right_answers: null, results_released: false });
    expect(Date.parse(attempt.deadline_at) - server.clock.now.getTime()).toBe(900_000);
    expect(attempt.server_time).toBe(server.clock.now.toISOString());
    await call('POST', '/start', b.token);
    const [qa, qb] = [await questionsOf(a.token), await questionsOf(b.token)];
    expect(qa).toHaveLength(8);
    for (const q of qa) {
      expect(Object.keys(q).sort()).toEqual(['id', 'options', 'question']);
      for (const option of q.options) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
      // Not the old derivable ids (question id × 10 + place).
      expect(q.options.map((o) => o.id)).not.toEqual(q.options.map((_, i) => q.id * 10 + i + 1));
    }
    const idsA = new Set(qa.flatMap((q) => q.options.map((o) => o.id)));
    expect(qb.flatMap((q) => q.options.map((o) => o.id)).some((id) => idsA.has(id))).toBe(false);
    // Shuffled per attempt: over eight questions the two attempts do not show every option in the same order.
    const textOrder = (qs: Question[]) => qs.map((q) => q.options.map((o) => o.text).join('|')).join('/');
    expect(textOrder(qa)).not.toBe(textOrder(qb));
    // Both attempts still hold the same question texts and option texts.
    expect(qa.map((q) => q.options.map((o) => o.text).sort())).toEqual(qb.map((q) => q.options.map((o) => o.text).sort()));
  });

  it('saves answers one at a time (idempotent), and a reload or another device resumes them; a second start keeps the deadline', async () => {
    const { token } = await contestant();
    const first = body(await call('POST', '/start', token)).data[0];
    const questions = await questionsOf(token);
    const [q1, q2] = questions;
    const once = await save(token, q1!.id, q1!.options[0]!.id);
    expect(once.statusCode).toBe(200);
    const twice = await save(token, q1!.id, q1!.options[0]!.id);
    expect(body(twice).data[0].answers).toEqual(body(once).data[0].answers);
    await save(token, q2!.id, q2!.options[2]!.id);
    await save(token, q1!.id, q1!.options[1]!.id); // changed their mind
    server.clock.advance(60_000);
    const resumed = body(await call('GET', '', token)).data[0];
    expect(resumed.answers).toEqual([
      { question_id: q1!.id, option_id: q1!.options[1]!.id },
      { question_id: q2!.id, option_id: q2!.options[2]!.id },
    ]);
    expect(resumed.status).toBe('started');
    const again = body(await call('POST', '/start', token)).data[0];
    expect(again.deadline_at).toBe(first.deadline_at);
    expect(await questionsOf(token)).toEqual(questions);
  });

  it('refuses a foreign option id, an option of another question, and a question not in the quiz (422), before a start (404)', async () => {
    const a = await contestant();
    const b = await contestant();
    expect((await save(a.token, 1, 1)).statusCode).toBe(404);
    expect((await call('GET', '/questions', a.token)).statusCode).toBe(404);
    expect((await call('POST', '/answers', a.token, { answers: [] })).statusCode).toBe(404);
    await call('POST', '/start', a.token);
    await call('POST', '/start', b.token);
    const [qa, qb] = [await questionsOf(a.token), await questionsOf(b.token)];
    const foreign = await save(a.token, qa[0]!.id, qb[0]!.options[0]!.id);
    expect(foreign.statusCode).toBe(422);
    expect(body(foreign).errors).toHaveProperty('option_id');
    const otherQuestion = await save(a.token, qa[0]!.id, qa[1]!.options[0]!.id);
    expect(body(otherQuestion).errors).toHaveProperty('option_id');
    const noQuestion = await save(a.token, 999_999, qa[0]!.options[0]!.id);
    expect(noQuestion.statusCode).toBe(422);
    expect(body(noQuestion).errors).toHaveProperty('question_id');
    const badSubmit = await call('POST', '/answers', a.token, { answers: [{ question_id: qa[0]!.id, option_id: qb[0]!.options[0]!.id }] });
    expect(badSubmit.statusCode).toBe(422);
    expect(body(badSubmit).errors).toHaveProperty('answers');
    expect(body(await call('GET', '', a.token)).data[0].answers).toEqual([]);
  });

  it('at the deadline closes the attempt with the answers saved before it; answers after it are refused with a clear error', async () => {
    const { token } = await contestant();
    await call('POST', '/start', token);
    const questions = await questionsOf(token);
    await save(token, questions[0]!.id, questions[0]!.options[0]!.id);
    await save(token, questions[1]!.id, questions[1]!.options[0]!.id);
    const profile = async () => body(await server.request({ method: 'GET', url: '/api/v1/user/profile', headers: bearer(token) })).data.user;
    expect((await profile()).path_first_path).toBeNull();
    server.clock.advance(900_000);
    const late = await save(token, questions[2]!.id, questions[2]!.options[0]!.id);
    expect(late.statusCode).toBe(409);
    expect(body(late).errors).toEqual({ deadline: ['The time for this quiz is over; the answers saved before it were recorded'] });
    const closed = body(await call('GET', '', token)).data[0];
    expect(closed).toMatchObject({ status: 'closed', correct_answers: null, results_released: false });
    expect(closed.submitted_at).not.toBeNull();
    expect(closed.answers).toHaveLength(2);
    expect((await profile()).path_first_path).toBe('active');
    expect((await call('POST', '/start', token)).statusCode).toBe(409);
    expect((await call('GET', '/questions', token)).statusCode).toBe(409);
    const lateSubmit = await call('POST', '/answers', token, { answers: [] });
    expect(lateSubmit.statusCode).toBe(409);
    expect(body(lateSubmit).errors).toHaveProperty('deadline');
  });

  it('housekeeping closes an abandoned attempt nobody reads again, scored on what was answered', async () => {
    const { token, id } = await contestant();
    await call('POST', '/start', token);
    const questions = await questionsOf(token);
    const right = await rightOptions(id);
    await save(token, questions[0]!.id, right.get(questions[0]!.id)!);
    await save(token, questions[1]!.id, wrongOption(questions[1]!, right));
    server.clock.advance(900_001);
    expect(await closeOverdueAttempts(server.database.db, server.clock.now)).toBeGreaterThanOrEqual(1);
    const [entry] = await server.database.db.select().from(t.firstPathEntries).where(eq(t.firstPathEntries.userId, id));
    expect(entry).toMatchObject({ closedBy: 'deadline', correctAnswers: 1 });
    expect(entry!.submittedAt!.getTime()).toBe(entry!.deadline!.getTime());
    expect(await closeOverdueAttempts(server.database.db, server.clock.now)).toBe(0);
  });

  it('submits exactly once when two tabs submit at once (or a double click), with an answer saved meanwhile kept', async () => {
    const { token } = await contestant();
    await call('POST', '/start', token);
    const questions = await questionsOf(token);
    const answers = questions.slice(0, 3).map((q) => ({ question_id: q.id, option_id: q.options[0]!.id }));
    const results = await Promise.all([
      call('POST', '/answers', token, { answers }),
      call('POST', '/answers', token, { answers }),
      call('POST', '/answers', token, { answers: [] }),
      save(token, questions[4]!.id, questions[4]!.options[1]!.id),
    ]);
    const submits = results.slice(0, 3).map((r) => r.statusCode).sort();
    expect(submits).toEqual([200, 409, 409]);
    for (const refused of results.slice(0, 3).filter((r) => r.statusCode === 409)) expect(body(refused).errors).toHaveProperty('track');
    const final = body(await call('GET', '', token)).data[0];
    expect(final.status).toBe('submitted');
    // The answers of the winning submit are all kept.
    for (const answer of answers) expect(final.answers).toContainEqual(answer);
    expect((await call('POST', '/start', token)).statusCode).toBe(409);
  });

  it('rate-limits answer writes per client address', async () => {
    const { token } = await contestant();
    await call('POST', '/start', token);
    const [q] = await questionsOf(token);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await save(token, q!.id, q!.options[i % 2]!.id, '203.0.113.40')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('releases the score and the right answers only after the end; an all-correct contestant is then a first-track candidate', async () => {
    const perfect = await contestant('Perfect Quizmaster');
    const nearly = await contestant('Nearly Quizmaster');
    for (const who of [perfect, nearly]) {
      await call('POST', '/start', who.token);
      const questions = await questionsOf(who.token);
      const right = await rightOptions(who.id);
      const answers = questions.map((q, i) => ({ question_id: q.id, option_id: who === nearly && i === 0 ? wrongOption(q, right) : right.get(q.id)! }));
      for (const answer of answers) await save(who.token, answer.question_id, answer.option_id);
      const submitted = await call('POST', '/answers', who.token, { answers: [] });
      expect(submitted.statusCode).toBe(200);
      const data = body(submitted).data[0];
      expect(data).toMatchObject({ status: 'submitted', correct_answers: null, right_answers: null, results_released: false });
      // Nothing in what the contestant received says which answers were right.
      expect(JSON.stringify(body(await call('GET', '', who.token)))).not.toMatch(/correct_index|correctIndex|"correct"/);
    }
    const [competition] = await server.database.db.select().from(t.competitions).where(eq(t.competitions.kind, 'current'));
    server.clock.now = new Date(competition!.endAt.getTime() + 60_000);
    const released = body(await call('GET', '', perfect.token)).data[0];
    expect(released).toMatchObject({ status: 'submitted', correct_answers: 8, total_questions: 8, results_released: true });
    const right = await rightOptions(perfect.id);
    expect(new Map(released.right_answers.map((r: { question_id: number; option_id: number }) => [r.question_id, r.option_id]))).toEqual(right);
    expect(body(await call('GET', '', nearly.token)).data[0].correct_answers).toBe(7);
    // The finished attempt's questions can be read again, in its own order, to show the right answers beside them.
    const again = await call('GET', '/questions', perfect.token);
    expect(again.statusCode).toBe(200);
    expect(body(again).data[0].map((q: Question) => q.id).sort()).toEqual([...right.keys()].sort());
    const candidates = body(await server.request({ method: 'GET', url: '/api/v1/competition/candidates/first?q=Quizmaster&per_page=50' })).data[0];
    expect(candidates.map((c: { name: string }) => c.name)).toEqual(['Perfect Quizmaster']);
  });
});
