// The competition cycle (issue 29, point 4): each step and its refusals, the readiness rules one by one, a copy that
// never copies people, the locks from the start, and dates that only move forward with a reason in the audit log.
import { readFileSync } from 'node:fs';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { apiDocumentPath } from '../../server/app.ts';
import { permissions } from '../../server/operators/permissions.ts';
import * as t from '../../server/db/schema.ts';
import { DAY_MS, HOUR_MS, toMeccaString } from '../../src/domain/meccaTime.ts';
import { bearer, body, engines, startTestServer, type TestServer } from './harness.ts';

const operator = { email: 'admin@example.com', password: 'Admin#2026-demo' };
const url = '/api/v1/operator/competitions';

describe('the cycle operations', () => {
  const cycleOperations = ['getOperatorCompetitions', 'createOperatorCompetition', 'copyOperatorCompetition', 'updateOperatorCompetition', 'getOperatorCompetitionReadiness', 'postOperatorCompetitionStep', 'updateOperatorQuestion'] as const;
  it("are all in the contract, for the console only, and the administrator's alone", () => {
    const doc = parseYaml(readFileSync(apiDocumentPath, 'utf8')) as { paths: Record<string, Record<string, { operationId: string; security?: object[] }>> };
    const ops = Object.values(doc.paths).flatMap((item) => Object.values(item));
    for (const id of cycleOperations) {
      const op = ops.find((o) => o.operationId === id);
      expect(op, id).toBeDefined();
      expect(op!.security).toEqual([{ operatorBearer: [] }]);
      expect(permissions[id], id).toEqual(['administrator']);
    }
  });
});

