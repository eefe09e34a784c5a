// Public content, complaints, bad input, caching and headers, on every engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, engines, startTestServer, type TestServer } from './harness.ts';
import { count, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { seedFaq } from '../../server/db/seedContent.ts';

describe.each(engines)('public API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { phase: 'running' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the current competition with five tracks, 90 winners and SAR prizes, in Arabic by default', async () => {
    const res = await server.request({ method: 'GET', url: '/api/v1/competitions' });
    expect(res.statusCode).toBe(200);
    const { data } = body(res);
    expect(data.title).toBe('مسابقة القرآن الكريم الرمضانية ١٤٤٨هـ');
    expect(data.paths_slug).toEqual(['first', 'second', 'third', 'fourth', 'fifth']);
    const winners = data.paths_slug.reduce((sum: number, key: string) => sum + data.paths[key][0].winner_count, 0);
    expect(winners).toBe(90);
    expect(data.start_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // 13 days from start to end, written in Mecca time.
    const ms = (s: string) => Date.parse(`${s.replace(' ', 'T')}:00+03:00`);
    expect((ms(data.end_date) - ms(data.start_date)) / 86_400_000).toBe(13);
    expect(ms(data.start_date)).toBeLessThan(server.clock.now.getTime());
    expect(ms(data.end_date)).toBeGreaterThan(server.clock.now.getTime());
    expect(data.is_winners_draw_period).toBe(false);
    expect(data.next_comp).toBeNull();
  });

  it('answers in English when Accept-Language prefers it', async () => {
    const res = await server.request({ method: 'GET', url: '/api/v1/competitions', headers: { 'accept-language': 'en-GB,en;q=0.9,ar;q=0.5' } });
    expect(body(res).data.title).toBe('Ramadan Quran Competition 1448 AH');
    expect(body(res).data.paths.fifth[0].subtitle).toBe('Recording Al-Fatiha');
    const ar = await server.request({ method: 'GET', url: '/api/v1/conditions', headers: { 'accept-language': 'fr' } });
    expect(body(ar).data[0][0].title).toBe('الأهلية');
  });

  it('lists rules, settings, the FAQ texts, testimonials, archives (newest first) and statistics in data[0]', async () => {
    const conditions = body(await server.request({ method: 'GET', url: '/api/v1/conditions' }));
    expect(conditions.data[0].length).toBeGreaterThanOrEqual(5);
    const settings = body(await server.request({ method: 'GET', url: '/api/v1/settings', headers: { 'accept-language': 'en' } }));
    expect(settings.data[0]).toMatchObject({ tree_title: 'How to take part', phone: expect.any(String), twitter: expect.stringMatching(/^https:/) });
    expect(settings.data[0].tree_word_5).toBeTruthy();
    const faq = body(await server.request({ method: 'GET', url: '/api/v1/faq' }));
    expect(faq.data[0].map((f: { question: string }) => f.question)).toEqual(seedFaq.map((f) => f.question.ar));
    expect(settings.data[0]).toMatchObject({ method_title: 'How to take part', partner_first_url: expect.stringMatching(/^https:/) });
    const testimonials = body(await server.request({ method: 'GET', url: '/api/v1/testimonials' }));
    expect(testimonials.data[0]).toHaveLength(5);
    const archives = body(await server.request({ method: 'GET', url: '/api/v1/archives' }));
    expect(archives.data[0]).toHaveLength(5);
    expect(archives.data[0][0].start_date > archives.data[0][4].start_date).toBe(true);
    const stats = body(await server.request({ method: 'GET', url: '/api/v1/statistics' }));
    // Computed from the data: every winner drawn (the archives' included), every contestant.
    const [winners] = await server.database.db.select({ n: count() }).from(t.winners);
    const [contestants] = await server.database.db.select({ n: count() }).from(t.users).where(eq(t.users.type, 'contestant'));
    expect(stats.data[0]).toMatchObject({ winners: winners!.n, registered: contestants!.n, is_winners_draw_period: false });
  });

  it('lists the winners of an archive, and 404s an unknown or non-archive id', async () => {
    const archives = body(await server.request({ method: 'GET', url: '/api/v1/archives' }));
    const id = archives.data[0][0].id;
    const winners = body(await server.request({ method: 'GET', url: `/api/v1/archives/${id}/winners` }));
    expect(winners.data[0]).toHaveLength(90);
    expect(winners.data[0][0]).toMatchObject({ currency: 'SAR', track: 'first' });
    const missing = await server.request({ method: 'GET', url: '/api/v1/archives/99999/winners' });
    expect(missing.statusCode).toBe(404);
    const current = body(await server.request({ method: 'GET', url: '/api/v1/competitions' })).data.id;
    expect((await server.request({ method: 'GET', url: `/api/v1/archives/${current}/winners` })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: '/api/v1/archives/abc/winners' })).statusCode).toBe(422);
  });

  it('lists candidates while running and no winners until they are drawn', async () => {
    const candidates = body(await server.request({ method: 'GET', url: '/api/v1/competition/candidates/third' }));
    expect(candidates.data[0].length).toBe(12);
    const winners = body(await server.request({ method: 'GET', url: '/api/v1/competition/winners/third' }));
    expect(winners.data[0]).toEqual([]);
    const bad = await server.request({ method: 'GET', url: '/api/v1/competition/candidates/sixth' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).errors).toHaveProperty('track');
  });

  it('lists public certificates, searches them, and verifies one by id', async () => {
    const all = body(await server.request({ method: 'GET', url: '/api/v1/certificates' }));
    expect(all.data[0].length).toBeGreaterThanOrEqual(8);
    const winnerCode = all.data[0].find((c: { kind: string }) => c.kind === 'winner').id as string;
    const found = body(await server.request({ method: 'GET', url: `/api/v1/certificates?q=${winnerCode}` }));
    expect(found.data[0]).toHaveLength(1);
    const byName = body(await server.request({ method: 'GET', url: `/api/v1/certificates?q=${encodeURIComponent('Abdullah Al-Harbi')}` }));
    expect(byName.data[0].length).toBe(2);
    const one = body(await server.request({ method: 'GET', url: `/api/v1/certificates/${winnerCode}`, headers: { 'accept-language': 'en' } }));
    expect(one.data[0]).toMatchObject({ id: winnerCode, kind: 'winner', holder_name: 'Fatimah Al-Zahrani' });
    expect((await server.request({ method: 'GET', url: '/api/v1/certificates/NOPE-1' })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `/api/v1/certificates?q=${'x'.repeat(65)}` })).statusCode).toBe(422);
  });

  it('takes complaints, suggestions and impressions and answers each with its own message', async () => {
    for (const [type, message] of [
      ['complaint', 'complaint sent successfully'],
      ['suggestion', 'suggestion sent successfully'],
      ['impression', 'impression sent successfully'],
    ] as const) {
      const res = await server.request({
        method: 'POST',
        url: '/api/v1/complaints',
        headers: { 'accept-language': 'en' },
        payload: { name: 'Abdullah Ahmed', email: 'visitor@example.com', type, content: 'A blessed competition, thank you.' },
      });
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({ status: 200, message, data: null });
    }
  });

  it('rejects bad complaint input with 422 and field errors, storing nothing', async () => {
    const cases: [object, string[]][] = [
      [{}, ['name', 'email', 'type', 'content']],
      [{ name: 'Abdullah Ahmed', email: 'not-an-email', type: 'complaint', content: 'A proper complaint text' }, ['email']],
      [{ name: 'Abd', email: 'a@example.com', type: 'complaint', content: 'A proper complaint text' }, ['name']],
      [{ name: 'Abdullah Ahmed', email: 'a@example.com', type: 'impression', content: 'x'.repeat(256) }, ['content']],
      [{ name: 'Abdullah Ahmed', email: 'a@example.com', type: 'complaint', content: 'x'.repeat(1001) }, ['content']],
      [{ name: 'Abdullah Ahmed', email: 'a@example.com', type: 'praise', content: 'A proper complaint text' }, ['type']],
      [{ name: 12345678, email: 'a@example.com', type: 'complaint', content: 'A proper complaint text' }, ['name']],
      [{ name: '        ', email: 'a@example.com', type: 'complaint', content: 'A proper complaint text' }, ['name']],
      [{ name: 'Abdullah Ahmed', email: 'a@example.com', type: 'complaint', content: 'A proper complaint text', admin: true }, ['admin']],
    ];
    const { complaints } = await import('../../server/db/schema.ts');
    const before = (await server.database.db.select().from(complaints)).length;
    for (const [payload, fields] of cases) {
      const res = await server.request({ method: 'POST', url: '/api/v1/complaints', headers: { 'accept-language': 'en' }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(body(res).errors ?? {}).sort()).toEqual([...fields].sort());
    }
    const long = await server.request({ method: 'POST', url: '/api/v1/complaints', headers: { 'accept-language': 'en' }, payload: cases[4]![0] });
    expect(body(long).errors?.content).toEqual(['The maximum length allowed is 1000']);
    const missing = await server.request({ method: 'POST', url: '/api/v1/complaints', payload: {} });
    expect(body(missing).errors?.name).toEqual(['هذا الحقل مطلوب']);
    expect((await server.database.db.select().from(complaints)).length).toBe(before);
  });

  it('answers malformed JSON, a wrong content type, an oversized body and an unknown path with 4xx envelopes', async () => {
    const malformed = await server.request({ method: 'POST', url: '/api/v1/complaints', headers: { 'content-type': 'application/json' }, payload: '{"name": ' });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed)).toMatchObject({ status: 400, data: null, errors: { body: expect.any(Array) } });
    const text = await server.request({ method: 'POST', url: '/api/v1/complaints', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect(body(text).errors).toBeDefined();
    const xml = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    const huge = await server.request({
      method: 'POST',
      url: '/api/v1/complaints',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Abdullah Ahmed', email: 'a@example.com', type: 'complaint', content: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(body(huge).errors).toBeDefined();
    const unknown = await server.request({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ status: 404, data: null, errors: { path: expect.any(Array) } });
    const wrongMethod = await server.request({ method: 'DELETE', url: '/api/v1/competitions' });
    expect(wrongMethod.statusCode).toBe(404);
    const array = await server.request({ method: 'POST', url: '/api/v1/complaints', payload: [1, 2] as unknown as object });
    expect(array.statusCode).toBe(422);
    const nullBody = await server.request({ method: 'POST', url: '/api/v1/complaints', headers: { 'content-type': 'application/json' }, payload: 'null' });
    expect(nullBody.statusCode).toBeGreaterThanOrEqual(400);
    expect(nullBody.statusCode).toBeLessThan(500);
    const bigId = await server.request({ method: 'GET', url: '/api/v1/archives/99999999999999999999/winners' });
    expect(bigId.statusCode).toBeGreaterThanOrEqual(400);
    expect(bigId.statusCode).toBeLessThan(500);
    const stringBody = await server.request({ method: 'POST', url: '/api/v1/complaints', headers: { 'content-type': 'application/json' }, payload: '"hello"' });
    expect(stringBody.statusCode).toBe(422);
    const { multipart } = await import('./harness.ts');
    const form = multipart({ email: 'a@example.com', password: 'secret-pass-1' });
    const multipartLogin = await server.request({ method: 'POST', url: '/api/v1/user/auth/login', headers: form.headers, payload: form.payload });
    expect(multipartLogin.statusCode).toBeGreaterThanOrEqual(400);
    expect(multipartLogin.statusCode).toBeLessThan(500);
    const empty = await server.request({ method: 'POST', url: '/api/v1/complaints', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
  });

  it('serves public GETs with an ETag and Cache-Control, 304 on a match, fresh after a write', async () => {
    const first = await server.request({ method: 'GET', url: '/api/v1/statistics' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    // What organisers edit is revalidated at every load (a saved change shows at once); the others keep 30 s.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await server.request({ method: 'GET', url: '/api/v1/testimonials' })).headers['cache-control']).toContain('max-age');
    const again = await server.request({ method: 'GET', url: '/api/v1/statistics', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A registration changes the registered counter: the cached answer must not survive it.
    const registered = await server.request({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      payload: {
        name: 'Cache Tester', email: 'cache.tester@example.com', password: 'secret-pass-1', password_confirmation: 'secret-pass-1',
        phone: '966500000111', gender: 'male', country: 'SA', nationality: 'SA', birth_date: '2000-01-31',
        national_id_type: 'national_id', id_number: '1012345678', id_name: 'Cache Tester Ali',
      },
    });
    expect(registered.statusCode).toBe(201);
    const after = await server.request({ method: 'GET', url: '/api/v1/statistics', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(body(after).data[0].registered).toBe(body(first).data[0].registered + 1);
    // Languages are cached apart.
    const en = await server.request({ method: 'GET', url: '/api/v1/conditions', headers: { 'accept-language': 'en' } });
    const ar = await server.request({ method: 'GET', url: '/api/v1/conditions' });
    expect(en.headers.etag).not.toBe(ar.headers.etag);
    expect(ar.headers.vary).toContain('Accept-Language');
  });

  it('sends security headers on API answers', async () => {
    const res = await server.request({ method: 'GET', url: '/api/v1/faq' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("media-src 'self' blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['permissions-policy'])).toContain('microphone=(self)');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const https = await server.request({ method: 'GET', url: '/api/v1/faq', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBeUndefined(); // proxies are not trusted unless configured
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await server.request({ method: 'GET', url: '/api/v1/archives/1/winners', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe.each(engines)('competition phases on %s', (engine) => {
  it('answers "No active competition found" in the none phase and moves dates for every other phase', async () => {
    const server = await startTestServer(engine, { phase: 'none', overrides: { cacheTtlMs: 0 } });
    try {
      const none = await server.request({ method: 'GET', url: '/api/v1/competitions' });
      expect(none.statusCode).toBe(404);
      expect(body(none)).toEqual({ status: 404, message: 'No active competition found', data: null });
      const { applyPhase } = await import('../../server/db/seed.ts');
      const at = (phase: Parameters<typeof applyPhase>[1]) => applyPhase(server.database.db, phase, server.clock.now).then(() => server.app.inject({ method: 'GET', url: '/api/v1/competitions' }));

      const before = body(await at('before')).data;
      expect(Date.parse(`${before.start_date.replace(' ', 'T')}:00+03:00`)).toBeGreaterThan(server.clock.now.getTime());

      const ended = body(await at('ended')).data;
      expect(Date.parse(`${ended.end_date.replace(' ', 'T')}:00+03:00`)).toBeLessThan(server.clock.now.getTime());
      expect(ended.is_winners_draw_period).toBe(false);

      const draw = body(await at('draw')).data;
      expect(draw.is_winners_draw_period).toBe(true);
      expect(draw.next_comp).toBeNull();
      const drawn = body(await server.app.inject({ method: 'GET', url: '/api/v1/competition/winners/second' }));
      expect(drawn.data[0]).toHaveLength(20);

      const drawNext = body(await at('draw-next')).data;
      expect(drawNext.is_winners_draw_period).toBe(true);
      expect(drawNext.is_next_comp_start).toBe(true);
      expect(drawNext.next_comp.is_winners_draw_period).toBe(false);
      expect(drawNext.next_comp.paths_slug).toHaveLength(5);
    } finally {
      await server.close();
    }
  });
});

describe('the built site beside the API', () => {
  let server: TestServer;
  let dist: string;
  const homeSource = `export const home = ${JSON.stringify('ي'.repeat(3000))};`;
  beforeAll(async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    dist = mkdtempSync(path.join(tmpdir(), 'qc-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    // The build's last step writes compressed copies (home-9c8d7e.js gets them, the tiny file none); app-3f2a1b.js
    // is written after it, as by a build without that step. The server reads the built site once, at startup.
    writeFileSync(path.join(dist, 'assets', 'home-9c8d7e.js'), homeSource);
    writeFileSync(path.join(dist, 'assets', 'tiny-1a2b3c.js'), 'export {};');
    const { precompress } = await import('../../scripts/precompress.ts');
    precompress(dist);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><head><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js'), `export const app = ${JSON.stringify('x'.repeat(5000))};`);
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    server = await startTestServer(engines[0]!, { overrides: { distDir: dist } });
  });
  afterAll(async () => {
    await server?.close();
    const { rmSync } = await import('node:fs');
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / and for client routes, never for unknown API paths', async () => {
    for (const url of ['/', '/login', '/competition/candidates/forth-path', '/winners/first-path?x=1']) {
      const res = await server.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(String(res.headers['permissions-policy'])).toContain('microphone=(self)');
    }
    expect((await server.request({ method: 'GET', url: '/api/v1/nope' })).headers['content-type']).toContain('application/json');
    expect((await server.request({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    expect((await server.request({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and compressed, other files as no-cache', async () => {
    const asset = await server.request({ method: 'GET', url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const robots = await server.request({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's precompressed copies as they are, and the file itself to clients that accept neither", async () => {
    const { existsSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const source = homeSource;

    const br = await server.app.inject({ method: 'GET', url: '/assets/home-9c8d7e.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(source);
    expect(br.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'home-9c8d7e.js.br'))), 'the copy, not a fresh compression').toBe(true);

    const gzip = await server.app.inject({ method: 'GET', url: '/assets/home-9c8d7e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(source);
    expect(gzip.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'home-9c8d7e.js.gz')))).toBe(true);

    const plain = await server.app.inject({ method: 'GET', url: '/assets/home-9c8d7e.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);

    // A client that refuses Brotli (q=0) gets gzip.
    const noBrotli = await server.app.inject({ method: 'GET', url: '/assets/home-9c8d7e.js', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');

    // Under 1 KB compression gains nothing: no copies are written, and the file is sent as it is.
    expect(existsSync(path.join(dist, 'assets', 'tiny-1a2b3c.js.br'))).toBe(false);
    const tiny = await server.app.inject({ method: 'GET', url: '/assets/tiny-1a2b3c.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
    // The home page carries its link preview (server/share/previews.ts), which makes it worth compressing.
    const index = await server.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(index.rawPayload).toString('utf8')).toContain('<div id="root">');
  });

  it('answers 304 to a client whose copy is current, in any encoding, and HEAD with the headers alone', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/assets/home-9c8d7e.js', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await server.app.inject({ method: 'GET', url: '/assets/home-9c8d7e.js', headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const other = await server.app.inject({ method: 'GET', url: '/assets/tiny-1a2b3c.js', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
    const head = await server.app.inject({ method: 'HEAD', url: '/assets/home-9c8d7e.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves the prerendered home at / and the plain shell elsewhere, allowing only its own inline script and styles by hash', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { createHash } = await import('node:crypto');
    const { buildServer } = await import('../../server/app.ts');
    const site = mkdtempSync(path.join(tmpdir(), 'qc-prerendered-'));
    const inline = "try{if(localStorage.getItem('language')==='en'){document.documentElement.lang='en'}}catch(e){}";
    const style = 'h1{color:green}';
    writeFileSync(path.join(site, 'index.html'), `<!doctype html><html><head><style>${style}</style><script type="module" src="/assets/a.js"></script></head><body><div id="root"><h1>home</h1></div><script>${inline}</script></body></html>`);
    writeFileSync(path.join(site, 'app.html'), '<!doctype html><html><head><script type="module" src="/assets/a.js"></script></head><body><div id="root"></div></body></html>');
    const prerendered = await buildServer({ database: server.database, jwtSecret: 'another-test-secret-0123456789abcdef', uploadsDir: server.uploadsDir, distDir: site });
    try {
      const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
      const home = await prerendered.inject({ method: 'GET', url: '/' });
      expect(home.body).toContain('<h1>home</h1>');
      const csp = String(home.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${hash}`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toMatch(new RegExp(`style-src 'self' [^;]*'sha256-${createHash('sha256').update(style).digest('base64').replace(/[+/]/g, '\\$&')}'`));
      expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
      for (const url of ['/login', '/winners/first-path']) {
        const page = await prerendered.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<div id="root"></div>');
      }
    } finally {
      await prerendered.close();
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('without a built site, serves the API and a plain notice at /', async () => {
    const { buildServer } = await import('../../server/app.ts');
    const bare = await buildServer({ database: server.database, jwtSecret: 'another-test-secret-0123456789abcdef', uploadsDir: server.uploadsDir, distDir: '/nonexistent-dist' });
    try {
      const home = await bare.inject({ method: 'GET', url: '/' });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toContain('text/plain');
      expect(home.body).toContain('npm run build');
      expect((await bare.inject({ method: 'GET', url: '/api/v1/faq' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
