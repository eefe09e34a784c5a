// One numeral system per language (issue 21, point 1), as a reader sees it: every page a visitor, the demo contestant,
// the demo winner and the demo visitor account can reach, in every competition phase, walked link by link on the built
// site. An Arabic page shows no Latin digit and an English page no Arabic-Indic digit in its visible text, except where
// the text is not prose: what the reader types (inputs), codes (`<code>`, `<kbd>`, `translate="no"`), emails, web and
// phone addresses in a left-to-right link, text marked as the other language (`lang`, e.g. a certificate's English title
// on the Arabic page), and names and codes a digit is part of (`SHA-256`, `Ed25519`, a candidate's `E-4NBEYFAAWG`, a
// certificate's `QC-1446-…`, a hash): a digit inside a word of the other script is a name, not a number.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { languageOf } from './support/language.ts';
import { phaseUrl, type Phase } from './support/phases.ts';

/** The visible text nodes of the page that show a digit of the other numeral system. */
async function foreignDigits(page: Page, language: 'ar' | 'en'): Promise<string[]> {
  return page.evaluate((language) => {
    const foreign = language === 'ar' ? /[0-9]+/g : /[\u0660-\u0669]+/g;
    const foreignLetter = language === 'ar' ? /[A-Za-z]/ : /[\u0621-\u064a]/;
    const notProse = 'input, textarea, select, code, kbd, samp, [translate="no"], script, style, template, noscript';
    const address = 'a[dir="ltr"][href^="mailto:"], a[dir="ltr"][href^="tel:"], a[dir="ltr"][href^="http"]';
    const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const url = /^(https?:\/\/|www\.)\S+$/;
    /** The digits of `text` that stand as numbers: not inside a word of the other script. */
    const numbers = (text: string) =>
      [...text.matchAll(foreign)].filter((match) => {
        const before = text.slice(0, match.index).split(/\s/).pop() ?? '';
        const after = text.slice(match.index + match[0].length).split(/\s/)[0] ?? '';
        return !foreignLetter.test(before + after);
      });
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (numbers(text).length === 0) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest(notProse) || parent.closest(address)) continue;
      if (parent.closest('[lang]')?.getAttribute('lang')?.split('-')[0] !== language) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      if (parent.closest('[dir="ltr"]') && (email.test(text) || url.test(text))) continue;
      found.push(text);
    }
    return found;
  }, language);
}

/** Where a page's links lead inside the site (not the API, downloads, the console or another site). */
async function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((link) => new URL(link.href, location.href))
      .filter((url) => url.origin === location.origin && !/^\/(api|operator|assets)\b/.test(url.pathname) && !/\.\w+$/.test(url.pathname))
      .map((url) => `${url.pathname}${url.search}`),
  );
}

/** One visit per kind of page: `/winners/x/12` and `/winners/y/13` are the same page with other data. */
const kindOf = (path: string) =>
  path
    .split('?')[0]!
    .toLowerCase()
    .replace(/(first|second|third|forth|fourth|fifth)-path/g, 'track')
    .replace(/\/[^/]*\d[^/]*/g, '/:n');

async function signIn(page: Page, base: string, email: string, password: string): Promise<void> {
  const login = await page.request.post(`${base}/api/v1/user/auth/login`, { data: { email, password } });
  expect(login.status(), `${email} signs in`).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.context().addCookies([{ name: 'jwt', value: token, url: base }]);
}

/**
 * Waits until the page has drawn its data: no request of the page's in flight and no loading indicator (an
 * indeterminate progress bar: a section or a lazy chunk on its way) for 250 ms in a row. Quicker than Playwright's
 * `networkidle` (500 ms of silence, which this walk waited for twice a page) and it sees a spinner, which it does not.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __inFlight: number; __quietSince?: number };
      const busy = w.__inFlight > 0 || document.querySelector('[role="progressbar"]:not([aria-valuenow])') !== null;
      if (busy) w.__quietSince = undefined;
      else w.__quietSince ??= performance.now();
      return w.__quietSince !== undefined && performance.now() - w.__quietSince >= 250;
    },
    undefined,
    { polling: 50, timeout: 15_000 },
  );
}

/** Counts the page's requests in flight (fetch and XMLHttpRequest), for `settled`. */
function countRequestsInFlight() {
  const w = window as unknown as { __inFlight: number };
  w.__inFlight = 0;
  const track = <T,>(promise: Promise<T>) => {
    w.__inFlight++;
    return promise.finally(() => w.__inFlight--);
  };
  const fetch = window.fetch.bind(window);
  window.fetch = (...args: Parameters<typeof fetch>) => track(fetch(...args));
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<typeof send>) {
    w.__inFlight++;
    this.addEventListener('loadend', () => w.__inFlight--, { once: true });
    return send.apply(this, args);
  };
}

