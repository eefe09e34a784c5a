// A competition's own second-track recitations and third/fourth-track levels (issue 29 point 5): the migration's
// backfill, every contestant reader per competition, the console's editors (validation, ids kept, audit before and
// after), the locks from the start, the readiness rules and the copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { memorisationLevels, recitations as demoRecitations } from '../../server/db/seedContent.ts';
import { DAY_MS, toMeccaString } from '../../src/domain/meccaTime.ts';
import { bearer, body, demo, engines, login, startTestServer, type TestServer } from './harness.ts';

const admin = { email: 'admin@example.com', password: 'Admin#2026-demo' };
const migration = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../server/db/migrations/0028_competition_recitations_levels.sql');

type OperatorRecitation = { id: number; position: number; surah_number: number; from_ayah: number; to_ayah: number; title: t.Localized; surah: t.Localized };
type OperatorLevel = { id: number; track: 'third' | 'fourth'; position: number; title: t.Localized; description: t.Localized };

describe.each(engines)('recitations and levels per competition on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let contestant: string;
  const db = () => server.database.db;
  const at = (ms: number) => toMeccaString(new Date(ms));
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, lang = 'en') =>
    server.request({ method, url: `/api/v1/operator/competitions${url}`, headers: { ...bearer(token), 'accept-language': lang }, ...(payload ? { payload } : {}) });
  const site = (url: string, lang = 'en') => server.request({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(contestant), 'accept-language': lang } });
  const running = async () => (await db().select().from(t.competitions).where(eq(t.competitions.state, 'running')))[0]!;
  /** A new draft copied from the running competition, starting `days` from now. */
  const draft = async (days: number) => {
    const start = server.clock.now.getTime() + days * DAY_MS;
    const res = await call('POST', `/${(await running()).id}/copies`, { title: { ar: 'دورة', en: 'Cycle' }, start_date: at(start), end_date: at(start + 13 * DAY_MS) });
    expect(res.statusCode, res.body).toBe(201);
    return body(res).data[0] as { id: number };
  };
  const recitationsOf = async (id: number) => body(await call('GET', `/${id}/recitations`)).data[0] as OperatorRecitation[];
  const levelsOf = async (id: number) => body(await call('GET', `/${id}/levels`)).data[0] as OperatorLevel[];
  const asInput = (r: OperatorRecitation): { id?: number; surah_number: number; from_ayah: number; to_ayah: number; title: t.Localized } => ({ id: r.id, surah_number: r.surah_number, from_ayah: r.from_ayah, to_ayah: r.to_ayah, title: r.title });

  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running', overrides: { cacheTtlMs: 0 } });
    token = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: admin })).data.token as string;
    contestant = await login(server, demo.newcomer);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it("backfills every existing competition with today's lists, ids included, as the demo seed writes them", async () => {
    const read = async () => ({
      recitations: await db().select().from(t.competitionRecitations).orderBy(asc(t.competitionRecitations.competitionId), asc(t.competitionRecitations.position)),
      levels: await db().select().from(t.competitionLevels).orderBy(asc(t.competitionLevels.competitionId), asc(t.competitionLevels.id)),
    });
    const seeded = await read();
    const competitions = await db().select({ id: t.competitions.id }).from(t.competitions);
    expect(competitions.length).toBeGreaterThan(2);
    for (const { id } of competitions) {
      const mine = seeded.recitations.filter((r) => r.competitionId === id);
      expect(mine.map((r) => [r.id, r.surahNumber, r.fromAyah, r.toAyah, r.title])).toEqual(demoRecitations.map((r) => [r.id, r.surahNumber, r.fromAyah, r.toAyah, r.title]));
      const levels = seeded.levels.filter((l) => l.competitionId === id);
      expect(levels.map((l) => [l.id, l.track, l.title, l.description])).toEqual(
        (['third', 'fourth'] as const).flatMap((track) => memorisationLevels[track].map((l) => [l.id, track, l.title, l.description])),
      );
    }
    // The migration's own statements, run on a database whose competitions have no lists, write exactly the same rows.
    await db().delete(t.competitionRecitations);
    await db().delete(t.competitionLevels);
    const inserts = readFileSync(migration, 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.startsWith('INSERT'));
    expect(inserts).toHaveLength(2);
    for (const statement of inserts) await db().execute(sql.raw(statement));
    expect(await read()).toEqual(seeded);
  });

  it("books every demo request on a level of its own track: the console's cards name the level, never its bare number", async () => {
    const requests = await db().select().from(t.submissions);
    const levels = await db().select().from(t.competitionLevels);
    expect(requests.length).toBeGreaterThan(10);
    const strays = requests.filter((r) => !levels.some((l) => l.competitionId === r.competitionId && l.track === r.track && l.id === r.levelId));
    expect(strays.map((r) => `${r.track} track request ${r.id}: level ${r.levelId}`)).toEqual([]);
    const cards = body(await server.request({ method: 'GET', url: '/api/v1/operator/requests', headers: { ...bearer(token), 'accept-language': 'ar' } })).data[0] as { level_id: number; level_title: string }[];
    expect(cards.length).toBeGreaterThan(10);
    expect(cards.filter((c) => /^[0-9]+$/.test(c.level_title))).toEqual([]);
  });

  it("reads the active competition's own lists on the contestant's pages, the booking and the track summary", async () => {
    const current = await running();
    const list = body(await site('/competition/second-paths/recitations')).data[0];
    expect(list.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(list[0]).toMatchObject({ title: 'Al-Fatiha', surah: 'Al-Fatihah', surah_number: 1, from_ayah: 1, to_ayah: 7, is_fatihah: true, order: 1 });
    expect(body(await site('/competition/second-paths/recitations', 'ar')).data[0][1]).toMatchObject({ title: 'سورة الملك ١–٥', surah: 'الملك', is_fatihah: false, order: 2 });

    // A change of this competition's rows (the console refuses it after the start; the database does not) shows at once.
    const where = and(eq(t.competitionRecitations.competitionId, current.id), eq(t.competitionRecitations.id, 2));
    await db().update(t.competitionRecitations).set({ title: { ar: 'سورة الملك ١–٤', en: 'Al-Mulk 1–4' }, toAyah: 4 }).where(where);
    expect(body(await site('/competition/second-paths/recitations')).data[0][1]).toMatchObject({ id: 2, title: 'Al-Mulk 1–4', to_ayah: 4 });
    await db().update(t.competitionRecitations).set({ title: { ar: 'سورة الملك ١–٥', en: 'Al-Mulk 1–5' }, toAyah: 5 }).where(where);

    // Another competition's lists are not this one's: a draft's edits never reach the site.
    const other = await draft(120);
    const changed = (await recitationsOf(other.id)).map(asInput);
    changed[1] = { ...changed[1]!, title: { ar: 'تلاوة أخرى', en: 'Another recitation' } };
    expect((await call('PUT', `/${other.id}/recitations`, { recitations: changed })).statusCode).toBe(200);
    expect(body(await site('/competition/second-paths/recitations')).data[0][1].title).toBe('Al-Mulk 1–5');

    const levels = body(await site('/competition/fourth-paths/levels')).data[0];
    expect(levels).toEqual([
      { id: 5, title: "All of Juz' Amma", description: "Juz' Amma from An-Naba' to An-Nas" },
      { id: 6, title: "Half of Juz' Amma", description: "From Al-A'la to An-Nas, for contestants under twelve" },
    ]);
    await db().update(t.competitionLevels).set({ title: { ar: 'المستوى الأول', en: 'Level one' } }).where(and(eq(t.competitionLevels.competitionId, current.id), eq(t.competitionLevels.id, 1)));
    expect(body(await site('/competition/third-paths/levels')).data[0][0]).toMatchObject({ id: 1, title: 'Level one' });
    await db().update(t.competitionLevels).set({ title: memorisationLevels.third[0]!.title }).where(and(eq(t.competitionLevels.competitionId, current.id), eq(t.competitionLevels.id, 1)));

    // A level another track or no competition has is refused when booking (422 under level_id).
    const res = await server.request({
      method: 'POST',
      url: '/api/v1/competition/fourth-paths',
      headers: bearer(contestant),
      payload: { level_id: 1, slot_id: 1, details: { national_id_type: 'national_id', id_number: '1012345678', id_name: 'Maryam Ali', nationality: 'SA', birth_date: '2001-01-01', gender: 'female', country: 'SA', phone: '966500000000' } },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(body(res).errors?.level_id).toBeDefined();
  });

  it('saves a draft\'s recitations whole: edited, reordered, added and removed, ids kept, audited before and after', async () => {
    const copy = await draft(150);
    const before = await recitationsOf(copy.id);
    expect(before.map((r) => r.surah.en)).toEqual(['Al-Fatihah', 'Al-Mulk', 'Ar-Rahman', 'Ya-Sin', 'Al-Kahf']);
    const [fatiha, mulk, rahman, yasin] = before.map(asInput);
    const next = [fatiha!, yasin!, { ...mulk!, to_ayah: 10, title: { ar: ' سورة الملك ١–١٠ ', en: 'Al-Mulk 1–10' } }, rahman!, { surah_number: 112, from_ayah: 1, to_ayah: 4, title: { ar: 'سورة الإخلاص', en: 'Al-Ikhlas' } }];
    const res = await call('PUT', `/${copy.id}/recitations`, { recitations: next });
    expect(res.statusCode, res.body).toBe(200);
    const saved = body(res).data[0] as OperatorRecitation[];
    expect(saved.map((r) => [r.id, r.position, r.surah_number, r.to_ayah])).toEqual([
      [1, 0, 1, 7],
      [4, 1, 36, 12],
      [2, 2, 67, 10],
      [3, 3, 55, 13],
      [6, 4, 112, 4],
    ]);
    expect(saved[2]!.title.ar).toBe('سورة الملك ١–١٠');
    expect(saved[4]!.surah).toEqual({ ar: 'الإخلاص', en: 'Al-Ikhlas' });
    expect(await recitationsOf(copy.id)).toEqual(saved);
    const [audit] = await db().select().from(t.auditLog).where(and(eq(t.auditLog.action, 'recitations.update'), eq(t.auditLog.subjectId, String(copy.id))));
    expect(audit!.subjectType).toBe('secondTrackRecitations');
    expect((audit!.before as { recitations: { id: number }[] }).recitations.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(audit!.after).toMatchObject({ count: 5, recitations: [{ id: 1 }, { id: 4 }, { id: 2, to_ayah: 10 }, { id: 3 }, { id: 6, surah_number: 112 }] });
    expect(await readinessCodes(copy.id)).toEqual([]);
  });

  it('refuses a verse range the Quran text does not have, an unknown id and a sixth recitation, saving nothing', async () => {
    const copy = await draft(160);
    const list = (await recitationsOf(copy.id)).map(asInput);
    const refused = async (recitations: unknown[], field: string, message: RegExp, lang = 'en') => {
      const res = await call('PUT', `/${copy.id}/recitations`, { recitations }, lang);
      expect(res.statusCode, res.body).toBe(422);
      expect(body(res).errors?.[field]?.[0]).toMatch(message);
    };
    await refused([list[0], { ...list[1]!, to_ayah: 31 }], 'recitations.1.to_ayah', /last verse/);
    await refused([list[0], { ...list[1]!, from_ayah: 6, to_ayah: 5 }], 'recitations.1.to_ayah', /not before the first/);
    await refused([{ ...list[0]!, from_ayah: 8, to_ayah: 8 }], 'recitations.0.from_ayah', /الآية/, 'ar');
    await refused([list[0], { ...list[1]!, id: 99 }], 'recitations.1.id', /no longer in the list/);
    await refused([list[0], { ...list[1]!, id: list[0]!.id }], 'recitations.1.id', /no longer in the list/);
    const six = await call('PUT', `/${copy.id}/recitations`, { recitations: [...list, { surah_number: 112, from_ayah: 1, to_ayah: 4, title: { ar: 'س', en: 'S' } }] });
    expect(six.statusCode).toBe(422);
    expect(await recitationsOf(copy.id)).toEqual(expect.arrayContaining(list.map((r) => expect.objectContaining(r))));
    expect((await recitationsOf(copy.id)).length).toBe(5);
    expect((await call('GET', '/999999/recitations')).statusCode).toBe(404);
  });

  it("saves one track's levels whole, numbering new ones apart from both tracks, audited; readiness names what is missing", async () => {
    const copy = await draft(170);
    const levels = await levelsOf(copy.id);
    expect(levels.map((l) => [l.id, l.track, l.position])).toEqual([
      [1, 'third', 0],
      [2, 'third', 1],
      [3, 'third', 2],
      [4, 'third', 3],
      [5, 'fourth', 0],
      [6, 'fourth', 1],
    ]);
    const fourth = levels.filter((l) => l.track === 'fourth').map(({ id, title, description }) => ({ id, title, description }));
    const res = await call('PUT', `/${copy.id}/levels/fourth`, {
      levels: [{ title: { ar: 'ربع جزء عمّ', en: "A quarter of Juz' Amma" }, description: { ar: 'من سورة الفجر إلى سورة الناس', en: '' } }, fourth[1], fourth[0]],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = body(res).data[0] as OperatorLevel[];
    expect(saved.filter((l) => l.track === 'fourth').map((l) => [l.id, l.position])).toEqual([
      [7, 0],
      [6, 1],
      [5, 2],
    ]);
    expect(saved.filter((l) => l.track === 'third')).toEqual(levels.filter((l) => l.track === 'third'));
    const [audit] = await db().select().from(t.auditLog).where(and(eq(t.auditLog.action, 'levels.update'), eq(t.auditLog.subjectId, String(copy.id))));
    expect(audit).toMatchObject({ subjectType: 'fourthTrackLevels', before: { levels: [{ id: 5 }, { id: 6 }] }, after: { count: 3, levels: [{ id: 7 }, { id: 6 }, { id: 5 }] } });
    expect(await readiness(copy.id)).toEqual([{ code: 'levelIncomplete', track: 'fourth', language: 'en' }]);

    expect((await call('PUT', `/${copy.id}/levels/third`, { levels: [] })).statusCode).toBe(200);
    expect(await readinessCodes(copy.id)).toEqual(['noLevels', 'levelIncomplete']);
    const recitations = (await recitationsOf(copy.id)).map(asInput);
    recitations[0] = { ...recitations[0]!, title: { ar: '', en: 'Al-Fatiha' } };
    expect((await call('PUT', `/${copy.id}/recitations`, { recitations: recitations.slice(0, 4) })).statusCode).toBe(200);
    expect(await readiness(copy.id)).toEqual([
      { code: 'fewRecitations', track: 'second', language: null },
      { code: 'recitationTitleMissing', track: 'second', language: 'ar' },
      { code: 'noLevels', track: 'third', language: null },
      { code: 'levelIncomplete', track: 'fourth', language: 'en' },
    ]);
    // Publishing is refused, naming each in the operator's language.
    const publish = await call('POST', `/${copy.id}/steps/publish`, undefined, 'ar');
    expect(publish.statusCode).toBe(409);
    expect(body(publish).errors?.readiness).toEqual(expect.arrayContaining(['المسار الثاني: بعض التلاوات بلا عنوان باللغة العربية', 'المسار الرابع: بعض المستويات ينقصها عنوانها أو وصفها باللغة الإنجليزية']));
  });

  it('locks both lists from the start with a clear 409 in both languages, changing nothing', async () => {
    const current = await running();
    const list = (await recitationsOf(current.id)).map(asInput);
    const en = await call('PUT', `/${current.id}/recitations`, { recitations: list.slice(0, 4) });
    expect(en.statusCode).toBe(409);
    expect(body(en).errors?.recitations?.[0]).toBe('This competition has started: its questions, recitations and levels can no longer change');
    const ar = await call('PUT', `/${current.id}/levels/third`, { levels: [] }, 'ar');
    expect(ar.statusCode).toBe(409);
    expect(body(ar).errors?.levels?.[0]).toBe('بدأت هذه المسابقة: لم يعد ممكنًا تغيير أسئلتها وتلاواتها ومستوياتها');
    expect((await recitationsOf(current.id)).length).toBe(5);
    expect((await levelsOf(current.id)).length).toBe(6);
    // A draft locks when its start date comes, before anyone takes the start step.
    const copy = await draft(180);
    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 181 * DAY_MS);
    token = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: admin })).data.token as string;
    expect((await call('PUT', `/${copy.id}/levels/fourth`, { levels: [] })).statusCode).toBe(409);
    server.clock.now = saved;
    token = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: admin })).data.token as string;
  });

  it('copies the lists with a competition, apart from the source', async () => {
    const source = await draft(190);
    const mine = (await recitationsOf(source.id)).map(asInput);
    mine[4] = { surah_number: 114, from_ayah: 1, to_ayah: 6, title: { ar: 'سورة الناس', en: 'An-Nas' } };
    expect((await call('PUT', `/${source.id}/recitations`, { recitations: mine })).statusCode).toBe(200);
    expect((await call('PUT', `/${source.id}/levels/third`, { levels: [{ title: { ar: 'جزء واحد', en: "One juz'" }, description: { ar: 'حفظ جزء', en: "One juz' by heart" } }] })).statusCode).toBe(200);
    const start = server.clock.now.getTime() + 250 * DAY_MS;
    const copy = body(await call('POST', `/${source.id}/copies`, { title: { ar: 'نسخة', en: 'Copy' }, start_date: at(start), end_date: at(start + 5 * DAY_MS) })).data[0] as { id: number };
    expect(await recitationsOf(copy.id)).toEqual(await recitationsOf(source.id));
    expect(await levelsOf(copy.id)).toEqual(await levelsOf(source.id));
    expect((await call('PUT', `/${copy.id}/levels/fourth`, { levels: [] })).statusCode).toBe(200);
    expect((await levelsOf(source.id)).filter((l) => l.track === 'fourth')).toHaveLength(2);
  });

  it('is the administrator\'s alone', async () => {
    const reviewer = body(await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: 'reviewer1@example.com', password: 'Reviewer1#2026' } })).data.token as string;
    const current = await running();
    for (const [method, url] of [
      ['GET', `/${current.id}/recitations`],
      ['GET', `/${current.id}/levels`],
      ['PUT', `/${current.id}/recitations`],
      ['PUT', `/${current.id}/levels/third`],
    ] as const) {
      const res = await server.request({ method, url: `/api/v1/operator/competitions${url}`, headers: bearer(reviewer), ...(method === 'PUT' ? { payload: url.endsWith('recitations') ? { recitations: [] } : { levels: [] } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  async function readiness(id: number) {
    return body(await call('GET', `/${id}/readiness`)).data[0] as { code: string; track: string | null; language: string | null }[];
  }
  async function readinessCodes(id: number) {
    return (await readiness(id)).map((f) => f.code);
  }
});
