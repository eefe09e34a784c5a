// The site's one service worker in real Chromium (issue 33, points 3 to 5): after a first visit the home page and the
// last public pages open with the network off, saying from when they are; a take recorded offline is sent by itself
// when the network returns; quiz answers chosen offline reach the server after the tab was closed (Background Sync), or
// when the quiz is opened again; a new build makes the "new version — reload" prompt appear. This file runs its own reference
// server (fresh data, its log read for the sign-up codes), with the fake microphone of the recording tests.
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { basePort } from './support/phases';
import { choose } from './support/choice';
import { inLanguage, openIn, waitForApp } from './support/language';
import { freshContestant, ownServerFor } from './support/ownServer';

const port = Number(process.env.E2E_OFFLINE_PORT ?? basePort + 40);
const hostPort = port + 1;
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const speech = path.resolve(import.meta.dirname, '../fixtures/audio/speech.wav');
const fakeMicrophone = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${speech}`];

const server = ownServerFor(port);
test.use({
  baseURL: `http://127.0.0.1:${port}`,
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeMicrophone] },
});

const say = (testInfo: TestInfo, ar: string, en: string) => inLanguage(testInfo, { ar, en });

/** Waits until the worker controls the page and has kept the page's public reads (the first visit's too). */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('public-api')).keys()).length), { timeout: 20_000 })
    .toBeGreaterThan(0);
}

/** Closes the site's "you are offline" dialog when it is up (it opens on every offline event). */
async function closeOfflineDialog(page: Page, testInfo: TestInfo): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: say(testInfo, 'حسنًا', 'OK') }).click();
  await expect(dialog).toHaveCount(0);
}

const shownAsOf = (page: Page, testInfo: TestInfo) =>
  page.getByRole('status').filter({ hasText: say(testInfo, 'أنت غير متصل بالإنترنت: تُعرض هذه الصفحة كما حُفظت في', 'You are offline: this page is shown as it was saved on') });

test('after a first visit, the home page and the last public pages open offline, saying from when', async ({ page, context }, testInfo) => {
  testInfo.setTimeout(90_000);
  await openIn(page, testInfo, '/');
  const hero = page.getByRole('heading', { level: 1 });
  await expect(hero).toBeVisible();
  await waitForWorker(page);
  // The last public pages seen: the archives and the rules.
  await page.goto('/archives-competition');
  await waitForApp(page);
  const archivesHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/about-competition');
  await waitForApp(page);
  const aboutText = await page.locator('main').innerText();

  await context.setOffline(true);
  await page.goto('/');
  await closeOfflineDialog(page, testInfo);
  await expect(hero).toBeVisible();
  await expect(shownAsOf(page, testInfo)).toBeVisible();
  // Arabic numbers in Arabic-Indic digits, in the note too.
  if (testInfo.project.name === 'ar') await expect(shownAsOf(page, testInfo)).toHaveText(/[٠-٩]/);
  await page.goto('/archives-competition');
  await closeOfflineDialog(page, testInfo);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(archivesHeading ?? '');
  await page.goto('/about-competition');
  await closeOfflineDialog(page, testInfo);
  await expect(shownAsOf(page, testInfo)).toBeVisible();
  await expect(page.locator('main')).toContainText(aboutText.split('\n').find((line) => line.trim().length > 20)?.trim() ?? '');

  // Back online: the page says it shows the kept copy and offers a reload for the latest.
  await context.setOffline(false);
  await page.getByRole('button', { name: say(testInfo, 'إعادة تحميل الصفحة', 'Reload the page') }).click();
  await waitForApp(page);
  await expect(shownAsOf(page, testInfo)).toHaveCount(0);
});

test('a contestant\'s own answers are never kept by the worker', async ({ page }, testInfo) => {
  const { token } = await freshContestant(server(), `offline-${testInfo.project.name}`);
  await page.context().addCookies([{ name: 'jwt', value: token, url: `http://127.0.0.1:${port}` }]);
  await openIn(page, testInfo, '/');
  await waitForWorker(page);
  await page.goto('/notifications');
  await waitForApp(page);
  await page.goto('/recording/fatihah');
  await waitForApp(page);
  const kept = await page.evaluate(async () => (await (await caches.open('public-api')).keys()).map((request) => new URL(request.url).pathname));
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((pathname) => /\/api\/v1\/(user|operator|competition\/(?!candidates|winners))/.test(pathname))).toEqual([]);
});

