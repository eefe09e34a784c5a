// The built site on an ordinary static host (issue 21, point 9): one that answers every path it has no file for with
// index.html (the usual single-page rule), not with app.html as the reference server does. A deep link must open its
// own page without first showing the home page's prerendered frame and without React's hydration error (#418); the
// home page itself is still adopted as drawn. The host is a few lines of node: files from DIST_DIR, /api passed on
// to the running phase's reference server.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { languageOf } from './support/language.ts';
import { basePort, phaseUrl } from './support/phases.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.E2E_STATIC_PORT ?? basePort + 20);
const base = `http://127.0.0.1:${port}`;
const api = new URL(phaseUrl('running'));
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

let host: Server;

test.beforeAll(async () => {
  host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    if (url.pathname.startsWith('/api/')) {
      const upstream = request({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers: { ...req.headers, host: api.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
      return;
    }
    const file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)));
    const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : path.join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(found)] ?? 'application/octet-stream' });
    createReadStream(found).pipe(res);
  });
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

/** Every console error and uncaught error of the page, and in how many painted frames the home page's prerendered frame stood. */
async function watch(page: Page, language: 'ar' | 'en'): Promise<{ errors: string[]; framesSeen: () => Promise<number> }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((saved) => {
    window.localStorage.setItem('language', saved);
    // Counts the frames painted: an animation frame is a chance to paint, and what #root held then is what was seen.
    const seen = { frames: 0 };
    Object.assign(window, { homeFrameSeen: seen });
    const look = () => {
      if (document.querySelector('#root[data-prerendered]')) seen.frames += 1;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, language);
  return { errors, framesSeen: () => page.evaluate(() => (window as unknown as { homeFrameSeen: { frames: number } }).homeFrameSeen.frames) };
}

const titles = {
  login: { ar: 'تسجيل الدخول', en: 'Log in' },
};

test('a deep link to /login opens the login page, never the home frame, with no console error', async ({ page }, testInfo) => {
  const language = languageOf(testInfo);
  const { errors, framesSeen } = await watch(page, language);
  await page.goto(`${base}/login`);
  await page.locator('#root > *').first().waitFor();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: titles.login[language] })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await framesSeen()).toBe(0);
  expect(errors).toEqual([]);
});

test('a deep link to /winner/profile opens the signed-in winner’s page with no console error', async ({ page }, testInfo) => {
  const language = languageOf(testInfo);
  const login = await page.request.post(`${base}/api/v1/user/auth/login`, { data: { email: 'winner@example.com', password: 'Winner#2026' } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.context().addCookies([{ name: 'jwt', value: token, url: base }]);
  const { errors, framesSeen } = await watch(page, language);
  await page.goto(`${base}/winner/profile`);
  await expect(page).toHaveURL(`${base}/winner/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root h1')).not.toHaveText(/^$/);
  await page.waitForLoadState('networkidle');
  expect(await framesSeen()).toBe(0);
  expect(errors).toEqual([]);
});

test('the home page still arrives drawn and is adopted as it is', async ({ page }, testInfo) => {
  const language = languageOf(testInfo);
  const { errors, framesSeen } = await watch(page, language);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      Object.assign(window, { prerenderedHeading: root?.hasAttribute('data-prerendered') ? root.querySelector('h1') : null });
    });
  });
  await page.goto(`${base}/`);
  await page.locator('#root:not([data-prerendered]) > *').first().waitFor();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const adopted = await page.evaluate(() => {
    const kept = (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading;
    return kept !== null && kept === document.querySelector('#root h1');
  });
  expect(adopted).toBe(true);
  expect(await framesSeen()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
