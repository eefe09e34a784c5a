// The five tracks, uploads and who may read what, plus certificates, wins and prize requests, on every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DerivedAudio, derivedAudio } from '../fixtures/audio/derive.ts';
import { bearer, body, demo, engines, login, multipart, samples, startTestServer, type TestServer } from './harness.ts';

describe.each(engines)('tracks on %s', (engine) => {
  let server: TestServer;
  let newcomer: string;
  let contestant: string;
  let visitor: string;
  let winner: string;
  /** Real recordings (the server decodes every take it keeps), derived from tests/fixtures/audio/speech.wav. */
  let audio: DerivedAudio;
  beforeAll(async () => {
    [server, audio] = await Promise.all([startTestServer(engine, { phase: 'running' }), derivedAudio()]);
    [newcomer, contestant, visitor, winner] = await Promise.all([
      login(server, demo.newcomer),
      login(server, demo.contestant),
      login(server, demo.visitor),
      login(server, demo.winner),
    ]);
  }, 180_000); // the first test process of a run also derives the test media (tests/fixtures/audio/derive.ts)
  afterAll(async () => {
    await server?.close();
  });

  const get = (url: string, token?: string) => server.request({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
  const post = (url: string, token: string, payload?: object) => server.request({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const upload = (method: 'POST' | 'PUT', url: string, token: string, fields: Record<string, string>, content: Buffer, name = 'clip.webm') => {
    const form = multipart(fields, { field: 'audio', name, type: 'audio/webm', content });
    return server.request({ method, url, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };

  it('tells a visitor to use a contestant account, and a guest to sign in', async () => {
    for (const url of ['/api/v1/competition/first-paths', '/api/v1/competition/second-paths', '/api/v1/competition/third-paths', '/api/v1/competition/fifth-paths', '/api/v1/user/winner/profile']) {
      expect((await get(url, visitor)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('first track: not started (404), start, questions without answers, submit once, then 409', async () => {
    expect((await get('/api/v1/competition/first-paths', newcomer)).statusCode).toBe(404);
    const started = await post('/api/v1/competition/first-paths/start', newcomer);
    expect(body(started).data[0]).toMatchObject({ status: 'started', submitted_at: null, correct_answers: null, total_questions: 8 });
    const profile = body(await get('/api/v1/user/profile', newcomer)).data.user;
    expect(profile.path_first_path).toBeNull();
    const questions = body(await server.request({ method: 'GET', url: '/api/v1/competition/first-paths/questions', headers: { ...bearer(newcomer), 'accept-language': 'en' } })).data[0];
    expect(questions).toHaveLength(8);
    expect(questions[0].question).toBe('How many surahs does the Quran have?');
    expect(JSON.stringify(questions)).not.toContain('correct');
    // 114 is the second option of the first question.
    const answers = questions.map((q: { id: number; options: { id: number }[] }, i: number) => ({ question_id: q.id, option_id: q.options[i === 0 ? 1 : 0]!.id }));
    const bad = await post('/api/v1/competition/first-paths/answers', newcomer, { answers: [{ question_id: questions[0].id, option_id: questions[1].options[0].id }] });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toHaveProperty('answers');
    const submitted = await post('/api/v1/competition/first-paths/answers', newcomer, { answers });
    expect(submitted.statusCode).toBe(200);
    expect(body(submitted).data[0]).toMatchObject({ status: 'submitted', total_questions: 8 });
    // The score is the contestant's only after the competition ends (tests/server/quiz.test.ts).
    expect(body(submitted).data[0].correct_answers).toBeNull();
    expect(body(await get('/api/v1/user/profile', newcomer)).data.user.path_first_path).toBe('active');
    expect((await post('/api/v1/competition/first-paths/answers', newcomer, { answers })).statusCode).toBe(409);
    expect((await get('/api/v1/competition/first-paths/questions', newcomer)).statusCode).toBe(409);
    expect((await post('/api/v1/competition/first-paths/start', newcomer)).statusCode).toBe(409);
    const wrongType = await post('/api/v1/competition/first-paths/answers', contestant, { answers: [{ question_id: '1', option_id: 11 }] });
    expect(wrongType.statusCode).toBe(422);
  });

  it('second track: five recitations, upload one clip each (bytes sniffed, decoded and checked: recording.test.ts), replace, then submit', async () => {
    const recitations = body(await get('/api/v1/competition/second-paths/recitations', newcomer)).data[0];
    expect(recitations).toHaveLength(5);
    expect(recitations[0]).toMatchObject({ is_fatihah: true, order: 1 });
    expect(body(await get('/api/v1/competition/second-paths', newcomer)).data[0]).toMatchObject({ status: 'recording', clips: [] });
    const early = await post('/api/v1/competition/second-paths/submit', newcomer);
    expect(early.statusCode).toBe(422);
    expect(body(early).errors).toHaveProperty('clips');

    const kinds = [audio.webm, audio.ogg, audio.m4a, audio.mp3, audio.mp4];
    const mimes = ['audio/webm', 'audio/ogg', 'audio/x-m4a', 'audio/mpeg', 'audio/mp4'];
    const clips = [];
    for (const [i, recitation] of recitations.entries()) {
      const res = await upload('POST', '/api/v1/competition/second-paths/clips', newcomer, { recitation_id: String(recitation.id) }, kinds[i]!);
      expect(res.statusCode, res.body).toBe(201);
      expect(body(res).data[0]).toMatchObject({ recitation_id: recitation.id, mime_type: mimes[i], size_bytes: kinds[i]!.length });
      clips.push(body(res).data[0]);
    }
    const duplicate = await upload('POST', '/api/v1/competition/second-paths/clips', newcomer, { recitation_id: '1' }, audio.webm);
    expect(duplicate.statusCode).toBe(409);
    const notAudio = await upload('POST', '/api/v1/competition/second-paths/clips', contestant, { recitation_id: '1' }, samples.text, 'clip.webm');
    expect(notAudio.statusCode).toBe(422);
    expect(body(notAudio).errors).toHaveProperty('audio');
    const noRecitation = await upload('POST', '/api/v1/competition/second-paths/clips', contestant, { recitation_id: '9' }, audio.webm);
    expect(body(noRecitation).errors).toHaveProperty('recitation_id');
    const badField = await upload('POST', '/api/v1/competition/second-paths/clips', contestant, { recitation_id: 'abc' }, audio.webm);
    expect(badField.statusCode).toBe(422);
    const tooBig = await upload('POST', '/api/v1/competition/second-paths/clips', contestant, { recitation_id: '1' }, Buffer.concat([audio.webm, Buffer.alloc(10 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(422);
    expect(body(tooBig).errors).toHaveProperty('audio');

    // The owner hears the clip (bearer or the jwt cookie); nobody else does.
    const audioUrl = clips[0].audio_url as string;
    const own = await get(audioUrl, newcomer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('audio/webm');
    expect(own.rawPayload.equals(audio.webm)).toBe(true);
    expect((await server.request({ method: 'GET', url: audioUrl, headers: { cookie: `language=ar; jwt=${newcomer}` } })).statusCode).toBe(200);
    expect((await get(audioUrl, contestant)).statusCode).toBe(404);
    expect((await get(audioUrl)).statusCode).toBe(404);

    // Someone else's clip id is not found; my own is replaced.
    const othersReplace = await upload('PUT', `/api/v1/competition/second-paths/clips/${clips[1].id}`, contestant, {}, audio.ogg);
    expect(othersReplace.statusCode).toBe(404);
    const replaced = await upload('PUT', `/api/v1/competition/second-paths/clips/${clips[1].id}`, newcomer, {}, audio.mp3);
    expect(body(replaced).data[0]).toMatchObject({ id: clips[1].id, mime_type: 'audio/mpeg' });
    expect((await get(clips[1].audio_url, newcomer)).statusCode).toBe(404); // the old file is gone

    const submitted = await post('/api/v1/competition/second-paths/submit', newcomer);
    expect(submitted.statusCode).toBe(200);
    expect(body(submitted).data[0]).toMatchObject({ status: 'submitted', clips: expect.any(Array) });
    expect(body(submitted).data[0].submitted_at).not.toBeNull();
    expect((await post('/api/v1/competition/second-paths/submit', newcomer)).statusCode).toBe(409);
    expect((await upload('PUT', `/api/v1/competition/second-paths/clips/${clips[0].id}`, newcomer, {}, audio.ogg)).statusCode).toBe(409);
    const user = body(await get('/api/v1/user/profile', newcomer)).data.user;
    expect(user.first_paths_audios).toHaveLength(5);
    expect(body(await get('/api/v1/competition/second-paths/clips', newcomer)).data[0]).toHaveLength(5);
    expect(body(await get('/api/v1/competition/second-paths/clips', contestant)).data[0]).toEqual([]);
  }, 120_000); // every kept take is decoded and encoded by ffmpeg

  it('third and fourth tracks: levels, free slots, one open request (the booking itself: booking.test.ts)', async () => {
    const details = { national_id_type: 'national_id', id_number: '1012345678', id_name: 'Abdullah Ahmed Ali', nationality: 'SA', birth_date: '2000-01-31', gender: 'male', country: 'SA', phone: '966500000000' };
    expect((await get('/api/v1/competition/third-paths', newcomer)).statusCode).toBe(404);
    const levels = body(await get('/api/v1/competition/third-paths/levels', newcomer)).data[0];
    expect(levels.length).toBeGreaterThanOrEqual(3);
    const slots = body(await get('/api/v1/competition/third-paths/slots', newcomer)).data[0];
    expect(slots.length).toBeGreaterThan(10);
    const slot = slots[0];
    expect(body(await get(`/api/v1/competition/third-paths/slots?date=${slot.date}`, newcomer)).data[0].every((s: { date: string }) => s.date === slot.date)).toBe(true);
    expect((await get('/api/v1/competition/third-paths/slots?date=2026-13-01', newcomer)).statusCode).toBe(422);

    const badLevel = await post('/api/v1/competition/third-paths', newcomer, { level_id: 99, slot_id: slot.id, details });
    expect(body(badLevel).errors).toHaveProperty('level_id');
    const created = await post('/api/v1/competition/third-paths', newcomer, { level_id: levels[0].id, slot_id: slot.id, details });
    expect(created.statusCode).toBe(201);
    expect(body(created).data[0]).toMatchObject({ track: 'third', status: 'pending', appointment_at: slot.starts_at, level: { id: levels[0].id } });
    expect(body(await get('/api/v1/competition/third-paths', newcomer)).data[0].status).toBe('pending');
    expect((await post('/api/v1/competition/third-paths', newcomer, { level_id: levels[0].id, slot_id: slots[1].id, details })).statusCode).toBe(409);
    const notifications = body(await get('/api/v1/user/profile/notifications', newcomer)).data[0];
    expect(notifications[0].data).toEqual({ third_path_status: 'pending' });

    // The demo contestant already has a pending fourth-track request.
    expect(body(await get('/api/v1/competition/fourth-paths', contestant)).data[0].status).toBe('pending');
    const fourthLevels = body(await get('/api/v1/competition/fourth-paths/levels', newcomer)).data[0];
    // Not at the time of the third-track test just booked: one test at a time (booking-clash.test.ts).
    const fourthSlot = body(await get('/api/v1/competition/fourth-paths/slots', newcomer)).data[0].find((s: { starts_at: string }) => s.starts_at !== slot.starts_at);
    const fourth = await post('/api/v1/competition/fourth-paths', newcomer, { level_id: fourthLevels[0].id, slot_id: fourthSlot.id, details });
    expect(body(fourth).data[0].track).toBe('fourth');
    // A third-track slot is not a fourth-track one.
    expect((await post('/api/v1/competition/fourth-paths/holds', newcomer, { slot_id: slot.id })).statusCode).toBe(422);
  });

  it('fifth track: attempts newest first, at most three, the fourth refused with 409 errors.audio', async () => {
    expect(body(await get('/api/v1/competition/fifth-paths', newcomer)).data[0]).toEqual([]);
    for (let i = 1; i <= 3; i++) {
      const res = await upload('POST', '/api/v1/competition/fifth-paths', newcomer, {}, audio.ogg, 'fatiha.ogg');
      expect(res.statusCode).toBe(201);
      expect(body(res).data[0]).toMatchObject({ attempt_number: i, status: 'pending', mime_type: 'audio/ogg' });
    }
    const fourth = await upload('POST', '/api/v1/competition/fifth-paths', newcomer, {}, audio.ogg, 'fatiha.ogg');
    expect(fourth.statusCode).toBe(409);
    expect(body(fourth).errors).toHaveProperty('audio');
    const list = body(await get('/api/v1/competition/fifth-paths', newcomer)).data[0];
    expect(list.map((a: { attempt_number: number }) => a.attempt_number)).toEqual([3, 2, 1]);
    expect((await get(list[0].audio_url, newcomer)).statusCode).toBe(200);
    expect((await get(list[0].audio_url, winner)).statusCode).toBe(404);
  }, 120_000);

  it('lists my participations newest first', async () => {
    const items = body(await get('/api/v1/user/profile/competitions', newcomer)).data[0];
    expect(items.map((i: { track: string }) => i.track).sort()).toEqual(['fifth', 'first', 'fourth', 'second', 'third']);
    expect(items.find((i: { track: string }) => i.track === 'first').status).toBe('submitted');
    // Each with its competition's title; the fifth track's status is its newest attempt's; latest joined first.
    type Item = { competition_id: number; competition_title: string; track: string; status: string | null; joined_at: string };
    const current = body(await get('/api/v1/competitions')).data;
    for (const item of items as Item[]) expect(item).toMatchObject({ competition_id: current.id, competition_title: current.title });
    expect(items.find((i: Item) => i.track === 'fifth').status).toBe('pending');
    const joined = (items as Item[]).map((i) => i.joined_at);
    expect(joined).toEqual([...joined].sort().reverse());
    // The seeded contestant's participations span competitions: newest competition first.
    const theirs = body(await get('/api/v1/user/profile/competitions', contestant)).data[0] as Item[];
    expect(theirs.length).toBeGreaterThan(0);
    for (const item of theirs) expect(item.competition_title).not.toBe('');
    const ids = theirs.map((i) => i.competition_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await get('/api/v1/user/profile/competitions', visitor)).statusCode).toBe(403);
  });

  it('certificates: mine need second_path_certificates; winner certificates are the winner\'s', async () => {
    const mine = body(await server.request({ method: 'GET', url: '/api/v1/user/profile/certificates', headers: { ...bearer(contestant), 'accept-language': 'en' } }));
    expect(mine.data[0].map((c: { track: string }) => c.track).sort()).toEqual(['fourth', 'second']);
    expect(mine.data[0][0].holder_name).toBe('Abdullah Al-Harbi');
    expect((await get('/api/v1/user/profile/certificates', newcomer)).statusCode).toBe(403);
    expect((await get('/api/v1/user/profile/certificates', visitor)).statusCode).toBe(403);
    const won = body(await get('/api/v1/user/winner/certificates', winner)).data[0];
    expect(won.map((c: { track: string; kind: string }) => [c.track, c.kind])).toEqual([['second', 'winner']]);
    expect(body(await get('/api/v1/user/winner/certificates', contestant)).data[0]).toEqual([]);
  });

  it('winner profile and prize requests: only my own wins, one open request per win', async () => {
    const profile = body(await get('/api/v1/user/winner/profile', winner)).data[0];
    expect(profile.user.email).toBe(demo.winner.email);
    expect(profile.wins).toHaveLength(1);
    const win = profile.wins[0];
    expect(win).toMatchObject({ track: 'second', currency: 'SAR', prize: 2000 });
    const requests = body(await get('/api/v1/user/winner/requests', winner)).data[0];
    expect(requests[0]).toMatchObject({ win_id: win.id, status: 'approved' });
    const payload = { win_id: win.id, bank_name: 'Example Bank', account_holder: 'Fatimah Al-Zahrani', iban: 'SA0380000000608010167519' };
    expect((await post('/api/v1/user/winner/requests', winner, payload)).statusCode).toBe(409);
    expect((await post('/api/v1/user/winner/requests', contestant, payload)).statusCode).toBe(404);
    const badIban = await post('/api/v1/user/winner/requests', winner, { ...payload, iban: 'DE89370400440532013000' });
    expect(body(badIban).errors).toHaveProperty('iban');
    expect(body(await get('/api/v1/user/winner/profile', contestant)).data[0].wins).toEqual([]);
    expect(body(await get('/api/v1/user/winner/requests', contestant)).data[0]).toEqual([]);
  });
});

describe.each(engines)('tracks outside the running phase on %s', (engine) => {
  it('refuses entries before the start and after the end with 409', async () => {
    const server = await startTestServer(engine, { phase: 'before', overrides: { cacheTtlMs: 0 } });
    try {
      const token = await login(server, demo.newcomer);
      const start = await server.request({ method: 'POST', url: '/api/v1/competition/first-paths/start', headers: bearer(token) });
      expect(start.statusCode).toBe(409);
      const form = multipart({}, { field: 'audio', name: 'fatiha.ogg', type: 'audio/ogg', content: samples.ogg });
      const attempt = await server.request({ method: 'POST', url: '/api/v1/competition/fifth-paths', headers: { ...bearer(token), ...form.headers }, payload: form.payload });
      expect(attempt.statusCode).toBe(409);
      const { applyPhase } = await import('../../server/db/seed.ts');
      await applyPhase(server.database.db, 'none', server.clock.now);
      const none = await server.request({ method: 'POST', url: '/api/v1/competition/first-paths/start', headers: bearer(token) });
      expect(none.statusCode).toBe(404);
      expect(body(none).message).toBe('No active competition found');
    } finally {
      await server.close();
    }
  });
});
