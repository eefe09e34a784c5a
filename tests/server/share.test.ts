// Link previews and share cards (issue 33): the public result pages answered to a bot that runs no JavaScript carry
// their title, description and image in the page's language; a private certificate previews as the site only; the
// cards are 1200×630 PNGs, kept in the file store, and their Arabic is shaped (joined), not drawn letter by letter.
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../server/db/schema.ts';
import { measure } from '../../server/share/cardText.ts';
import { previewLanguage } from '../../server/share/previews.ts';
import { engines, startTestServer, type TestServer } from './harness.ts';

const ORIGIN = 'https://competition.example.org';
const BOT = { 'user-agent': 'WhatsApp/2.23.20.0 A' };
const slugOf = { first: 'first-path', second: 'second-path', third: 'third-path', fourth: 'fourth-path', fifth: 'fifth-path' } as const;

/** The tags an unfurler reads, from the page's head. */
function tags(html: string) {
  const meta = (attribute: string, name: string) =>
    html.match(new RegExp(`<meta ${attribute}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`))?.[1];
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogImage: meta('property', 'og:image'),
    ogLocale: meta('property', 'og:locale'),
    ogLocaleAlternate: meta('property', 'og:locale:alternate'),
    ogUrl: meta('property', 'og:url'),
    twitterCard: meta('name', 'twitter:card'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)">/)?.[1],
  };
}