describe.each(engines)('the competition cycle on %s', (engine) => {
  let server: TestServer;
  let token: string;
  const headers = (lang = 'en') => ({ ...bearer(token), 'accept-language': lang });
  const signIn = async () => {
    token = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: operator })).data.token as string;
  };
  // The tests move the clock by days, past a console session's 10 hours: sign in again when the session has ended.
  const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object, lang = 'en') => {
    const send = () => server.request({ method, url: `${url}${path}`, headers: headers(lang), ...(payload ? { payload } : {}) });
    const res = await send();
    if (res.statusCode !== 401) return res;
    await signIn();
    return send();
  };
  const list = async () => body(await call('GET', '')).data[0] as { id: number; state: string; shown_as: string | null; locked: boolean; start_date: string; end_date: string }[];
  const db = () => server.database.db;
  const at = (ms: number) => toMeccaString(new Date(ms));
  const site = async () => body(await server.request({ method: 'GET', url: '/api/v1/competitions', headers: { 'accept-language': 'en' } }));

  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { cacheTtlMs: 0 } });
    await signIn();
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is for the console: a reviewer is refused', async () => {
    const reviewer = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'reviewer1@example.com', password: 'Reviewer1#2026' } })).data.token as string;
    expect((await server.request({ method: 'GET', url, headers: bearer(reviewer) })).statusCode).toBe(403);
  });

  it('maps the demo onto the cycle and takes each step forward only, on its date', async () => {
    const before = await list();
    const current = before.find((c) => c.shown_as === 'current')!;
    expect(current.state).toBe('running');
    expect(before.filter((c) => c.state === 'archived').length).toBeGreaterThan(0);
    const next = before.find((c) => c.state === 'draft')!;
    expect((await site()).data.next_comp).toBeNull();

    // Publish: the site shows it as the next competition with its dates.
    const published = await call('POST', `/${next.id}/steps/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(body(published).data[0]).toMatchObject({ state: 'published', shown_as: 'next' });
    expect((await site()).data.next_comp.id).toBe(next.id);
    const again = await call('POST', `/${next.id}/steps/publish`);
    expect(again.statusCode).toBe(409);
    expect(body(again).errors?.competition?.[0]).toMatch(/not at the step before/);
    // Start before its date, end before the end: refused, saying when.
    const early = await call('POST', `/${next.id}/steps/start`);
    expect(early.statusCode).toBe(409);
    expect(body(early).message).toContain(next.start_date);
    expect((await call('POST', `/${current.id}/steps/end`)).statusCode).toBe(409);
    expect((await call('POST', `/${current.id}/steps/archive`)).statusCode).toBe(409);

    server.clock.now = new Date(Date.parse(`${current.end_date.replace(' ', 'T')}:00+03:00`) + HOUR_MS);
    expect(body(await call('POST', `/${current.id}/steps/end`)).data[0].state).toBe('ended');
    const tooSoon = await call('POST', `/${current.id}/steps/results`, undefined, 'ar');
    expect(tooSoon.statusCode).toBe(409);
    expect(body(tooSoon).message).toMatch(/لا يمكن تنفيذ هذه الخطوة الآن/);
    server.clock.advance(DAY_MS);
    expect(body(await call('POST', `/${current.id}/steps/results`)).data[0].state).toBe('results');
    const archived = body(await call('POST', `/${current.id}/steps/archive`)).data[0];
    expect(archived).toMatchObject({ state: 'archived', shown_as: 'archive' });
    expect(Object.keys(archived.state_dates)).toEqual(expect.arrayContaining(['running', 'ended', 'results', 'archived']));
    // Archived but readable: in the archives; the published one is now the site's competition.
    const archives = body(await server.request({ method: 'GET', url: '/api/v1/archives' })).data[0] as { id: number }[];
    expect(archives.map((a) => a.id)).toContain(current.id);
    expect((await site()).data.id).toBe(next.id);

    server.clock.now = new Date(Date.parse(`${next.start_date.replace(' ', 'T')}:00+03:00`) + HOUR_MS);
    expect(body(await call('POST', `/${next.id}/steps/start`)).data[0]).toMatchObject({ state: 'running', locked: true });
    const audit = await db().select().from(t.auditLog).where(and(eq(t.auditLog.subjectType, 'competition'), eq(t.auditLog.subjectId, String(next.id))));
    expect(audit.map((a) => a.action)).toEqual(['competition.publish', 'competition.start']);
    // One runs at a time: a second published competition cannot start while this one runs.
    const other = body(await call('POST', `/${next.id}/copies`, { title: { ar: 'ب', en: 'B' }, start_date: at(server.clock.now.getTime() + 40 * DAY_MS), end_date: at(server.clock.now.getTime() + 50 * DAY_MS) })).data[0];
    expect(body(await call('POST', `/${other.id}/steps/publish`)).data[0].state).toBe('published');
    const second = body(await call('POST', `/${next.id}/copies`, { title: { ar: 'ج', en: 'C' }, start_date: at(server.clock.now.getTime() + 60 * DAY_MS), end_date: at(server.clock.now.getTime() + 70 * DAY_MS) })).data[0];
    expect(body(await call('POST', `/${second.id}/steps/publish`)).errors?.competition?.[0]).toMatch(/already published as the next/);
    server.clock.advance(41 * DAY_MS);
    expect(body(await call('POST', `/${other.id}/steps/start`)).errors?.competition?.[0]).toMatch(/one competition runs at a time/);
  });

  it('refuses to publish until the readiness list is empty, and lists each finding by code, track and language', async () => {
    const now = server.clock.now.getTime();
    const created = await call('POST', '', { title: { ar: 'مسابقة جديدة', en: '' }, start_date: at(now + 100 * DAY_MS), end_date: at(now + 110 * DAY_MS) });
    expect(created.statusCode, created.body).toBe(201);
    const draft = body(created).data[0];
    expect(draft).toMatchObject({ state: 'draft', shown_as: null, question_count: 0 });
    const findings = body(await call('GET', `/${draft.id}/readiness`)).data[0] as { code: string; track: string | null; language: string | null }[];
    expect(findings).toContainEqual({ code: 'titleMissing', track: null, language: 'en' });
    expect(findings).not.toContainEqual({ code: 'titleMissing', track: null, language: 'ar' });
    for (const track of t.trackSlugs) {
      for (const language of ['ar', 'en']) expect(findings).toContainEqual({ code: 'trackTitleMissing', track, language });
      expect(findings).toContainEqual({ code: 'noWinners', track, language: null });
      expect(findings).toContainEqual({ code: 'noPrize', track, language: null });
    }
    expect(findings).toContainEqual({ code: 'noQuestions', track: 'first', language: null });
    // No other competition waits as the next one, so the readiness list is what refuses.
    await db().update(t.competitions).set({ state: 'archived' }).where(eq(t.competitions.state, 'published'));
    const refused = await call('POST', `/${draft.id}/steps/publish`, undefined, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).errors?.readiness).toHaveLength(findings.length);
    expect(body(refused).errors?.readiness).toContain('لا عنوان للمسابقة باللغة الإنجليزية');
    expect((await db().select().from(t.competitions).where(eq(t.competitions.id, draft.id)))[0]!.state).toBe('draft');
    // A calendar date the pattern lets through is still refused; so is an end before the start.
    expect((await call('POST', '', { title: { ar: 'أ', en: 'A' }, start_date: '2030-02-30 10:00', end_date: '2030-03-10 10:00' })).statusCode).toBe(422);
    expect((await call('POST', '', { title: { ar: 'أ', en: 'A' }, start_date: at(now + 9 * DAY_MS), end_date: at(now + 8 * DAY_MS) })).statusCode).toBe(422);
  });

  it('checks every readiness rule one by one on a copy that starts ready', async () => {
    const now = server.clock.now.getTime();
    const [source] = await db().select().from(t.competitions).where(eq(t.competitions.state, 'archived')).limit(1);
    const copy = body(await call('POST', `/${source!.id}/copies`, { title: { ar: 'نسخة', en: 'Copy' }, start_date: at(now + 200 * DAY_MS), end_date: at(now + 213 * DAY_MS) })).data[0];
    const readiness = async () => body(await call('GET', `/${copy.id}/readiness`)).data[0] as { code: string; track: string | null; language: string | null }[];
    expect(await readiness()).toEqual([]);
    const id = copy.id as number;
    const track = (slug: t.TrackSlug) => and(eq(t.tracks.competitionId, id), eq(t.tracks.slug, slug));
    const expectOnly = async (finding: { code: string; track: string | null; language: string | null }, undo: () => Promise<unknown>) => {
      expect(await readiness()).toEqual([finding]);
      await undo();
      expect(await readiness()).toEqual([]);
    };
    const [second] = await db().select().from(t.tracks).where(track('second'));
    await db().update(t.tracks).set({ title: { ...second!.title, en: ' ' } }).where(track('second'));
    await expectOnly({ code: 'trackTitleMissing', track: 'second', language: 'en' }, () => db().update(t.tracks).set({ title: second!.title }).where(track('second')));
    await db().update(t.tracks).set({ description: { ...second!.description, ar: '' } }).where(track('second'));
    await expectOnly({ code: 'trackDescriptionMissing', track: 'second', language: 'ar' }, () => db().update(t.tracks).set({ description: second!.description }).where(track('second')));
    await db().update(t.tracks).set({ subtitle: { ...second!.subtitle, en: '' } }).where(track('second'));
    await expectOnly({ code: 'trackSubtitleMissing', track: 'second', language: 'en' }, () => db().update(t.tracks).set({ subtitle: second!.subtitle }).where(track('second')));
    const [fifth] = await db().select().from(t.tracks).where(track('fifth'));
    // No winners and no places: nothing to draw and no prize.
    await db().update(t.tracks).set({ winnerCount: 0, prizes: [] }).where(track('fifth'));
    expect(await readiness()).toEqual([
      { code: 'noWinners', track: 'fifth', language: null },
      { code: 'noPrize', track: 'fifth', language: null },
    ]);
    await db().update(t.tracks).set({ prizes: fifth!.prizes }).where(track('fifth'));
    await expectOnly({ code: 'noWinners', track: 'fifth', language: null }, () => db().update(t.tracks).set({ winnerCount: fifth!.winnerCount }).where(track('fifth')));
    const [third] = await db().select().from(t.tracks).where(track('third'));
    await db().update(t.tracks).set({ prizes: third!.prizes.map((amount, place) => (place === 2 ? 0 : amount)) }).where(track('third'));
    await expectOnly({ code: 'noPrize', track: 'third', language: null }, () => db().update(t.tracks).set({ prizes: third!.prizes }).where(track('third')));
    // A place beyond the list of prizes has none either.
    await db().update(t.tracks).set({ prizes: third!.prizes.slice(0, -1) }).where(track('third'));
    await expectOnly({ code: 'noPrize', track: 'third', language: null }, () => db().update(t.tracks).set({ prizes: third!.prizes }).where(track('third')));
    const [fourth] = await db().select().from(t.tracks).where(track('fourth'));
    await db().delete(t.tracks).where(track('fourth'));
    await expectOnly({ code: 'trackMissing', track: 'fourth', language: null }, () => db().insert(t.tracks).values({ ...fourth!, id: undefined }));
    const questions = await db().select().from(t.questions).where(eq(t.questions.competitionId, id));
    const q = questions[0]!;
    await db().update(t.questions).set({ options: q.options.map((o, i) => (i === 2 ? { ...o, en: '' } : o)) }).where(eq(t.questions.id, q.id));
    await expectOnly({ code: 'questionIncomplete', track: 'first', language: 'en' }, () => db().update(t.questions).set({ options: q.options }).where(eq(t.questions.id, q.id)));
    await db().update(t.questions).set({ options: q.options.slice(0, 3) }).where(eq(t.questions.id, q.id));
    expect((await readiness()).map((f) => f.code)).toEqual(['questionIncomplete', 'questionIncomplete']);
    await db().update(t.questions).set({ options: q.options }).where(eq(t.questions.id, q.id));
    await db().delete(t.questions).where(eq(t.questions.competitionId, id));
    await expectOnly({ code: 'noQuestions', track: 'first', language: null }, () => db().insert(t.questions).values(questions));
    await db().update(t.competitions).set({ quizTimeLimitSeconds: 0 }).where(eq(t.competitions.id, id));
    await expectOnly({ code: 'noTimeLimit', track: 'first', language: null }, () => db().update(t.competitions).set({ quizTimeLimitSeconds: 900 }).where(eq(t.competitions.id, id)));
    await db().update(t.competitions).set({ title: { ar: '', en: 'Copy' } }).where(eq(t.competitions.id, id));
    await expectOnly({ code: 'titleMissing', track: null, language: 'ar' }, () => db().update(t.competitions).set({ title: { ar: 'نسخة', en: 'Copy' } }).where(eq(t.competitions.id, id)));
    const [row] = await db().select().from(t.competitions).where(eq(t.competitions.id, id));
    await db().update(t.competitions).set({ endAt: row!.startAt }).where(eq(t.competitions.id, id));
    expect((await readiness()).map((f) => f.code)).toContain('datesInvalid');
    // A competition held between two morning hours has no evening slot of the schedule, and no opened slot.
    const morning = new Date(Date.parse(`${toMeccaString(row!.startAt).slice(0, 10)}T01:00:00+03:00`));
    await db().delete(t.appointmentSlots).where(eq(t.appointmentSlots.competitionId, id));
    await db().update(t.competitions).set({ startAt: morning, endAt: new Date(morning.getTime() + 3 * HOUR_MS) }).where(eq(t.competitions.id, id));
    expect(await readiness()).toEqual([
      { code: 'noAvailability', track: 'third', language: null },
      { code: 'noAvailability', track: 'fourth', language: null },
    ]);
    await db().update(t.competitions).set({ startAt: row!.startAt, endAt: row!.endAt }).where(eq(t.competitions.id, id));
    server.clock.now = new Date(row!.startAt.getTime() + HOUR_MS);
    expect(await readiness()).toEqual([{ code: 'startPassed', track: null, language: null }]);
    server.clock.now = new Date(now);
  });

  it('copies the configuration and never people', async () => {
    const people = [t.users, t.firstPathEntries, t.secondPathEntries, t.recordings, t.submissions, t.appointmentHolds, t.draws, t.drawEntries, t.winners, t.certificates, t.prizeRequests, t.notifications, t.fcmTokens, t.reviews, t.complaints] as const;
    const counts = async () => Promise.all(people.map(async (table) => (await db().select({ n: count() }).from(table))[0]!.n));
    const before = await counts();
    const [source] = await db().select().from(t.competitions).where(eq(t.competitions.kind, 'current'));
    // An opened slot and a closed one travel with the copy, moved by the distance between the starts.
    await db().insert(t.appointmentSlots).values([
      { competitionId: source!.id, track: 'third', startsAt: new Date(source!.startAt.getTime() + DAY_MS + 10 * HOUR_MS), capacity: 3, openedByOperator: true },
      { competitionId: source!.id, track: 'fourth', startsAt: new Date(source!.startAt.getTime() + 2 * DAY_MS + 11 * HOUR_MS), capacity: 0 },
    ]).onConflictDoNothing();
    const start = server.clock.now.getTime() + 300 * DAY_MS;
    const res = await call('POST', `/${source!.id}/copies`, { title: { ar: 'الدورة التالية', en: 'Next cycle' }, start_date: at(start), end_date: at(start + 13 * DAY_MS) });
    expect(res.statusCode, res.body).toBe(201);
    const copy = body(res).data[0];
    expect(copy).toMatchObject({ state: 'draft', title: { ar: 'الدورة التالية', en: 'Next cycle' }, quiz_time_limit_seconds: source!.quizTimeLimitSeconds });
    expect(await counts()).toEqual(before);
    const sourceTracks = await db().select().from(t.tracks).where(eq(t.tracks.competitionId, source!.id));
    const copyTracks = await db().select().from(t.tracks).where(eq(t.tracks.competitionId, copy.id));
    expect(copyTracks.map(({ slug, title, winnerCount, prizes }) => ({ slug, title, winnerCount, prizes }))).toEqual(sourceTracks.map(({ slug, title, winnerCount, prizes }) => ({ slug, title, winnerCount, prizes })));
    const sourceQuestions = await db().select().from(t.questions).where(eq(t.questions.competitionId, source!.id));
    const copyQuestions = await db().select().from(t.questions).where(eq(t.questions.competitionId, copy.id));
    expect(copyQuestions.map(({ text, options, correctIndex }) => ({ text, options, correctIndex }))).toEqual(sourceQuestions.map(({ text, options, correctIndex }) => ({ text, options, correctIndex })));
    expect(copyQuestions.every((q) => !sourceQuestions.some((s) => s.id === q.id))).toBe(true);
    const shift = start - source!.startAt.getTime();
    const copySlots = await db().select().from(t.appointmentSlots).where(eq(t.appointmentSlots.competitionId, copy.id));
    expect(copySlots.map((s) => [s.track, s.startsAt.getTime(), s.capacity])).toEqual(
      expect.arrayContaining([
        ['third', source!.startAt.getTime() + DAY_MS + 10 * HOUR_MS + shift, 3],
        ['fourth', source!.startAt.getTime() + 2 * DAY_MS + 11 * HOUR_MS + shift, 0],
      ]),
    );
    // Nothing of anyone's references the copy.
    for (const table of [t.firstPathEntries, t.secondPathEntries, t.recordings, t.submissions, t.draws, t.winners, t.certificates]) {
      expect((await db().select({ n: count() }).from(table).where(eq(table.competitionId, copy.id)))[0]!.n).toBe(0);
    }
    const copySlotIds = copySlots.map((s) => s.id);
    expect((await db().select({ n: count() }).from(t.appointmentHolds).where(inArray(t.appointmentHolds.slotId, copySlotIds)))[0]!.n).toBe(0);
  });

  it('locks questions from the start, with a clear message in both languages', async () => {
    const [running] = await db().select().from(t.competitions).where(eq(t.competitions.state, 'running'));
    const [question] = await db().select().from(t.questions).where(eq(t.questions.competitionId, running!.id)).limit(1);
    const edit = { text: { ar: 'سؤال معدّل', en: 'An edited question' } };
    const en = await call('PATCH', `/${running!.id}/questions/${question!.id}`, edit);
    expect(en.statusCode).toBe(409);
    expect(body(en).errors?.questions?.[0]).toBe('This competition has started: its questions, recitations and levels can no longer change');
    const ar = await call('PATCH', `/${running!.id}/questions/${question!.id}`, edit, 'ar');
    expect(body(ar).message).toBe('بدأت هذه المسابقة: لم يعد ممكنًا تغيير أسئلتها وتلاواتها ومستوياتها');
    expect((await db().select().from(t.questions).where(eq(t.questions.id, question!.id)))[0]!.text).toEqual(question!.text);

    // A draft's questions can change, until its start date comes, even before anyone takes the start step.
    const start = server.clock.now.getTime() + 400 * DAY_MS;
    const copy = body(await call('POST', `/${running!.id}/copies`, { title: { ar: 'د', en: 'D' }, start_date: at(start), end_date: at(start + 5 * DAY_MS) })).data[0];
    const [copied] = await db().select().from(t.questions).where(eq(t.questions.competitionId, copy.id)).limit(1);
    const ok = await call('PATCH', `/${copy.id}/questions/${copied!.id}`, { ...edit, correct_index: 3 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body(ok).data[0]).toMatchObject({ text: edit.text, correct_index: 3 });
    const [audit] = await db().select().from(t.auditLog).where(and(eq(t.auditLog.action, 'question.update'), eq(t.auditLog.subjectId, String(copied!.id))));
    expect(audit!.before).toMatchObject({ text: copied!.text });
    // A question of another competition is not this one's.
    expect((await call('PATCH', `/${copy.id}/questions/${question!.id}`, edit)).statusCode).toBe(404);
    const saved = server.clock.now;
    server.clock.now = new Date(start + HOUR_MS);
    expect((await call('PATCH', `/${copy.id}/questions/${copied!.id}`, edit)).statusCode).toBe(409);
    server.clock.now = saved;
  });

  it('moves dates only forward once published, only with a reason, audited before and after', async () => {
    const start = server.clock.now.getTime() + 500 * DAY_MS;
    const [source] = await db().select().from(t.competitions).where(eq(t.competitions.state, 'archived')).limit(1);
    const draft = body(await call('POST', `/${source!.id}/copies`, { title: { ar: 'هـ', en: 'E' }, start_date: at(start), end_date: at(start + 10 * DAY_MS) })).data[0];
    const noReason = await call('PATCH', `/${draft.id}`, { end_date: at(start + 12 * DAY_MS) });
    expect(noReason.statusCode).toBe(422);
    expect(body(noReason).errors?.reason?.[0]).toMatch(/Say why/);
    // A draft nobody has seen: its dates may move either way (with a reason).
    expect((await call('PATCH', `/${draft.id}`, { start_date: at(start - DAY_MS), reason: 'Earlier, before publishing' })).statusCode).toBe(200);
    // Titles need no reason.
    expect(body(await call('PATCH', `/${draft.id}`, { title: { ar: 'هـ ١', en: 'E 1' } })).data[0].title).toEqual({ ar: 'هـ ١', en: 'E 1' });
    // Once published, back is refused, forward is kept with its reason.
    await db().update(t.competitions).set({ state: 'archived' }).where(inArray(t.competitions.state, ['published']));
    expect(body(await call('POST', `/${draft.id}/steps/publish`)).data[0].state).toBe('published');
    const back = await call('PATCH', `/${draft.id}`, { end_date: at(start + 5 * DAY_MS), reason: 'shorter' });
    expect(back.statusCode).toBe(409);
    expect(body(back).errors?.end_date?.[0]).toMatch(/only move later/);
    const endBeforeStart = await call('PATCH', `/${draft.id}`, { start_date: at(start + 20 * DAY_MS), reason: 'later' });
    expect(endBeforeStart.statusCode).toBe(422);
    const forward = await call('PATCH', `/${draft.id}`, { start_date: at(start + DAY_MS), end_date: at(start + 14 * DAY_MS), reason: 'The hall is booked that week' });
    expect(forward.statusCode, forward.body).toBe(200);
    const [audit] = await db().select().from(t.auditLog).where(and(eq(t.auditLog.action, 'competition.dates'), eq(t.auditLog.subjectId, String(draft.id)))).orderBy(t.auditLog.id);
    const entries = await db().select().from(t.auditLog).where(and(eq(t.auditLog.action, 'competition.dates'), eq(t.auditLog.subjectId, String(draft.id)))).orderBy(t.auditLog.id);
    expect(audit).toBeDefined();
    expect(entries.at(-1)!.before).toMatchObject({ start_date: at(start - DAY_MS), end_date: at(start + 10 * DAY_MS) });
    expect(entries.at(-1)!.after).toMatchObject({ start_date: at(start + DAY_MS), end_date: at(start + 14 * DAY_MS), reason: 'The hall is booked that week' });
    // Once started, the start no longer moves (the end still may, later).
    server.clock.now = new Date(start + 2 * DAY_MS);
    expect(body(await call('PATCH', `/${draft.id}`, { start_date: at(start + 3 * DAY_MS), reason: 'x' })).errors?.start_date?.[0]).toMatch(/has started/);
    expect((await call('PATCH', `/${draft.id}`, { end_date: at(start + 15 * DAY_MS), reason: 'one more day' })).statusCode).toBe(200);
    // An archived competition never changes.
    expect((await call('PATCH', `/${source!.id}`, { title: { ar: 'س', en: 'S' } })).statusCode).toBe(409);
  });
});
