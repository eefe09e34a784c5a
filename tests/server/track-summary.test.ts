// GET /competition/my-tracks: one summary per track, every stage of every track, on every engine. The stages the
// operators and reviewers decide are written straight into the rows (their own flows: operator.test.ts).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { applyPhase } from '../../server/db/seed.ts';
import { type DerivedAudio, derivedAudio } from '../fixtures/audio/derive.ts';
import { bearer, body, demo, engines, login, multipart, registration, startTestServer, type TestServer } from './harness.ts';

type Summary = { track: string; stage: string; status: string | null; [field: string]: unknown };

describe.each(engines)('my track progress on %s', (engine) => {
  let server: TestServer;
  let newcomer: string;
  let newcomerId: number;
  let audio: DerivedAudio;
  beforeAll(async () => {
    [server, audio] = await Promise.all([startTestServer(engine, { phase: 'running' }), derivedAudio()]);
    newcomer = await login(server, demo.newcomer);
    const [row] = await server.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, demo.newcomer.email));
    newcomerId = row!.id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, token?: string, lang = 'ar') =>
    server.request({ method: 'GET', url, headers: { 'accept-language': lang, ...(token ? bearer(token) : {}) } });
  const post = (url: string, token: string, payload?: object) => server.request({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const upload = (url: string, fields: Record<string, string>) => {
    const form = multipart(fields, { field: 'audio', name: 'take.ogg', type: 'audio/ogg', content: audio.ogg });
    return server.request({ method: 'POST', url, headers: { ...bearer(newcomer), ...form.headers }, payload: form.payload });
  };
  const mine = async (lang = 'ar'): Promise<Record<string, Summary>> => {
    const res = await get('/api/v1/competition/my-tracks', newcomer, lang);
    expect(res.statusCode).toBe(200);
    const list = body(res).data[0] as Summary[];
    return Object.fromEntries(list.map((s) => [s.track, s]));
  };
  const decide = (track: 'third' | 'fourth', change: Partial<typeof t.submissions.$inferInsert>) =>
    server.database.db
      .update(t.submissions)
      .set(change)
      .where(and(eq(t.submissions.userId, newcomerId), eq(t.submissions.track, track)));
  const details = { national_id_type: 'national_id', id_number: '1012345678', id_name: 'Maryam Ahmed Ali', nationality: 'SA', birth_date: '2000-01-31', gender: 'female', country: 'SA', phone: '966500000000' };

  it('answers a guest 401 and a visitor 403, as the other contestant reads do', async () => {
    expect((await get('/api/v1/competition/my-tracks')).statusCode).toBe(401);
    expect((await get('/api/v1/competition/my-tracks', await login(server, demo.visitor))).statusCode).toBe(403);
  });

  it('says "not started" for every track as a 200, in track order, where the per-track reads answer 404', async () => {
    const res = await get('/api/v1/competition/my-tracks', newcomer);
    expect(res.statusCode).toBe(200);
    const list = body(res).data[0] as Summary[];
    expect(list.map((s) => [s.track, s.stage, s.status])).toEqual([
      ['first', 'not_started', null],
      ['second', 'not_started', null],
      ['third', 'not_started', null],
      ['fourth', 'not_started', null],
      ['fifth', 'not_started', null],
    ]);
    expect((await get('/api/v1/competition/third-paths', newcomer)).statusCode).toBe(404);
  });

  it('first track: in progress, then answered without a score while the competition runs', async () => {
    await post('/api/v1/competition/first-paths/start', newcomer);
    expect((await mine()).first).toMatchObject({ stage: 'in_progress', status: 'started', total_questions: 8, score: null });
    const questions = body(await get('/api/v1/competition/first-paths/questions', newcomer)).data[0] as { id: number; options: { id: number }[] }[];
    await post('/api/v1/competition/first-paths/answers', newcomer, { answers: questions.map((q) => ({ question_id: q.id, option_id: q.options[0]!.id })) });
    expect((await mine()).first).toMatchObject({ stage: 'answered', status: 'submitted', total_questions: 8, score: null });
  });

  it('second track: clips being recorded, then awaiting review, accepted, refused', async () => {
    expect((await upload('/api/v1/competition/second-paths/clips', { recitation_id: '1' })).statusCode).toBe(201);
    expect((await mine()).second).toMatchObject({ stage: 'in_progress', status: 'recording', clips_recorded: 1, clips_required: 5 });
    // The first clip opened the entry; submitting needs all five (tracks.test.ts), so the set is marked submitted here.
    await server.database.db.update(t.secondPathEntries).set({ status: 'submitted', submittedAt: server.clock.now }).where(eq(t.secondPathEntries.userId, newcomerId));
    expect((await mine()).second).toMatchObject({ stage: 'awaiting_review', status: 'submitted' });
    await server.database.db.update(t.secondPathEntries).set({ status: 'accepted' }).where(eq(t.secondPathEntries.userId, newcomerId));
    expect((await mine()).second).toMatchObject({ stage: 'accepted', status: 'accepted' });
    await server.database.db.update(t.secondPathEntries).set({ status: 'refused' }).where(eq(t.secondPathEntries.userId, newcomerId));
    expect((await mine()).second).toMatchObject({ stage: 'refused', status: 'refused' });
  }, 60_000);

  it.each(['third', 'fourth'] as const)('%s track: booked with its time and level, accepted, passed with a degree, failed, refused, cancelled', async (track) => {
    const levels = body(await get(`/api/v1/competition/${track}-paths/levels`, newcomer)).data[0] as { id: number; title: string }[];
    const slot = body(await get(`/api/v1/competition/${track}-paths/slots`, newcomer)).data[0][0] as { id: number; starts_at: string };
    expect((await post(`/api/v1/competition/${track}-paths`, newcomer, { level_id: levels[0]!.id, slot_id: slot.id, details })).statusCode).toBe(201);
    const booked = (await mine())[track];
    expect(booked).toMatchObject({ stage: 'booked', status: 'pending', appointment_at: slot.starts_at, level: { id: levels[0]!.id, title: levels[0]!.title }, degree: null });
    // The level's title is in the asker's language.
    expect((await mine('en'))[track]!.level).toMatchObject({ title: expect.stringMatching(/[A-Za-z]/) });

    await decide(track, { status: 'approved', meetingUrl: 'https://meet.example.com/x' });
    expect((await mine())[track]).toMatchObject({ stage: 'accepted', status: 'approved', appointment_at: slot.starts_at });
    await decide(track, { status: 'success', degree: 92 });
    expect((await mine())[track]).toMatchObject({ stage: 'passed', status: 'success', degree: 92, appointment_at: null });
    await decide(track, { status: 'failed', degree: 40 });
    expect((await mine())[track]).toMatchObject({ stage: 'failed', status: 'failed', degree: 40 });
    await decide(track, { status: 'refused', degree: null, refusalReason: 'ID unreadable' });
    expect((await mine())[track]).toMatchObject({ stage: 'refused', status: 'refused' });
    await decide(track, { status: 'cancelled' });
    expect((await mine())[track]).toMatchObject({ stage: 'not_started', status: null, appointment_at: null, level: null });
  });

  it('fifth track: attempt n of 3 with the newest attempt\'s status', async () => {
    expect((await upload('/api/v1/competition/fifth-paths', {})).statusCode).toBe(201);
    expect((await mine()).fifth).toMatchObject({ stage: 'awaiting_review', status: 'pending', attempt_number: 1, attempts_allowed: 3 });
    const setNewest = (change: Partial<typeof t.recordings.$inferInsert>) =>
      server.database.db.update(t.recordings).set(change).where(and(eq(t.recordings.userId, newcomerId), eq(t.recordings.track, 'fifth')));
    await setNewest({ status: 'failed', degree: 40 });
    expect((await mine()).fifth).toMatchObject({ stage: 'refused', status: 'failed', attempt_number: 1, degree: 40 });
    expect((await upload('/api/v1/competition/fifth-paths', {})).statusCode).toBe(201);
    expect((await mine()).fifth).toMatchObject({ stage: 'awaiting_review', status: 'pending', attempt_number: 2, attempts_allowed: 3, degree: null });
    const newest = and(eq(t.recordings.userId, newcomerId), eq(t.recordings.track, 'fifth'), eq(t.recordings.clipIndex, 2));
    await server.database.db.update(t.recordings).set({ status: 'active', degree: 95 }).where(newest);
    expect((await mine()).fifth).toMatchObject({ stage: 'accepted', status: 'active', attempt_number: 2, degree: 95 });
    await server.database.db.update(t.recordings).set({ status: 'success' }).where(newest);
    expect((await mine()).fifth).toMatchObject({ stage: 'passed', status: 'success' });
  }, 60_000);

  it('first track: an attempt left open past its deadline reads as answered (closed)', async () => {
    const other = await registerFreshContestant();
    await post('/api/v1/competition/first-paths/start', other);
    server.clock.advance(16 * 60_000);
    const list = body(await get('/api/v1/competition/my-tracks', other)).data[0] as Summary[];
    expect(list[0]).toMatchObject({ track: 'first', stage: 'answered', status: 'closed', score: null });
  });

  it('releases the first track\'s score after the competition ends, and answers an empty list without a competition', async () => {
    const competition = body(await get('/api/v1/competitions')).data as { end_date: string };
    const end = new Date(`${competition.end_date.replace(' ', 'T')}:00+03:00`);
    server.clock.now = new Date(end.getTime() + 60_000);
    const first = (await mine()).first!;
    expect(first).toMatchObject({ stage: 'answered', status: 'submitted', total_questions: 8 });
    expect(typeof first.score).toBe('number');
    await applyPhase(server.database.db, 'none', server.clock.now);
    const none = await get('/api/v1/competition/my-tracks', newcomer);
    expect(none.statusCode).toBe(200);
    expect(body(none).data).toEqual([[]]);
  });

  /** A second contestant, signed up through the API (the demo's other contestant has entries of its own). */
  async function registerFreshContestant(): Promise<string> {
    const email = `summary-${engine}@example.com`;
    expect((await server.request({ method: 'POST', url: '/api/v1/user/auth/register', payload: registration(email) })).statusCode).toBeLessThan(300);
    await server.request({ method: 'POST', url: '/api/v1/user/auth/otp/verify', payload: { email, otp: server.lastCode(email), otp_type: 'user_verify_email' } });
    return login(server, { email, password: 'secret-pass-1' });
  }
});
