// The console's Tracks editor (issue 29 point 5): each track's texts, its winner count and the prize of each place, the
// fifth track's attempts allowed; validation in both languages, the administrator alone, audited before and after, the
// locks at the start and at the draw, the copy, and the site and the fifth track reading what was saved.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { announceDraw } from '../../server/draw/index.ts';
import { secretCommitment } from '../../src/domain/draw/fairDraw.ts';
import { DAY_MS, toMeccaString } from '../../src/domain/meccaTime.ts';
import { derivedAudio } from '../fixtures/audio/derive.ts';
import { bearer, body, demo, engines, login, multipart, startTestServer, type TestServer } from './harness.ts';

const url = '/api/v1/operator/competitions';
const texts = (ar: string, en: string) => ({ ar, en });

describe.each(engines)('the Tracks editor on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  const signIn = async (email: string, password: string) =>
    body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email, password } })).data.token as string;
  const get = (id: number, token = admin) => server.request({ method: 'GET', url: `${url}/${id}/tracks`, headers: bearer(token) });
  const put = (id: number, track: string, payload: object, lang = 'en', token = admin) =>
    server.request({ method: 'PUT', url: `${url}/${id}/tracks/${track}`, headers: { ...bearer(token), 'accept-language': lang }, payload });
  const db = () => server.database.db;
  const competitionOf = async (state: t.CompetitionState) => (await db().select().from(t.competitions).where(eq(t.competitions.state, state)))[0]!;
  const fifthOf = (id: number) => ({
    title: texts(' المسار الخامس ', 'Fifth track'),
    subtitle: texts('تلاوة الفاتحة', 'Reciting Al-Fatiha'),
    description: texts('سجّل سورة الفاتحة بصوتك', 'Record Al-Fatiha in your own voice'),
    winner_count: 3,
    prizes: [3000, 2000, 1000],
    attempts_allowed: 2,
    id,
  });
  const payloadOf = ({ id: _id, ...rest }: ReturnType<typeof fifthOf>) => rest;

  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { cacheTtlMs: 0 } });
    admin = await signIn('admin@example.com', 'Admin#2026-demo');
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it("reads the demo's five tracks with the prize of each place (the one amount of before, for every place)", async () => {
    const current = await competitionOf('running');
    const res = await get(current.id);
    expect(res.statusCode, res.body).toBe(200);
    const content = body(res).data[0];
    expect(content).toMatchObject({ competition_id: current.id, started: true, archived: false, attempts_allowed: 3 });
    expect(content.tracks.map((track: { track: string }) => track.track)).toEqual(['first', 'second', 'third', 'fourth', 'fifth']);
    const first = content.tracks[0];
    expect(first.prizes).toHaveLength(first.winner_count);
    expect(new Set(first.prizes)).toEqual(new Set([1000]));
    // The site shows what it showed: the same amount on the home page, every place's amount beside it.
    const site = body(await server.request({ method: 'GET', url: '/api/v1/competitions', headers: { 'accept-language': 'en' } })).data;
    expect(site.paths.first[0]).toMatchObject({ winner_count: first.winner_count, prize: 1000 });
    expect(site.paths.fifth[0].attempts_allowed).toBe(3);
    expect((await get(999_999)).statusCode).toBe(404);
  });

  it("saves a draft's track, trimmed, and writes who, before and after in the audit log", async () => {
    const draft = await competitionOf('draft');
    const res = await put(draft.id, 'fifth', payloadOf(fifthOf(draft.id)));
    expect(res.statusCode, res.body).toBe(200);
    const saved = body(res).data[0];
    expect(saved.attempts_allowed).toBe(2);
    expect(saved.tracks.find((track: { track: string }) => track.track === 'fifth')).toMatchObject({ title: { ar: 'المسار الخامس', en: 'Fifth track' }, winner_count: 3, prizes: [3000, 2000, 1000], draw_started: false });
    const [row] = await db().select().from(t.auditLog).where(eq(t.auditLog.subjectId, `${draft.id}/fifth`)).orderBy(desc(t.auditLog.id));
    expect(row).toMatchObject({ action: 'competition.track.update', subjectType: 'competitionTrack' });
    expect(row!.before).toMatchObject({ track: 'fifth', attempts_allowed: 3 });
    expect(row!.after).toMatchObject({ track: 'fifth', winner_count: 3, prizes: [3000, 2000, 1000], attempts_allowed: 2, title: { ar: 'المسار الخامس' } });
    const [operator] = await db().select().from(t.operators).where(eq(t.operators.email, 'admin@example.com'));
    expect(row!.operatorId).toBe(operator!.id);
    // Readiness follows: a place without its prize is a finding; giving it one clears it.
    const unpaid = await put(draft.id, 'fifth', { ...payloadOf(fifthOf(draft.id)), prizes: [3000, 0, 1000] });
    expect(unpaid.statusCode).toBe(200);
    const findings = body(await server.request({ method: 'GET', url: `${url}/${draft.id}/readiness`, headers: bearer(admin) })).data[0];
    expect(findings).toContainEqual({ code: 'noPrize', track: 'fifth', language: null });
    await put(draft.id, 'fifth', payloadOf(fifthOf(draft.id)));
    const after = body(await server.request({ method: 'GET', url: `${url}/${draft.id}/readiness`, headers: bearer(admin) })).data[0];
    expect(after.filter((f: { track: string | null }) => f.track === 'fifth')).toEqual([]);
  });

  it('refuses what does not add up, under its field, in both languages, and saves nothing', async () => {
    const draft = await competitionOf('draft');
    const before = body(await get(draft.id)).data[0];
    const short = await put(draft.id, 'fifth', { ...payloadOf(fifthOf(draft.id)), prizes: [3000, 2000] });
    expect(short.statusCode).toBe(422);
    expect(body(short).errors?.prizes?.[0]).toMatch(/one prize for each place/);
    const shortAr = await put(draft.id, 'fifth', { ...payloadOf(fifthOf(draft.id)), prizes: [3000, 2000] }, 'ar');
    expect(body(shortAr).errors?.prizes?.[0]).toMatch(/جائزة لكل مركز/);
    const { attempts_allowed: _a, ...withoutAttempts } = payloadOf(fifthOf(draft.id));
    const attempts = await put(draft.id, 'second', { ...withoutAttempts, attempts_allowed: 2 });
    expect(attempts.statusCode).toBe(422);
    expect(body(attempts).errors?.attempts_allowed?.[0]).toMatch(/Only the fifth track/);
    for (const bad of [{ attempts_allowed: 0 }, { attempts_allowed: 11 }, { winner_count: -1, prizes: [] }, { prizes: [1, -5, 1] }, { title: { ar: 'x' } }]) {
      const res = await put(draft.id, 'fifth', { ...payloadOf(fifthOf(draft.id)), ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(body(res).errors, JSON.stringify(bad)).toBeDefined();
    }
    expect((await put(draft.id, 'sixth', payloadOf(fifthOf(draft.id)))).statusCode).toBeLessThan(500);
    expect(body(await get(draft.id)).data[0]).toEqual(before);
  });

  it("is the administrator's alone", async () => {
    const draft = await competitionOf('draft');
    const operator = await signIn('operator@example.com', 'Operator#2026');
    expect((await get(draft.id, operator)).statusCode).toBe(403);
    expect((await put(draft.id, 'fifth', payloadOf(fifthOf(draft.id)), 'en', operator)).statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: `${url}/${draft.id}/tracks` })).statusCode).toBe(401);
  });

  it('locks the winner counts and the attempts at the start, and a track’s winners and prizes once its draw has started; texts stay editable', async () => {
    const current = await competitionOf('running');
    const content = body(await get(current.id)).data[0];
    const second = content.tracks.find((track: { track: string }) => track.track === 'second');
    const same = { title: second.title, subtitle: second.subtitle, description: second.description, winner_count: second.winner_count, prizes: second.prizes };
    const retitled = await put(current.id, 'second', { ...same, subtitle: { ...second.subtitle, en: 'Five recitations, corrected' } });
    expect(retitled.statusCode, retitled.body).toBe(200);
    const more = await put(current.id, 'second', { ...same, winner_count: second.winner_count + 1, prizes: [...second.prizes, 100] });
    expect(more.statusCode).toBe(409);
    expect(body(more).errors?.winner_count?.[0]).toMatch(/number of winners can no longer change/);
    const fifth = content.tracks.find((track: { track: string }) => track.track === 'fifth');
    const fifthSame = { title: fifth.title, subtitle: fifth.subtitle, description: fifth.description, winner_count: fifth.winner_count, prizes: fifth.prizes };
    const attempts = await put(current.id, 'fifth', { ...fifthSame, attempts_allowed: 5 }, 'ar');
    expect(attempts.statusCode).toBe(409);
    expect(body(attempts).errors?.attempts_allowed?.[0]).toMatch(/عدد المحاولات/);
    // Prizes may still be decided until the track's draw starts…
    const raised = await put(current.id, 'second', { ...same, prizes: second.prizes.map((p: number, i: number) => (i === 0 ? p + 500 : p)) });
    expect(raised.statusCode, raised.body).toBe(200);
    // …and not after.
    await announceDraw(db(), { competitionId: current.id, track: 'second', source: { kind: 'operatorSecret', commitment: secretCommitment('s3cret') }, now: server.clock.now });
    const drawn = body(await get(current.id)).data[0].tracks.find((track: { track: string }) => track.track === 'second');
    expect(drawn.draw_started).toBe(true);
    const lowered = await put(current.id, 'second', { ...same, prizes: second.prizes.map(() => 1) });
    expect(lowered.statusCode).toBe(409);
    expect(body(lowered).errors?.prizes?.[0]).toMatch(/draw of this track has started/);
    expect((await put(current.id, 'second', { ...same, prizes: drawn.prizes, title: { ...second.title, ar: 'المسار الثاني' } })).statusCode).toBe(200);
  });

  it('refuses every change to an archived competition', async () => {
    const archived = await competitionOf('archived');
    const track = body(await get(archived.id)).data[0].tracks[0];
    const res = await put(archived.id, track.track, { title: track.title, subtitle: track.subtitle, description: track.description, winner_count: track.winner_count, prizes: track.prizes });
    expect(res.statusCode).toBe(409);
    expect(body(res).errors?.competition).toHaveLength(1);
  });

  it('copies every place’s prize and the attempts allowed into a new cycle', async () => {
    const draft = await competitionOf('draft');
    await put(draft.id, 'fifth', payloadOf(fifthOf(draft.id)));
    const start = server.clock.now.getTime() + 400 * DAY_MS;
    const res = await server.request({
      method: 'POST',
      url: `${url}/${draft.id}/copies`,
      headers: bearer(admin),
      payload: { title: texts('نسخة', 'Copy'), start_date: toMeccaString(new Date(start)), end_date: toMeccaString(new Date(start + 10 * DAY_MS)) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = body(await get(body(res).data[0].id)).data[0];
    const source = body(await get(draft.id)).data[0];
    expect(copy.attempts_allowed).toBe(2);
    expect(copy.tracks.map(({ track, winner_count, prizes }: { track: string; winner_count: number; prizes: number[] }) => ({ track, winner_count, prizes }))).toEqual(
      source.tracks.map(({ track, winner_count, prizes }: { track: string; winner_count: number; prizes: number[] }) => ({ track, winner_count, prizes })),
    );
    expect(copy.tracks.every((track: { draw_started: boolean }) => !track.draw_started)).toBe(true);
  });

  it("the fifth track counts a contestant's attempts against the competition's own number", async () => {
    const current = await competitionOf('running');
    await db().update(t.competitions).set({ fifthAttemptsAllowed: 1 }).where(eq(t.competitions.id, current.id));
    const token = await login(server, demo.newcomer);
    const listed = (await server.request({ method: 'GET', url: '/api/v1/competition/fifth-paths', headers: bearer(token) })).json() as { attempts_allowed: number };
    expect(listed.attempts_allowed).toBe(1);
    const { webm } = await derivedAudio();
    const send = () => {
      const form = multipart({}, { field: 'audio', name: 'fatiha.webm', type: 'audio/webm', content: webm });
      return server.request({ method: 'POST', url: '/api/v1/competition/fifth-paths', headers: { ...bearer(token), ...form.headers, 'accept-language': 'en' }, payload: form.payload });
    };
    expect((await send()).statusCode).toBe(201);
    const second = await send();
    expect(second.statusCode).toBe(409);
    expect(body(second).message).toBe('You have used your one attempt');
    const summary = body(await server.request({ method: 'GET', url: '/api/v1/competition/my-tracks', headers: bearer(token) })).data[0];
    expect(summary.find((s: { track: string }) => s.track === 'fifth').attempts_allowed).toBe(1);
    const rows = await db().select().from(t.recordings).where(and(eq(t.recordings.competitionId, current.id), eq(t.recordings.track, 'fifth')));
    expect(rows.filter((r) => r.fileName !== null && !r.fileName.startsWith('demo-'))).toHaveLength(1);
    await db().update(t.competitions).set({ fifthAttemptsAllowed: 3 }).where(eq(t.competitions.id, current.id));
  }, 120_000);
});