/** Walks the site from `starts`, following its links, and returns every foreign digit it saw. */
async function walk(page: Page, testInfo: TestInfo, base: string, starts: string[], limit = 45): Promise<{ visited: string[]; findings: { path: string; text: string }[] }> {
  const language = languageOf(testInfo);
  await page.addInitScript((saved) => window.localStorage.setItem('language', saved), language);
  await page.addInitScript(countRequestsInFlight);
  const queue = [...starts];
  const seen = new Set<string>();
  const visited: string[] = [];
  const findings: { path: string; text: string }[] = [];
  while (queue.length > 0 && visited.length < limit) {
    const path = queue.shift()!;
    if (seen.has(kindOf(path))) continue;
    seen.add(kindOf(path));
    await page.goto(`${base}${path}`);
    await page.locator('#root:not([data-prerendered]) > *').first().waitFor();
    await settled(page);
    const landed = new URL(page.url()).pathname;
    visited.push(landed === path.split('?')[0] ? path : `${path} → ${landed}`);
    for (const text of new Set(await foreignDigits(page, language))) findings.push({ path: landed, text });
    for (const link of await linksOf(page)) if (!seen.has(kindOf(link))) queue.push(link);
  }
  return { visited, findings };
}

const publicStarts = ['/', '/about-competition', '/archives-competition', '/certificates/all', '/complaints', '/login', '/register/contestant', '/forget-password', '/verify-otp', '/reset-password', '/coming-soon'];
const contestantStarts = ['/', '/notifications', '/pre-questions', '/recording', '/recording/fatihah', '/pre-saving', '/pre-saving/nabaa', '/certificates', '/success-send', '/success-send/nabaa'];
const winnerStarts = ['/', '/winner/profile', '/winner/competition', '/winner/certificates', '/notifications', '/saving'];

const walks: { phase: Phase; who: string; account?: { email: string; password: string }; starts: string[] }[] = [
  { phase: 'running', who: 'a visitor', starts: publicStarts },
  { phase: 'running', who: 'the demo contestant', account: { email: 'contestant@example.com', password: 'Contestant#2026' }, starts: contestantStarts },
  { phase: 'running', who: 'the demo winner', account: { email: 'winner@example.com', password: 'Winner#2026' }, starts: winnerStarts },
  { phase: 'running', who: 'the demo visitor account', account: { email: 'visitor@example.com', password: 'Visitor#2026' }, starts: ['/', '/profile/visitor', '/winner/profile'] },
  { phase: 'before', who: 'a visitor', starts: ['/'] },
  { phase: 'ended', who: 'the demo contestant', account: { email: 'contestant@example.com', password: 'Contestant#2026' }, starts: ['/', '/pre-questions'] },
  { phase: 'draw', who: 'a visitor', starts: ['/', '/archives-competition', '/certificates/all'] },
  { phase: 'draw-next', who: 'a visitor', starts: ['/'] },
  { phase: 'none', who: 'a visitor', starts: ['/'] },
];

for (const { phase, who, account, starts } of walks) {
  test(`${phase}: every page ${who} reaches shows only its language's digits`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    const base = phaseUrl(phase);
    if (account) await signIn(page, base, account.email, account.password);
    const { visited, findings } = await walk(page, testInfo, base, starts);
    expect(visited.length, `pages walked: ${visited.join(', ')}`).toBeGreaterThanOrEqual(starts.length);
    expect(findings.map(({ path, text }) => `${path}: ${text}`), `pages walked: ${visited.join(', ')}`).toEqual([]);
  });
}