/** Width and height from a PNG's IHDR. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the language of a preview', () => {
  it('is ?lang=, else the first of Arabic or English in Accept-Language by weight, else Arabic', () => {
    expect(previewLanguage('lang=en', 'ar')).toBe('en');
    expect(previewLanguage('lang=fr', 'en-US,en;q=0.9')).toBe('en');
    expect(previewLanguage('', 'fr-FR, ar;q=0.5, en;q=0.8')).toBe('en');
    expect(previewLanguage('', 'ar-SA')).toBe('ar');
    expect(previewLanguage('', 'de, fr')).toBe('ar');
    expect(previewLanguage('', undefined)).toBe('ar');
    expect(previewLanguage('', 'en;q=0, ar')).toBe('ar');
  });
});

describe('Arabic on the cards', () => {
  it('is shaped: joined letters take less room than the same letters kept apart', () => {
    // U+200C (zero-width non-joiner) stops joining: without shaping both lines would be the same isolated glyphs.
    const joined = measure('محمد عبد الرحمن', { size: 48 });
    const apart = measure([...'محمد عبد الرحمن'].join('\u200c'), { size: 48 });
    expect(joined).toBeGreaterThan(100);
    expect(apart).toBeGreaterThan(joined * 1.15);
  });
});

describe.each(engines)('link previews and share cards on %s', (engine) => {
  let server: TestServer;
  let dist: string;
  let publicCode: string;
  let privateCode: string;
  let drawn: { competitionId: number; track: keyof typeof slugOf; name: { ar: string; en: string } };

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'qc-share-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    const shell = (body: string) =>
      `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="UTF-8" /><meta name="description" content="the site" /><title>الرئيسية</title></head><body>${body}</body></html>`;
    writeFileSync(path.join(dist, 'index.html'), shell('<div id="root" data-prerendered><h1>home</h1></div>'));
    writeFileSync(path.join(dist, 'app.html'), shell('<div id="root"></div>'));
    server = await startTestServer(engine, { phase: 'draw', overrides: { distDir: dist, publicOrigin: ORIGIN, cacheTtlMs: 0 } });
    const db = server.database.db;
    const certificates = await db.select().from(t.certificates);
    publicCode = certificates.find((c) => c.isPublic)!.code;
    privateCode = certificates.find((c) => !c.isPublic)?.code ?? '';
    if (!privateCode) {
      privateCode = certificates.find((c) => c.code !== publicCode)!.code;
      await db.update(t.certificates).set({ isPublic: false }).where(eq(t.certificates.code, privateCode));
    }
    const [winner] = await db
      .select({ competitionId: t.winners.competitionId, track: t.winners.track, name: t.winners.name })
      .from(t.winners)
      .innerJoin(t.draws, eq(t.draws.id, t.winners.drawId))
      .innerJoin(t.competitions, and(eq(t.competitions.id, t.winners.competitionId), eq(t.competitions.kind, 'current')))
      .where(isNotNull(t.draws.publishedAt));
    drawn = winner as typeof drawn;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await server.request({ method: 'GET', url, headers: { ...BOT, ...headers } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    return res;
  };

  it('a public certificate previews with its holder, its card and its language', async () => {
    const [cert] = await server.database.db.select().from(t.certificates).where(eq(t.certificates.code, publicCode));
    const ar = tags((await page(`/certificates/verify/${publicCode}?s=abc`)).body);
    expect(ar.ogTitle).toContain(cert!.name.ar);
    expect(ar.title).toBe(ar.ogTitle);
    expect(ar.ogDescription).toMatch(/المسار/);
    expect(ar.description).toBe(ar.ogDescription);
    expect(ar.ogLocale).toBe('ar_SA');
    expect(ar.ogLocaleAlternate).toBe('en_US');
    expect(ar.ogImage).toBe(`${ORIGIN}/api/v1/certificates/${publicCode}/image?lang=ar`);
    expect(ar.twitterCard).toBe('summary_large_image');
    // The signature in the shared address is not part of the page's canonical address.
    expect(ar.canonical).toBe(`${ORIGIN}/certificates/verify/${publicCode}?lang=ar`);

    const en = tags((await page(`/certificates/verify/${publicCode}`, { 'accept-language': 'en-GB,en;q=0.9' })).body);
    expect(en.ogTitle).toContain(cert!.name.en);
    expect(en.ogDescription).toMatch(/track/);
    expect(en.ogLocale).toBe('en_US');
    expect(en.ogImage).toBe(`${ORIGIN}/api/v1/certificates/${publicCode}/image?lang=en`);
    expect(tags((await page(`/certificates/verify/${publicCode}?lang=en`)).body).ogTitle).toBe(en.ogTitle);

    for (const lang of ['ar', 'en'] as const) {
      const image = await server.request({ method: 'GET', url: new URL(lang === 'ar' ? ar.ogImage! : en.ogImage!).pathname + `?lang=${lang}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  });

  it("a private certificate's address previews as the site only", async () => {
    const [cert] = await server.database.db.select().from(t.certificates).where(eq(t.certificates.code, privateCode));
    for (const lang of ['ar', 'en'] as const) {
      const html = (await page(`/certificates/verify/${privateCode}?lang=${lang}`)).body;
      const found = tags(html);
      expect(found.ogTitle).toBe(lang === 'ar' ? 'مسابقة القرآن الكريم' : 'The Quran Competition');
      expect(found.ogImage).toBeUndefined();
      expect(found.twitterCard).toBe('summary');
      expect(html).not.toContain(cert!.name.ar);
      expect(html).not.toContain(cert!.name.en);
    }
  });

  it("a track's winners page and its draw preview with the winners' card, in both languages", async () => {
    const slug = slugOf[drawn.track];
    const ar = tags((await page(`/winners/${slug}`)).body);
    expect(ar.ogTitle).toMatch(/^الفائزون — المسار/);
    expect(ar.ogDescription).toContain(drawn.name.ar);
    expect(ar.ogImage).toBe(`${ORIGIN}/api/v1/winners/${drawn.competitionId}/${drawn.track}/image?lang=ar`);
    const en = tags((await page(`/winners/${slug}?lang=en`)).body);
    expect(en.ogTitle).toMatch(/^Winners — The .* track/);
    expect(en.ogDescription).toContain(drawn.name.en);
    expect(en.ogLocale).toBe('en_US');

    const drawAr = tags((await page(`/draws/${drawn.competitionId}/${slug}`)).body);
    expect(drawAr.ogTitle).toMatch(/^القرعة — المسار/);
    expect(drawAr.ogImage).toBe(ar.ogImage);
    const drawEn = tags((await page(`/draws/${drawn.competitionId}/${slug}?lang=en`)).body);
    expect(drawEn.ogTitle).toMatch(/^The draw — The .* track/);
    expect(drawEn.ogImage).toBe(en.ogImage);

    const image = await server.request({ method: 'GET', url: `/api/v1/winners/${drawn.competitionId}/${drawn.track}/image?lang=en` });
    expect(image.statusCode).toBe(200);
    expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });
    // A track without winners has no card, and its page says so.
    const none = (['first', 'second', 'third', 'fourth', 'fifth'] as const).find((track) => track !== drawn.track)!;
    const [hasWinners] = await server.database.db.select().from(t.winners).where(and(eq(t.winners.competitionId, drawn.competitionId), eq(t.winners.track, none)));
    if (!hasWinners) {
      expect((await server.request({ method: 'GET', url: `/api/v1/winners/${drawn.competitionId}/${none}/image` })).statusCode).toBe(404);
      expect(tags((await page(`/winners/${slugOf[none]}?lang=en`)).body).ogImage).toBeUndefined();
    }
  });

  it("an archived competition's winners page previews with its title, its winners and a track's card, in both languages", async () => {
    const [archived] = await server.database.db
      .select({ id: t.competitions.id, title: t.competitions.title, track: t.winners.track, name: t.winners.name })
      .from(t.winners)
      .innerJoin(t.competitions, and(eq(t.competitions.id, t.winners.competitionId), eq(t.competitions.kind, 'archive')))
      .orderBy(t.winners.id);
    expect(archived).toBeDefined();
    const ar = tags((await page(`/winners/${encodeURIComponent('أرشيف')}/${archived!.id}`)).body);
    expect(ar.ogTitle).toBe(`الفائزون — ${archived!.title.ar}`);
    expect(ar.ogDescription).toContain(archived!.name.ar);
    expect(ar.ogImage).toMatch(new RegExp(`^${ORIGIN}/api/v1/winners/${archived!.id}/(first|second|third|fourth|fifth)/image\\?lang=ar$`));
    const en = tags((await page(`/winners/archive/${archived!.id}?lang=en`)).body);
    expect(en.ogTitle).toBe(`Winners — ${archived!.title.en}`);
    expect(en.ogDescription).toContain(archived!.name.en);
    const image = await server.request({ method: 'GET', url: new URL(en.ogImage!).pathname + '?lang=en' });
    expect(image.statusCode).toBe(200);
    expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });
    // Not an archive (the current competition's id), or no such one: the site's own preview.
    expect(tags((await page(`/winners/x/${drawn.competitionId}`)).body).ogTitle).toBe('مسابقة القرآن الكريم');
  });

  it('the home page and the archives preview as themselves; other pages are the plain shell', async () => {
    const home = await page('/', { 'accept-language': 'en' });
    expect(home.body).toContain('data-prerendered');
    expect(tags(home.body).ogTitle).toBe('The Quran Competition');
    expect(home.headers.vary).toContain('accept-language');
    expect(tags((await page('/')).body).ogLocale).toBe('ar_SA');
    expect(tags((await page('/archives-competition?lang=en')).body).ogTitle).toMatch(/archives/i);
    const login = (await page('/login')).body;
    expect(login).toContain('<title>الرئيسية</title>');
    expect(login).not.toContain('og:title');
  });

  it('a card is drawn once, kept in the file store, and answered 304 to a client that has it', async () => {
    const url = `/api/v1/certificates/${publicCode}/image?lang=ar`;
    const first = await server.request({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const kept = readdirSync(path.join(server.uploadsDir, 'share-cards'));
    expect(kept).toContain(`${etag.slice(1, -1)}.png`);
    const again = await server.request({ method: 'GET', url });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(readdirSync(path.join(server.uploadsDir, 'share-cards'))).toEqual(kept);
    expect((await server.request({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await server.request({ method: 'GET', url: '/api/v1/certificates/QC-NOPE-0000/image' })).statusCode).toBe(404);
  });

  it('escapes what it writes into the page', async () => {
    await server.database.db.update(t.certificates).set({ name: { ar: 'سارة "<b>"', en: 'Sara "<b>" & co' } }).where(eq(t.certificates.code, publicCode));
    const html = (await page(`/certificates/verify/${publicCode}?lang=en`)).body;
    expect(html).not.toContain('<b>');
    expect(tags(html).ogTitle).toContain('Sara &#34;&#60;b&#62;&#34; &#38; co');
  });
});
