// The console's contestants (issue 30, points 1 and 6): one list across tracks, searched (Arabic marks and hamza forms
// ignored, Eastern digits read as Western, a whole pseudonym), filtered by competition, track, that track's status and
// winners, paged on the server; a contestant's profile and one timeline across tracks, newest first; and the CSV
// exports: a byte-order mark, formulas neutralised, personal columns masked per role, streamed in batches (100,000 rows
// with the server's memory bounded), each audited.
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { maskIdNumber } from '../../src/domain/iban.ts';
import { contestantCondition, searchKey } from '../../server/operators/contestantFilter.ts';
import { BOM, csvCell } from '../../server/operators/csv.ts';
import { exportWords } from '../../server/operators/exportWords.ts';
import consoleAr from '../../src/operator/i18n/ar.json';
import consoleEn from '../../src/operator/i18n/en.json';
import { bearer, body, engines, startTestServer, type TestServer } from './harness.ts';

type Summary = { id: number; name: string; email: string; phone: string | null; tracks: { track: string; competition_id: number; status: string }[] };
type Event = { kind: string; at: string; track: string | null; status: string | null; audio_url: string | null; score: number | null; text: string | null };

const accounts = {
  operator: { email: 'operator@example.com', password: 'Operator#2026' },
  admin: { email: 'admin@example.com', password: 'Admin#2026-demo' },
  reviewer: { email: 'reviewer1@example.com', password: 'Reviewer1#2026' },
  finance: { email: 'finance1@example.com', password: 'Finance1#2026' },
};

describe('the filter and the CSV cells', () => {
  it("writes a file's values in the console's own words, each table whole, in both languages", () => {
    const console_ = { ar: consoleAr, en: consoleEn };
    for (const lang of ['ar', 'en'] as const) {
      const words = console_[lang];
      const tables = {
        trackName: words.contestants.trackName,
        statusName: words.contestants.statusName,
        gender: words.contestants.gender,
        idType: words.contestants.idType,
        prizeStatus: words.prizes.status,
      };
      for (const [name, table] of Object.entries(tables)) {
        const ours = Object.fromEntries(Object.entries(exportWords[name as keyof typeof tables]).map(([key, word]) => [key, word[lang]]));
        expect(ours, `${name} in ${lang}`).toEqual(table);
      }
      expect([exportWords.yes[lang], exportWords.no[lang]]).toEqual([words.contestants.yes, words.contestants.no]);
    }
  });

  it('folds Arabic marks, hamza and alef forms, taa marbuta and Eastern digits as users.search_text does', () => {
    expect(searchKey('  أَحْمَد ')).toBe('احمد');
    expect(searchKey('فاطمة')).toBe('فاطمه');
    expect(searchKey('٠٥٥١٢')).toBe('05512');
    expect(searchKey('Ahmad@Example.COM')).toBe('ahmad@example.com');
  });
  it('neutralises formulas and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+966500000000')).toBe("'+966500000000");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
  });
  it('masks an ID number but its last four characters', () => {
    expect(maskIdNumber('1012345678')).toBe('••••••5678');
    expect(maskIdNumber('123')).toBe('•••');
  });
});