test('a take recorded offline is sent by itself when the network returns', async ({ page, context }, testInfo) => {
  testInfo.setTimeout(120_000);
  const { token } = await freshContestant(server(), `offline-take-${testInfo.project.name}`);
  await context.addCookies([{ name: 'jwt', value: token, url: `http://127.0.0.1:${port}` }]);
  await openIn(page, testInfo, '/recording/fatihah/record');
  await waitForWorker(page);
  const button = (ar: string, en: string) => page.getByRole('button', { name: say(testInfo, ar, en), exact: true });
  await button('السماح باستخدام الميكروفون', 'Allow the microphone').click();
  const proceed = button('المستوى مناسب، متابعة', 'The level is right, continue');
  const start = button('ابدأ التسجيل', 'Start recording');
  await expect(proceed.or(start)).toBeVisible();
  if (await proceed.isVisible()) await proceed.click();

  await context.setOffline(true);
  await closeOfflineDialog(page, testInfo);
  await start.click();
  await page.waitForTimeout(11_000);
  await button('إيقاف', 'Stop').click();
  await expect(page.getByRole('heading', { name: say(testInfo, 'استمع قبل الإرسال', 'Listen before you send') })).toBeVisible({ timeout: 15_000 });
  await button('إرسال', 'Send').click();
  // The page says what is waiting.
  await expect(page.getByRole('heading', { name: say(testInfo, 'تسجيلك ينتظر الاتصال', 'Your recording is waiting for the connection') })).toBeVisible({ timeout: 15_000 });

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: say(testInfo, 'أُرسلت محاولتك.', 'Your attempt was sent.') })).toBeVisible({ timeout: 30_000 });
  // Sent once: the server has one attempt, and the browser keeps no take to offer again.
  await expect(page.getByText(say(testInfo, 'المحاولات المستخدمة: ١ من ٣', 'Attempts used: 1 of 3'))).toBeVisible();
  await openIn(page, testInfo, '/recording/fatihah');
  await expect(page.getByText(say(testInfo, 'المحاولات المستخدمة: ١ من ٣', 'Attempts used: 1 of 3'))).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(say(testInfo, 'المحاولة', 'Attempt')) })).toHaveCount(1);
});

/** Starts the quiz from /pre-questions (confirmed in the dialog); the first question follows. */
async function startTheQuiz(page: Page, testInfo: TestInfo): Promise<void> {
  await page.getByRole('button', { name: say(testInfo, 'ابدأ الاختبار', 'Start the quiz') }).click();
  await page.getByRole('dialog').getByRole('button', { name: say(testInfo, 'ابدأ الآن', 'Start now'), exact: true }).click();
  await expect(page).toHaveURL(/\/questions$/);
  await expect(page.getByRole('timer')).toBeVisible();
}

/** Chooses the first option of the first two questions while offline: the page says they wait on this device. */
async function answerTwoOffline(page: Page, testInfo: TestInfo): Promise<void> {
  await choose(page.getByRole('radio').first());
  await expect(page.getByText(say(testInfo, 'لم تُحفظ بعد', 'Not saved yet'))).toBeVisible();
  await page.getByRole('button', { name: say(testInfo, 'التالي', 'Next') }).click();
  await choose(page.getByRole('radio').first());
  await expect(page.getByText(say(testInfo, 'لم تُحفظ بعد', 'Not saved yet'))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: say(testInfo, 'إجابات تنتظر على هذا الجهاز: ٢', 'Answers waiting on this device: 2') })).toBeVisible();
}

/** The answers the server kept for the contestant's attempt. */
async function serverAnswers(token: string): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/v1/competition/first-paths`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { data?: Array<{ answers?: unknown[] }> };
  return body.data?.[0]?.answers?.length ?? 0;
}

/** The quiz reopened goes on at the third question; the one before shows its answer chosen and saved. */
async function expectSecondAnswerSaved(page: Page, testInfo: TestInfo): Promise<void> {
  await page.getByRole('button', { name: say(testInfo, 'السابق', 'Previous') }).click();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expect(page.getByText(say(testInfo, 'حُفظت الإجابة', 'Answer saved'))).toBeVisible();
}

test('quiz answers chosen offline reach the server after the tab was closed, when the network returns', async ({ page, context }, testInfo) => {
  testInfo.setTimeout(120_000);
  const { token } = await freshContestant(server(), `offline-quiz-${testInfo.project.name}`);
  await context.addCookies([{ name: 'jwt', value: token, url: `http://127.0.0.1:${port}` }]);
  await openIn(page, testInfo, '/pre-questions');
  await waitForWorker(page);
  await startTheQuiz(page, testInfo);

  await context.setOffline(true);
  await closeOfflineDialog(page, testInfo);
  await answerTwoOffline(page, testInfo);
  expect(await serverAnswers(token)).toBe(0);
  // The tab is closed while still offline; then the connection returns with no page of the site open.
  await page.close();
  await context.setOffline(false);
  await expect.poll(() => serverAnswers(token), { timeout: 30_000 }).toBe(2);

  // Reopened: both answers are there and saved, and nothing is left waiting in the browser.
  const again = await context.newPage();
  await openIn(again, testInfo, '/questions');
  await expectSecondAnswerSaved(again, testInfo);
  const kept = await again.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('quran-competition-quiz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('answers').objectStore('answers').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(kept).toBe(0);
});

