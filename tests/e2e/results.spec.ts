// Results as a visitor and as the demo winner would see them, in the project's language (`ar`: an Arabic phone, `en`: an
// English desktop): candidates while running, winners and their draw (recomputed in the browser) in the draw phase,
// archives and their winners, a certificate's PDF, its QR address opening the public verification page, and tampering.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { languageOf, openIn, waitForApp } from './support/language.ts';
import { phaseUrl } from './support/phases.ts';
import { expectAccessible } from './support/axe';

// page.route() sees only what the page fetches itself: once the site's service worker controls the page it fetches
// public reads on its own, past the route (offline.spec.ts tests the worker). These tests rewrite answers, so no worker.
test.use({ serviceWorkers: 'block' });

type Dictionary = { [key: string]: string | Dictionary };
const results = Object.fromEntries(
  (['ar', 'en'] as const).map((language) => [language, JSON.parse(readFileSync(path.resolve(`src/app/i18n/locales/${language}/results.json`), 'utf8')) as Dictionary]),
) as Record<'ar' | 'en', Dictionary>;

/** A results dictionary text in the project's language, `{{name}}` filled in. */
function text(testInfo: TestInfo, key: string, values: Record<string, string> = {}): string {
  let node: string | Dictionary | undefined = results[languageOf(testInfo)];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no results key ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

async function api<T>(page: Page, testInfo: TestInfo, url: string): Promise<T> {
  const response = await page.request.get(url, { headers: { 'Accept-Language': languageOf(testInfo) } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

test.describe('candidates while the competition runs', () => {
  test.use({ baseURL: phaseUrl('running') });

  test('a track’s candidates: count, pseudonymous ids, search and pages', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/competition/candidates/forth-path');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(languageOf(testInfo) === 'ar' ? 'المسار الرابع' : 'Fourth track');
    const list = page.getByRole('list', { name: new RegExp(languageOf(testInfo) === 'ar' ? 'المرشحون' : 'Candidates') });
    await expect(list.getByRole('listitem')).toHaveCount(12);
    await expect(list.getByText(/E-[0-9A-Z]{10}/).first()).toBeVisible();
    await page.getByRole('button', { name: text(testInfo, 'list.next') }).click();
    await expect(page.getByText(text(testInfo, 'list.pageOf', { page: languageOf(testInfo) === 'ar' ? '٢' : '2', pages: languageOf(testInfo) === 'ar' ? '٢' : '2' }))).toBeVisible();
    const first = (await list.getByRole('heading').first().textContent())!;
    await page.getByRole('searchbox').fill(first);
    await page.getByRole('button', { name: text(testInfo, 'list.searchButton'), exact: true }).click();
    await expect(list.getByRole('heading', { name: first })).toBeVisible();
    await page.getByRole('searchbox').fill('no such name at all');
    await page.getByRole('button', { name: text(testInfo, 'list.searchButton'), exact: true }).click();
    await expect(page.getByText(text(testInfo, 'list.noResults'))).toBeVisible();
  });
});

test.describe('results in the draw phase', () => {
  test.use({ baseURL: phaseUrl('draw') });

  test('a shared link in the other language (?lang=, as link previews write it) opens in that language and keeps it', async ({ page }, testInfo) => {
    const other = languageOf(testInfo) === 'ar' ? 'en' : 'ar';
    const winners = other === 'ar' ? 'الفائزون' : 'Winners';
    await openIn(page, testInfo, `/winners/second-path?lang=${other}`);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('list', { name: new RegExp(winners) })).toBeVisible();
    // The home page's first frame is drawn in the link's language too, and the language is the visitor's from now on.
    await page.goto(`/?lang=${other}`);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await page.goto('/winners/second-path');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(other);
  });

  test('a track’s winners with prizes, and its draw page recomputed in the browser', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/winners/second-path');
    const list = page.getByRole('list', { name: new RegExp(languageOf(testInfo) === 'ar' ? 'الفائزون' : 'Winners') });
    await expect(list.getByRole('listitem')).toHaveCount(12);
    await expect(list.getByText(languageOf(testInfo) === 'ar' ? /٢٬?٠٠٠ ريال/ : /2,000 SAR/).first()).toBeVisible();
    await page.getByRole('link', { name: text(testInfo, 'winners.drawLink') }).click();
    await expect(page).toHaveURL(/\/draws\/\d+\/second-path$/);
    await expect(page.getByText(text(testInfo, 'draw.stages.published'))).toBeVisible();
    await page.getByRole('button', { name: text(testInfo, 'draw.verify') }).click();
    await expect(page.getByText(text(testInfo, 'draw.agrees'))).toBeVisible();
  });

  test('the same draw page says so when a published output does not follow from its inputs', async ({ page }, testInfo) => {
    await page.route('**/api/v1/draws/*/third', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: [{ order: string[] }] };
      body.data[0].order = [...body.data[0].order].reverse();
      await route.fulfill({ response, json: body });
    });
    const { id } = await api<{ id: number }>(page, testInfo, '/api/v1/competitions');
    await openIn(page, testInfo, `/draws/${id}/third-path`);
    await page.getByRole('button', { name: text(testInfo, 'draw.verify') }).click();
    await expect(page.getByText(text(testInfo, 'draw.disagrees', { reason: text(testInfo, 'draw.reasons.order') }))).toBeVisible();
  });

  test('archives list every past competition; one opens its winners', async ({ page }, testInfo) => {
    const archives = await api<[{ id: number; name: string }[]]>(page, testInfo, '/api/v1/archives');
    await openIn(page, testInfo, '/archives-competition');
    for (const archive of archives[0]) await expect(page.getByRole('heading', { name: archive.name, exact: true })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(archives[0][0]!.name) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(archives[0][0]!.name);
    await expect(page.getByRole('list', { name: new RegExp(archives[0][0]!.name) }).getByRole('listitem')).toHaveCount(12);
    // Its winners were drawn too: the draw's page recomputes.
    await page.getByRole('link', { name: text(testInfo, 'winners.drawLinkTrack', { track: languageOf(testInfo) === 'ar' ? 'المسار الخامس' : 'Fifth track' }) }).click();
    await page.getByRole('button', { name: text(testInfo, 'draw.verify') }).click();
    await expect(page.getByText(text(testInfo, 'draw.agrees'))).toBeVisible();
  });

  test("an archive's winners page names the archive itself, whatever name a link puts in its address", async ({ page }, testInfo) => {
    const [archives] = await api<[{ id: number; name: string }[]]>(page, testInfo, '/api/v1/archives');
    const archive = archives[0]!;
    await openIn(page, testInfo, `/winners/${encodeURIComponent('Not the real competition')}/${archive.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(archive.name);
    await expect(page.getByText('Not the real competition')).toHaveCount(0);
    // An archive that does not exist says so and leads to the others.
    await openIn(page, testInfo, `/winners/${encodeURIComponent(archive.name)}/999999`);
    await expect(page.getByText(text(testInfo, 'winners.archiveMissing'))).toBeVisible();
    await expect(page.getByRole('link', { name: text(testInfo, 'winners.allArchives') })).toBeVisible();
  });

  test('a certificate: its PDF reads in Arabic, its QR address opens the same fields, a tampered field fails', async ({ page }, testInfo) => {
    const language = languageOf(testInfo);
    await openIn(page, testInfo, '/certificates/all');
    await page.getByRole('searchbox').fill('Fatimah');
    await page.getByRole('button', { name: text(testInfo, 'list.searchButton'), exact: true }).click();
    const card = page.getByRole('listitem').filter({ hasText: language === 'ar' ? 'فاطمة الزهراني' : 'Fatimah Al-Zahrani' }).first();
    await expect(card).toBeVisible();
    const href = await card.getByRole('link', { name: text(testInfo, 'certificates.downloadAr') }).getAttribute('href');
    const pdfResponse = await page.request.get(href!);
    expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
    const pdf = await pdfResponse.body();
    const dir = mkdtempSync(path.join(tmpdir(), 'qc-e2e-pdf-'));
    writeFileSync(path.join(dir, 'certificate.pdf'), pdf);
    // The text reads as Arabic (logical order), and the page renders to an image.
    const printed = execFileSync('pdftotext', [path.join(dir, 'certificate.pdf'), '-'], { encoding: 'utf8' }).replace(/[\s\u200e\u200f\u202a-\u202e]/g, '');
    expect(printed).toContain('فاطمةالزهراني');
    execFileSync('pdftoppm', ['-r', '30', '-png', '-singlefile', path.join(dir, 'certificate.pdf'), path.join(dir, 'certificate')]);
    expect(readFileSync(path.join(dir, 'certificate.png')).subarray(1, 4).toString()).toBe('PNG');

    // The QR code's address (the PDF links the code to it): the public verification page, with the signature.
    const qrUrl = /\/URI \((http[^)]+)\)/.exec(pdf.toString('latin1'))![1]!;
    const verifyUrl = new URL(qrUrl);
    expect(verifyUrl.pathname).toMatch(/^\/certificates\/verify\/QC-1446-[0-9A-Z]{16}$/);
    expect(verifyUrl.searchParams.get('s')).toMatch(/^[A-Za-z0-9_-]{86}$/);
    await openIn(page, testInfo, `${verifyUrl.pathname}${verifyUrl.search}`);
    await expect(page.getByText(text(testInfo, 'verify.valid'))).toBeVisible();
    await expect(page.getByText('فاطمة الزهراني', { exact: true })).toBeVisible();
    await expect(page.getByText('Fatimah Al-Zahrani', { exact: true })).toBeVisible();
    await expect(page.getByText(verifyUrl.pathname.split('/').pop()!, { exact: true })).toBeVisible();

    // A tampered field (the record as it reaches the page says another name) fails against the QR's signature.
    await page.route('**/verification', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: [{ holder_name: { en: string } }] };
      body.data[0].holder_name.en = 'Fatimah Al-Zahrani Jr';
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(page.getByText(text(testInfo, 'verify.tampered'))).toBeVisible();
    await page.unroute('**/verification');
    // And so does an edited signature.
    await openIn(page, testInfo, `${verifyUrl.pathname}?s=${verifyUrl.searchParams.get('s')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`);
    await expect(page.getByText(text(testInfo, 'verify.tampered'))).toBeVisible();
  });

  test('the demo winner sees their prize request with its due date, and their winner certificate', async ({ page, context }, testInfo) => {
    const login = await page.request.post('/api/v1/user/auth/login', { data: { email: 'winner@example.com', password: 'Winner#2026' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await context.addCookies([{ name: 'jwt', value: token, url: phaseUrl('draw') }]);
    await openIn(page, testInfo, '/winner/competition');
    await expect(page.getByRole('heading', { level: 1, name: text(testInfo, 'requests.title') })).toBeVisible();
    await expect(page.getByText(text(testInfo, 'requests.status.approved'))).toBeVisible();
    await expect(page.getByText(text(testInfo, 'requests.due'))).toBeVisible();
    await expect(page.getByText(text(testInfo, 'requests.allRequested'))).toBeVisible();
    // "My certificates" holds the winner certificate too; the winner area's address leads there.
    await openIn(page, testInfo, '/winner/certificates');
    await expect(page).toHaveURL(/\/certificates$/);
    await expect(page.getByRole('heading', { level: 1, name: text(testInfo, 'certificates.mineTitle') })).toBeVisible();
    await expect(page.getByText(text(testInfo, 'certificates.kind.winner'))).toBeVisible();
    await expect(page.getByText(text(testInfo, 'certificates.empty'))).toHaveCount(0);
  });

  test('the demo winner takes their certificate off the public list and puts it back; its verification page answers meanwhile', async ({ page, context }, testInfo) => {
    const login = await page.request.post('/api/v1/user/auth/login', { data: { email: 'winner@example.com', password: 'Winner#2026' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await context.addCookies([{ name: 'jwt', value: token, url: phaseUrl('draw') }]);
    await openIn(page, testInfo, '/certificates');
    const card = page.getByRole('listitem').filter({ hasText: text(testInfo, 'certificates.kind.winner') }).first();
    const id = (await card.getByText(/^QC-/).textContent())!.trim();
    const listed = async () => (await api<[{ id: string }[]]>(page, testInfo, `/api/v1/certificates?q=${id}`))[0].map((c) => c.id);
    await expect(card.getByRole('status')).toHaveText(text(testInfo, 'certificates.visibility.public'));
    expect(await listed()).toEqual([id]);
    try {
      await card.getByRole('button', { name: text(testInfo, 'certificates.visibility.makePrivate') }).click();
      await expect(card.getByRole('status')).toHaveText(text(testInfo, 'certificates.visibility.private'));
      expect(await listed()).toEqual([]);
      await expectAccessible(page);
      // Private, it still verifies by its number (the address its QR code carries).
      expect((await page.request.get(`/api/v1/certificates/${id}/verification`)).ok()).toBe(true);
      await card.getByRole('button', { name: text(testInfo, 'certificates.visibility.makePublic') }).click();
      await expect(card.getByRole('status')).toHaveText(text(testInfo, 'certificates.visibility.public'));
      expect(await listed()).toEqual([id]);
    } finally {
      // Leave the shared draw-phase server as it was, whatever happened.
      await page.request.put(`/api/v1/user/profile/certificates/${id}/visibility`, { headers: { authorization: `Bearer ${token}` }, data: { public: true } });
    }
  });
});