describe.each(engines)('contestants on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<keyof typeof accounts, string> = { operator: '', admin: '', reviewer: '', finance: '' };
  let ahmad: number;
  beforeAll(async () => {
    server = await startTestServer(engine);
    for (const [role, account] of Object.entries(accounts) as [keyof typeof accounts, { email: string; password: string }][]) {
      const res = await server.request({ method: 'POST', url: '/api/v1/operator/auth/login', payload: account });
      tokens[role] = body(res).data.token as string;
    }
    const db = server.database.db;
    const [row] = await db
      .insert(t.users)
      .values({ type: 'contestant', name: 'أُسَامَة بن مُؤْمِن', email: 'ahmad.saeed@example.org', passwordHash: 'x', phone: '0551234567', idNumber: '1098765432', nationalIdType: 'national_id' })
      .returning({ id: t.users.id });
    ahmad = row!.id;
    await db.insert(t.users).values([
      { type: 'contestant', name: 'إسراء علي', email: 'esraa@example.org', passwordHash: 'x', phone: '0559990000' },
      { type: 'contestant', name: '=cmd|calc', email: 'formula@example.org', passwordHash: 'x', phone: '+966500000001' },
      { type: 'visitor', name: 'أحمد الزائر', email: 'ahmad.visitor@example.org', passwordHash: 'x' },
    ]);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const list = async (query: string, role: keyof typeof accounts = 'operator') => {
    const res = await server.request({ method: 'GET', url: `/api/v1/operator/contestants${query}`, headers: bearer(tokens[role]) });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body(res) as ReturnType<typeof body> & { meta: { total: number; page: number; per_page: number } };
    return { list: answer.data[0] as Summary[], meta: answer.meta };
  };
  const q = (text: string) => `?q=${encodeURIComponent(text)}`;

  it('finds a contestant by part of the name written without marks or hamza, by e-mail, by phone in Arabic digits, never a visitor', async () => {
    for (const typed of ['اسامه بن مومن', 'مومن', 'AHMAD.SAEED', '٠٥٥١٢٣']) {
      const found = await list(q(typed));
      expect(found.list.map((c) => c.id), typed).toEqual([ahmad]);
    }
    expect((await list(q('اسراء'))).list.map((c) => c.name)).toEqual(['إسراء علي']);
    expect((await list(q('no-such-person-anywhere'))).meta.total).toBe(0);
    // A LIKE pattern's own characters are searched for as typed.
    expect((await list(q('%'))).meta.total).toBe(0);
  });

  it('finds a contestant by a whole pseudonym (a second-track set)', async () => {
    const db = server.database.db;
    const [set] = await db.select({ userId: t.secondPathEntries.userId, code: t.secondPathEntries.reviewCode }).from(t.secondPathEntries).limit(1);
    expect(set).toBeDefined();
    const found = await list(q(set!.code.toLowerCase()));
    expect(found.list.map((c) => c.id)).toContain(set!.userId);
  });

  it('filters by a track and its status, by competition, and by winners; a status needs its track', async () => {
    const db = server.database.db;
    const pending = await db.select({ userId: t.submissions.userId, competitionId: t.submissions.competitionId }).from(t.submissions).where(sql`${t.submissions.track} = 'fourth' and ${t.submissions.status} = 'pending'`);
    const found = await list('?track=fourth&status=pending&per_page=100');
    expect(found.list.length).toBeGreaterThan(0);
    for (const c of found.list) {
      expect(pending.map((p) => p.userId)).toContain(c.id);
      expect(c.tracks.find((x) => x.track === 'fourth')?.status).toBe('pending');
    }
    const competitionId = pending[0]!.competitionId;
    expect((await list(`?competition_id=${competitionId}&track=fourth&status=pending&per_page=100`)).meta.total).toBe(found.meta.total);
    expect((await list('?competition_id=999999')).meta.total).toBe(0);

    const winners = await list('?winners=true&per_page=100');
    const winnerIds = (await db.select({ userId: t.winners.userId }).from(t.winners)).map((w) => w.userId).filter((id) => id !== null);
    expect(winners.list.length).toBeGreaterThan(0);
    for (const c of winners.list) expect(winnerIds).toContain(c.id);

    const refused = await server.request({ method: 'GET', url: '/api/v1/operator/contestants?status=pending', headers: bearer(tokens.operator) });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors).toHaveProperty('status');
    const wrong = await server.request({ method: 'GET', url: '/api/v1/operator/contestants?track=first&status=pending', headers: bearer(tokens.operator) });
    expect(wrong.statusCode).toBe(422);
  });

  it('pages on the server, newest first, with the total', async () => {
    const all = await list('?per_page=100');
    const total = all.meta.total;
    expect(total).toBeGreaterThanOrEqual(all.list.length);
    expect(all.list).toHaveLength(Math.min(total, 100));
    const ids = all.list.map((c) => c.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = await list('?per_page=2&page=2');
    expect(second.meta).toEqual({ total, page: 2, per_page: 2 });
    expect(second.list.map((c) => c.id)).toEqual(ids.slice(2, 4));
    expect((await list(`?per_page=2&page=${total + 10}`)).meta.total).toBe(total);
  });

  it('shows the list and the timeline to administrators and operators only: reviewers (blind) and finance are refused', async () => {
    expect((await list('', 'admin')).meta.total).toBeGreaterThan(0);
    for (const role of ['reviewer', 'finance'] as const) {
      for (const url of ['/api/v1/operator/contestants', `/api/v1/operator/contestants/${ahmad}`, '/api/v1/operator/contestants/export/contestants']) {
        const res = await server.request({ method: 'GET', url, headers: bearer(tokens[role]) });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });

  it('gives the profile with the ID number to roles that see personal data, and 404 for a visitor or nobody', async () => {
    const res = await server.request({ method: 'GET', url: `/api/v1/operator/contestants/${ahmad}`, headers: bearer(tokens.operator) });
    expect(res.statusCode, res.body).toBe(200);
    const detail = body(res).data[0];
    expect(detail).toMatchObject({ id: ahmad, id_number: '1098765432', id_number_masked: false });
    const [visitor] = await server.database.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.type, 'visitor'));
    expect((await server.request({ method: 'GET', url: `/api/v1/operator/contestants/${visitor!.id}`, headers: bearer(tokens.operator) })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/contestants/999999', headers: bearer(tokens.operator) })).statusCode).toBe(404);
  });

  it("gives one timeline across tracks, newest first, its recordings playable by the operator", async () => {
    const db = server.database.db;
    const [demo] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'contestant@example.com'));
    const res = await server.request({ method: 'GET', url: `/api/v1/operator/contestants/${demo!.id}`, headers: bearer(tokens.operator) });
    expect(res.statusCode, res.body).toBe(200);
    const timeline = body(res).data[0].timeline as Event[];
    const times = timeline.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const kinds = new Set(timeline.map((e) => e.kind));
    // The demo contestant has recorded clips, booked tests, certificates and written to the inbox.
    for (const kind of ['registered', 'certificate']) expect(kinds, kind).toContain(kind);
    const playable = timeline.find((e) => e.audio_url);
    if (playable) {
      const audio = await server.request({ method: 'GET', url: playable.audio_url!.replace('/api/v1', '/api/v1'), headers: bearer(tokens.operator) });
      expect([200, 404]).toContain(audio.statusCode);
    }
    // A message the contestant sends joins their timeline.
    await server.request({ method: 'POST', url: '/api/v1/complaints', payload: { name: 'Abdullah', email: 'contestant@example.com', type: 'complaint', content: 'The page froze twice.' } });
    const again = body(await server.request({ method: 'GET', url: `/api/v1/operator/contestants/${demo!.id}`, headers: bearer(tokens.operator) })).data[0].timeline as Event[];
    expect(again.find((e) => e.kind === 'message' && e.text === 'The page froze twice.')).toMatchObject({ status: 'complaint' });
    expect(again).toHaveLength(timeline.length + 1);
  });

  const csv = async (url: string, role: keyof typeof accounts = 'operator', lang = 'ar') => {
    const res = await server.request({ method: 'GET', url, headers: { ...bearer(tokens[role]), 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    return { res, raw: res.rawPayload, text: res.rawPayload.toString('utf8') };
  };

  it('exports the filtered contestants as UTF-8 CSV with a byte-order mark, Arabic intact, formulas neutralised, audited', async () => {
    const { res, raw, text } = await csv(`/api/v1/operator/contestants/export/contestants${q('مومن')}`);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contestants-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toContain('الاسم');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('أُسَامَة بن مُؤْمِن');
    expect(raw.includes(Buffer.from('أُسَامَة', 'utf8'))).toBe(true);
    expect(lines[1]).toContain('1098765432');
    const formula = (await csv(`/api/v1/operator/contestants/export/contestants${q('formula@example')}`, 'operator', 'en')).text;
    expect(formula).toContain("'=cmd|calc");
    expect(formula).toContain("'+966500000001");
    const [row] = await server.database.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'export.csv')).orderBy(sql`${t.auditLog.id} desc`).limit(1);
    expect(row).toMatchObject({ subjectType: 'export', subjectId: 'contestants', after: { kind: 'contestants', filter: { q: 'formula@example' }, rows: 1 } });
  });

  it("exports a track's entries (the track required), the results and the winners, each filtered", async () => {
    const entries = (await csv('/api/v1/operator/contestants/export/entries?track=fourth&status=pending', 'operator', 'en')).text.slice(1).trimEnd().split('\r\n');
    expect(entries[0]).toContain('Pseudonym');
    expect(entries.length).toBeGreaterThan(1);
    for (const line of entries.slice(1)) expect(line).toContain(',Fourth track,');
    for (const line of entries.slice(1)) expect(line).toContain(',Pending,');
    // In the Arabic console's file every value is in its words too: the track, the status, yes or no, the country.
    const arabic = (await csv('/api/v1/operator/contestants/export/entries?track=fourth&status=pending')).text.slice(1).trimEnd().split('\r\n');
    for (const line of arabic.slice(1)) expect(line).toMatch(/,المسار الرابع,.*,قيد الانتظار,/);
    const people = (await csv('/api/v1/operator/contestants/export/contestants?track=fourth&status=pending')).text;
    expect(people).toContain('المسار الرابع: قيد الانتظار');
    expect(people).toMatch(/,(ذكر|أنثى),/);
    expect(people).toMatch(/,(نعم|لا)\r\n/);
    expect(people).not.toMatch(/\b(pending|male|female|national_id|true|false)\b/);
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/contestants/export/entries', headers: bearer(tokens.operator) })).statusCode).toBe(422);
    const results = (await csv('/api/v1/operator/contestants/export/results', 'operator', 'en')).text;
    expect(results).toContain('Score');
    const winners = (await csv('/api/v1/operator/contestants/export/winners', 'admin')).text.slice(1).trimEnd().split('\r\n');
    const names = await server.database.db.select({ name: t.winners.name }).from(t.winners);
    expect(winners).toHaveLength(names.length + 1);
    expect(winners.join('\n')).toContain(names[0]!.name.ar);
  });

  it('exports prize requests with the full IBAN to finance only, masked to administrators', async () => {
    const db = server.database.db;
    const [request] = await db.select({ iban: t.prizeRequests.iban }).from(t.prizeRequests).limit(1);
    expect(request).toBeDefined();
    const finance = (await csv('/api/v1/operator/prize-requests/export', 'finance')).text;
    expect(finance).toContain(request!.iban);
    const admin = (await csv('/api/v1/operator/prize-requests/export', 'admin')).text;
    expect(admin).not.toContain(request!.iban);
    expect(admin).toContain('••••');
    expect((await server.request({ method: 'GET', url: '/api/v1/operator/prize-requests/export', headers: bearer(tokens.operator) })).statusCode).toBe(403);
  });

  it('streams 100,000 contestants in batches: the server’s memory stays bounded, the bytes are the BOM and Arabic', async () => {
    const db = server.database.db;
    await db.execute(sql`insert into users (type, name, email, password_hash, phone)
      select 'contestant', 'مُتَسابِق رقم ' || n, 'bulk-' || n || '@example.org', 'x', '05' || lpad(n::text, 8, '0') from generate_series(1, 100000) as n`);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    // What stays alive, not garbage not yet collected: measured after a collection, every 10,000 lines.
    v8.setFlagsFromString('--expose_gc');
    const gc = vm.runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let nextSample = 10_000;
    const response = await fetch(`${address}/api/v1/operator/contestants/export/contestants?q=${encodeURIComponent('متسابق')}`, { headers: { ...bearer(tokens.operator), 'accept-language': 'ar' } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let bytes = 0;
    let lines = 0;
    let head = Buffer.alloc(0);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (head.length < 200) head = Buffer.concat([head, Buffer.from(value)]);
      bytes += value.length;
      for (const b of value) if (b === 0x0a) lines++;
      if (lines >= nextSample) {
        nextSample += 10_000;
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(lines).toBe(100_001);
    expect(bytes).toBeGreaterThan(8_000_000);
    expect([...head.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(head.includes(Buffer.from('رقم', 'utf8'))).toBe(true);
    // The whole file as rows would be hundreds of megabytes of objects; one batch of 1000 is a few.
    expect(peak - before).toBeLessThan(48 * 1024 * 1024);
    const [audit] = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'export.csv')).orderBy(sql`${t.auditLog.id} desc`).limit(1);
    expect(audit?.after).toMatchObject({ rows: 100_000 });
    // The same filter as the list: one condition.
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(t.users).where(contestantCondition({ q: 'متسابق' }));
    expect(count?.n).toBe(100_000);
  }, 600_000);
});