test.describe('without Background Sync', () => {
  test.use({ serviceWorkers: 'block' });

  test('reopening the quiz puts the answers kept offline back and saves them', async ({ page, context }, testInfo) => {
    testInfo.setTimeout(120_000);
    const { token } = await freshContestant(server(), `offline-quiz-again-${testInfo.project.name}`);
    await context.addCookies([{ name: 'jwt', value: token, url: `http://127.0.0.1:${port}` }]);
    await openIn(page, testInfo, '/pre-questions');
    await startTheQuiz(page, testInfo);

    await context.setOffline(true);
    await closeOfflineDialog(page, testInfo);
    await answerTwoOffline(page, testInfo);
    await page.close();
    await context.setOffline(false);
    // No worker: nothing reaches the server until the quiz is opened again.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await serverAnswers(token)).toBe(0);

    const again = await context.newPage();
    await openIn(again, testInfo, '/questions');
    await expect.poll(() => serverAnswers(token), { timeout: 15_000 }).toBe(2);
    await expectSecondAnswerSaved(again, testInfo);
  });
});

test.describe('a new build', () => {
  // A static host over the built site whose service worker can be swapped for the next build's: the same files with one
  // precache revision changed, as a rebuild of a changed page gives. /api goes on to this file's reference server.
  let host: Server;
  let nextBuild = false;
  const base = `http://127.0.0.1:${hostPort}`;

  test.beforeAll(async () => {
    const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    const revision = /"url":"\/app\.html","revision":"([0-9a-f]+)"/.exec(worker)?.[1];
    if (!revision) throw new Error('dist/sw.js precaches no /app.html with a revision');
    const next = worker.replace(revision, `${revision.slice(0, -4)}beef`);
    host = createServer((req, res) => {
      const url = new URL(req.url ?? '/', base);
      if (url.pathname.startsWith('/api/')) {
        const upstream = request({ host: '127.0.0.1', port, path: req.url, method: req.method, headers: { ...req.headers, host: `127.0.0.1:${port}` } }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        req.pipe(upstream);
        return;
      }
      if (url.pathname === '/sw.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(nextBuild ? next : worker);
        return;
      }
      const file = path.join(dist, path.normalize(url.pathname === '/' ? '/index.html' : url.pathname));
      let body: Buffer;
      try {
        body = readFileSync(file.startsWith(dist) ? file : path.join(dist, 'index.html'));
      } catch {
        body = readFileSync(path.join(dist, 'app.html'));
      }
      const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json' }[path.extname(file)];
      res.writeHead(200, { 'content-type': type ?? (path.extname(file) ? 'application/octet-stream' : 'text/html'), 'cache-control': 'no-cache' });
      res.end(body);
    });
    await new Promise<void>((resolve) => host.listen(hostPort, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => host.close(resolve));
  });

  test('makes the update prompt appear; reload brings the new version in', async ({ page }, testInfo) => {
    testInfo.setTimeout(90_000);
    nextBuild = false;
    await openIn(page, testInfo, `${base}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const prompt = page.getByRole('status').filter({ hasText: say(testInfo, 'يتوفر إصدار جديد من الموقع', 'A new version of the site is ready') });
    await expect(prompt).toHaveCount(0);

    nextBuild = true;
    await page.reload();
    await waitForApp(page);
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // The page goes on with its own build until the visitor says reload.
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    // Listening before the press: the new worker can take over and the page reload before click() has returned.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: say(testInfo, 'إعادة التحميل', 'Reload') }).click();
    await reloaded;
    await waitForApp(page);
    await expect(prompt).toHaveCount(0);
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null);
    expect(waiting).toBeNull();
    expect(before).toContain('/sw.js');
  });
});

