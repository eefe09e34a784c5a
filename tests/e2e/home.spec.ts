import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { inLanguage, languageOf, openIn } from './support/language.ts';
import { phaseUrl, type Phase } from './support/phases.ts';
import { seedFaq, seedSettings } from '../../server/db/seedContent.ts';

// The home page against the reference server in every competition phase, in the project's language
// (`ar`: an Arabic phone, `en`: an English desktop), with the browser in Los Angeles.

type Dictionary = { [key: string]: string | Dictionary };
const dictionaries = Object.fromEntries(
  (['ar', 'en'] as const).map((language) => [
    language,
    {
      home: JSON.parse(readFileSync(path.resolve(`src/app/i18n/locales/${language}/home.json`), 'utf8')) as Dictionary,
      common: JSON.parse(readFileSync(path.resolve(`src/app/i18n/locales/${language}/common.json`), 'utf8')) as Dictionary,
      tracks: JSON.parse(readFileSync(path.resolve(`src/app/i18n/locales/${language}/tracks.json`), 'utf8')) as Dictionary,
      forms: JSON.parse(readFileSync(path.resolve(`src/app/i18n/locales/${language}/forms.json`), 'utf8')) as Dictionary,
    },
  ]),
) as Record<'ar' | 'en', { home: Dictionary; common: Dictionary; tracks: Dictionary; forms: Dictionary }>;

/** The text of a dictionary key in the project's language, with `{{name}}` filled in. */
/** The demo's texts the organiser edits in the console (settings and FAQ in the database since migration 0030), by their former dictionary keys. */
const demoTexts: Record<string, { ar: string; en: string }> = {
  'method.title': seedSettings.method_title!,
  'method.intro': seedSettings.method_intro!,
  'method.tracks': seedSettings.method_step_1!,
  'method.judging': seedSettings.method_step_2!,
  'method.draw': seedSettings.method_step_3!,
  'method.prizes': seedSettings.method_step_4!,
  ...Object.fromEntries(seedFaq.flatMap((entry, index) => [[`faq.q${index + 1}`, entry.question], [`faq.a${index + 1}`, entry.answer]])),
};

function text(testInfo: TestInfo, key: string, values: Record<string, string> = {}, namespace: 'home' | 'common' | 'tracks' | 'forms' = 'home'): string {
  const demo = namespace === 'home' ? demoTexts[key] : undefined;
  if (demo) return demo[languageOf(testInfo)];
  let node: string | Dictionary | undefined = dictionaries[languageOf(testInfo)][namespace];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${namespace} key ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const heading = (page: Page, testInfo: TestInfo, key: string) => page.getByRole('heading', { name: text(testInfo, key), exact: true });

interface ApiCompetition {
  title: string;
  start_date: string;
  end_date: string;
  winners_draw_period: number;
  is_winners_draw_period: boolean;
  next_comp: ApiCompetition | null;
  is_next_comp_start: boolean;
}

async function competitionOf(page: Page, testInfo: TestInfo): Promise<ApiCompetition | null> {
  const response = await page.request.get('/api/v1/competitions', { headers: { 'Accept-Language': languageOf(testInfo) } });
  const body = (await response.json()) as { data: ApiCompetition | null };
  return body.data;
}

/** An API date-time read as Mecca wall-clock time (UTC+03:00). */
const meccaMs = (value: string) => Date.parse(`${value.replace(' ', 'T')}:00+03:00`);

/** Seconds of an ISO 8601 duration such as P2DT3H4M5S. */
function durationSeconds(iso: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso);
  if (!match) throw new Error(`not an ISO duration: ${iso}`);
  const [d, h, m, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number];
  return ((d * 24 + h) * 60 + m) * 60 + s;
}

function meccaDateTime(testInfo: TestInfo, epochMs: number): string {
  const locale = languageOf(testInfo) === 'ar' ? 'ar-EG' : 'en-GB';
  // A clock time reads in twelve hours in both languages ("8 March 2026 at 8:30 pm", «٨ مارس ٢٠٢٦ في ٨:٣٠ م»).
  return new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Riyadh', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(epochMs);
}

function usePhase(phase: Phase) {
  test.use({ baseURL: phaseUrl(phase) });
}

async function openHome(page: Page, testInfo: TestInfo) {
  await openIn(page, testInfo, '/');
  await expect(page.getByRole('heading', { level: 1, name: text(testInfo, 'hero.title') })).toBeVisible();
}

const trackCard = (page: Page, track: string) => page.locator(`#tracks [data-track="${track}"]`);

/** Every answer of 400 or more, every request the browser gave up on and every console error, as the page runs. */
function watchFailures(page: Page): { failed: string[]; errors: string[] } {
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  // A request the reload itself cancelled (the favicon, say) is not a failure; anything else the browser gave up on is.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason !== 'net::ERR_ABORTED') failed.push(`${reason} ${request.url()}`);
  });
  return { failed, errors };
}

test.describe('home: running competition', () => {
  usePhase('running');

  test('shows every competition section, the track buttons and the fixed bar; no winners block', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    for (const key of ['about.title', 'method.title', 'time.title', 'prizes.title', 'tracks.title', 'statistics.title', 'archives.title', 'faq.title', 'impressions.title']) {
      await expect(heading(page, testInfo, key)).toBeVisible();
    }
    await expect(heading(page, testInfo, 'winners.title')).toHaveCount(0);
    await expect(page.getByTestId('countdown-bar')).toBeVisible();
    await expect(page.locator('#statistics li')).toHaveCount(5);
    await expect(page.locator('#tracks article')).toHaveCount(5);
    // Prizes: five cards with the currency label.
    await expect(page.getByText(text(testInfo, 'currency', {}, 'common'), { exact: true })).toHaveCount(5);
  });

  test('"How to take part" says how the competition works, apart from the instructions\' steps', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const steps = await page.locator('ol[class] li[data-side]').allInnerTexts();
    const method = page.locator('section[aria-labelledby="home-method"] li');
    await expect(method).toHaveCount(4);
    for (const key of ['method.tracks', 'method.judging', 'method.draw', 'method.prizes']) {
      await expect(page.locator('section[aria-labelledby="home-method"]').getByText(text(testInfo, key))).toBeVisible();
    }
    const words = (value: string) => new Set(value.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []);
    for (const item of await method.allInnerTexts()) {
      for (const step of steps) {
        const [a, b] = [words(item), words(step)];
        const shared = [...a].filter((word) => b.has(word)).length;
        expect(shared / Math.min(a.size, b.size)).toBeLessThan(0.5);
      }
    }
  });

  test('prize and track cards: the currency stays on one line; at 1280 px each grid is one row, the archives fill theirs', async ({ page }, testInfo) => {
    if (languageOf(testInfo) === 'ar') await page.setViewportSize({ width: 1280, height: 800 });
    await openHome(page, testInfo);
    await page.locator('#archives li').first().waitFor();
    for (const selector of ['section[aria-labelledby="home-prizes"] ul > li', '#tracks ul > li', '#archives ul > li']) {
      const boxes = await page.locator(selector).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      expect(new Set(boxes.map((box) => Math.round(box.top))).size, selector).toBe(1);
      const row = await page.locator(selector).first().evaluate((item) => item.parentElement!.getBoundingClientRect().width);
      const used = boxes.reduce((sum, box) => sum + box.width, 0);
      expect(used / row, selector).toBeGreaterThan(0.9);
    }
    // In the narrow cards of that row, "ريال سعودي" is never split over two lines.
    const currencies = page.getByText(text(testInfo, 'currency', {}, 'common'), { exact: true });
    await expect(currencies).toHaveCount(5);
    const oneLine = await currencies.evaluateAll((elements) =>
      elements.map((element) => element.getClientRects().length === 1 && element.getBoundingClientRect().height < 2.6 * parseFloat(getComputedStyle(element).fontSize)),
    );
    expect(oneLine).toEqual([true, true, true, true, true]);
  });

  test('between 768 and 1023 px the five prize and track cards sit three and two, equal, from the inline start (issue 31)', async ({ page }, testInfo) => {
    const rtl = languageOf(testInfo) === 'ar';
    for (const width of [800, 1000]) {
      await page.setViewportSize({ width, height: 900 });
      await openHome(page, testInfo);
      for (const selector of ['section[aria-labelledby="home-prizes"] ul > li', '#tracks ul > li']) {
        await page.locator(selector).nth(4).scrollIntoViewIfNeeded();
        const boxes = await page.locator(selector).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
        const rows = [...new Set(boxes.map((box) => Math.round(box.top)))];
        expect(rows, `${selector} at ${width} px`).toHaveLength(2);
        expect(boxes.filter((box) => Math.round(box.top) === rows[0]), `${selector} at ${width} px`).toHaveLength(3);
        expect(new Set(boxes.map((box) => Math.round(box.width))).size, `${selector} at ${width} px`).toBe(1);
        // The second row starts where the first does: under the first card.
        const edge = (box: DOMRect) => Math.round(rtl ? box.right : box.left);
        expect(edge(boxes[3]!)).toBe(edge(boxes[0]!));
      }
    }
  });

  test('on a phone: a compact one-line bar that hides nothing, the countdown in one row, no empty green under the hero', async ({ page }, testInfo) => {
    if (languageOf(testInfo) === 'en') await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page, testInfo);
    const bar = page.getByTestId('countdown-bar');
    await expect(bar).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height).toBeLessThanOrEqual(44);
    // One line: nothing inside the bar sits below another item.
    const rows = await bar.locator('p').evaluateAll((items) => new Set(items.filter((p) => (p as HTMLElement).offsetParent).map((p) => Math.round(p.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
    // The countdown's boxes share one row.
    const tops = await page.locator('#competition-time [data-unit]').evaluateAll((units) => units.map((u) => Math.round(u.getBoundingClientRect().top)));
    expect(tops.length).toBe(4);
    expect(new Set(tops).size).toBe(1);
    // A control brought into view (as keyboard focus does) lands above the bar: the testimonial dots.
    const dot = page.locator('#impressions').getByRole('button', { name: /الانتقال إلى الصفحة|Go to page/ }).first();
    // The slider's code loads when its section comes near.
    await page.locator('#impressions').scrollIntoViewIfNeeded();
    await dot.waitFor();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await dot.evaluate((element) => element.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
    const dotBox = (await dot.boundingBox())!;
    expect(dotBox.y + dotBox.height).toBeLessThanOrEqual(barBox.y + 1);
    // The hero ends soon after its partner logos.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const hero = (await page.locator('section[aria-labelledby="home-title"]').boundingBox())!;
    const partners = (await page.locator('section[aria-labelledby="home-title"] ul').boundingBox())!;
    expect(hero.y + hero.height - (partners.y + partners.height)).toBeLessThanOrEqual(64);
  });

  test('the page arrives drawn and the app adopts it as it is, for a guest and a signed-in contestant', async ({ page, context }, testInfo) => {
    // Hydration (main.tsx): the prerendered markup (scripts/prerender.ts) is kept, not redrawn; a
    // mismatch would be reported on the console and the page drawn again.
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /did not match|hydrat/i.test(message.text())) mismatches.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        Object.assign(window, { prerenderedHeading: root?.hasAttribute('data-prerendered') ? root.querySelector('h1') : null });
      });
    });
    const adopted = () => page.evaluate(() => {
      const kept = (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading;
      return kept !== null && kept === document.querySelector('#root h1');
    });
    await openHome(page, testInfo);
    expect(await adopted()).toBe(true);

    const login = await page.request.post('/api/v1/user/auth/login', { data: { email: 'contestant@example.com', password: 'Contestant#2026' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await context.addCookies([{ name: 'jwt', value: token, url: phaseUrl('running') }]);
    await page.reload();
    await openHome(page, testInfo);
    // The signed-in session reached the page after hydration.
    await expect(trackCard(page, 'first').getByRole('link', { name: text(testInfo, 'tracks.showChallenge') })).toBeVisible();
    expect(await adopted()).toBe(true);
    expect(mismatches).toEqual([]);
  });

  test('track cards link to each track and its candidates', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const challenge: Record<string, [string, string]> = {
      first: ['tracks.startChallenge', '/pre-questions'],
      second: ['tracks.joinChallengeNow', '/recording'],
      third: ['tracks.startChallenge', '/pre-saving'],
      fourth: ['tracks.startChallenge', '/pre-saving/nabaa'],
      fifth: ['tracks.startChallenge', '/recording/fatihah'],
    };
    const candidates: Record<string, string> = { first: 'first-path', second: 'second-path', third: 'third-path', fourth: 'forth-path', fifth: 'fifth-path' };
    for (const [track, [label, href]] of Object.entries(challenge)) {
      const card = trackCard(page, track);
      await expect(card.getByRole('link', { name: text(testInfo, label) })).toHaveAttribute('href', href);
      await expect(card.getByRole('link', { name: text(testInfo, 'tracks.candidates') })).toHaveAttribute('href', `/competition/candidates/${candidates[track]}`);
      await expect(card.getByRole('link', { name: text(testInfo, 'tracks.winners') })).toHaveCount(0);
    }
    await trackCard(page, 'fourth').getByRole('link', { name: text(testInfo, 'tracks.candidates') }).click();
    await expect(page).toHaveURL(/\/competition\/candidates\/forth-path$/);
  });

  test('a signed-in contestant sees "show the challenge" on the tracks they took part in', async ({ page, context }, testInfo) => {
    const login = await page.request.post('/api/v1/user/auth/login', { data: { email: 'contestant@example.com', password: 'Contestant#2026' } });
    expect(login.status()).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await context.addCookies([{ name: 'jwt', value: token, url: phaseUrl('running') }]);
    await openHome(page, testInfo);
    // First track started (path_first_path active); a pending fourth-track request; nothing in the third.
    await expect(trackCard(page, 'first').getByRole('link', { name: text(testInfo, 'tracks.showChallenge') })).toHaveAttribute('href', '/pre-questions');
    await expect(trackCard(page, 'fourth').getByRole('link', { name: text(testInfo, 'tracks.showChallenge') })).toHaveAttribute('href', '/pre-saving/nabaa');
    await expect(trackCard(page, 'third').getByRole('link', { name: text(testInfo, 'tracks.startChallenge') })).toHaveAttribute('href', '/pre-saving');
    // The fourth card says when the booked test is, in Mecca time, in the page's language and digits.
    const mine = await page.request.get('/api/v1/competition/my-tracks', { headers: { authorization: `Bearer ${token}` } });
    const fourth = ((await mine.json()) as { data: [{ track: string; appointment_at: string }[]] }).data[0].find((s) => s.track === 'fourth')!;
    const when = new Intl.DateTimeFormat(languageOf(testInfo) === 'ar' ? 'ar-EG' : 'en-GB', {
      timeZone: 'Asia/Riyadh',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    }).format(meccaMs(fourth.appointment_at));
    await expect(trackCard(page, 'fourth').getByText(text(testInfo, 'progress.booked', { when }, 'tracks'), { exact: true })).toBeVisible();
    // Nothing entered in the third track: no line under its title.
    await expect(trackCard(page, 'third').locator('article p')).toHaveCount(1);
  });

  test('a fresh contestant on the home page: one read of every track, no failed request and no console error', async ({ page, context }, testInfo) => {
    const { failed, errors } = watchFailures(page);
    const trackReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/competition\/(my-tracks|(third|fourth|fifth)-paths)/.test(request.url())) trackReads.push(new URL(request.url()).pathname);
    });
    // A guest is never asked.
    await openHome(page, testInfo);
    await expect(trackCard(page, 'fifth').getByRole('link', { name: text(testInfo, 'tracks.startChallenge') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(trackReads).toEqual([]);
    // The demo's newcomer has entered no track.
    const login = await page.request.post('/api/v1/user/auth/login', { data: { email: 'newcomer@example.com', password: 'Newcomer#2026' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await context.addCookies([{ name: 'jwt', value: token, url: phaseUrl('running') }]);
    await page.reload();
    await openHome(page, testInfo);
    await expect(trackCard(page, 'fifth').getByRole('link', { name: text(testInfo, 'tracks.startChallenge') })).toHaveAttribute('href', '/recording/fatihah');
    await page.waitForLoadState('networkidle');
    expect(trackReads).toEqual(['/api/v1/competition/my-tracks']);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    // Not started anywhere: the cards say nothing more than their description.
    await expect(page.locator('#tracks article p')).toHaveCount(5);
  });

  test("a fresh contestant on each track's own page: not started is no failed request and no console error (issue 31)", async ({ page, context }, testInfo) => {
    const { failed, errors } = watchFailures(page);
    const login = await page.request.post('/api/v1/user/auth/login', { data: { email: 'newcomer@example.com', password: 'Newcomer#2026' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await context.addCookies([{ name: 'jwt', value: token, url: phaseUrl('running') }]);
    await page.addInitScript((saved) => window.localStorage.setItem('language', saved), languageOf(testInfo));
    for (const path of ['/pre-questions', '/recording', '/pre-saving', '/pre-saving/nabaa', '/recording/fatihah']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ path, failed, errors }).toEqual({ path, failed: [], errors: [] });
    }
  });

  test('counts down to the end in Mecca time, whatever the browser zone', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const competition = await competitionOf(page, testInfo);
    expect(competition).not.toBeNull();
    const endMs = meccaMs(competition!.end_date);
    const section = page.locator('#competition-time');
    await expect(section.getByText(text(testInfo, 'time.running', { title: competition!.title }))).toBeVisible();
    const remaining = durationSeconds((await section.locator('time').getAttribute('datetime')) ?? '');
    expect(Math.abs(remaining - (endMs - Date.now()) / 1000)).toBeLessThan(10);
    await expect(section.getByTestId('countdown-target')).toHaveText(`${meccaDateTime(testInfo, endMs)} ${text(testInfo, 'meccaTime', {}, 'common')}`);
    // It ticks.
    const first = await section.locator('time').getAttribute('datetime');
    await expect.poll(() => section.locator('time').getAttribute('datetime'), { timeout: 4000 }).not.toBe(first);
  });

  test('hero: two partner links in a new tab; the background blurs past 500 px', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const hero = page.locator('section[data-blurred]');
    const partners = hero.getByRole('link');
    await expect(partners).toHaveCount(2);
    for (const link of await partners.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // The partner's own address, not a path of this site ('/https:/…').
      await expect(link).toHaveAttribute('href', /^https:\/\/[^/]+\.[a-z]+\//);
    }
    await expect(hero).toHaveAttribute('data-blurred', 'false');
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(hero).toHaveAttribute('data-blurred', 'true');
  });

  test('previous competitions: three cards and "read more" to every archive', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    await expect(page.locator('#archives article')).toHaveCount(3);
    await page.locator('#archives').getByRole('link', { name: text(testInfo, 'archives.readMore') }).click();
    await expect(page).toHaveURL(/\/archives-competition$/);
    await expect(page.locator('main article')).toHaveCount(5);
  });

  test('FAQ: the first question open, translated, at the #case-studies anchor', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const faq = page.locator('#case-studies');
    const first = faq.getByRole('button', { name: text(testInfo, 'faq.q1') });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(text(testInfo, 'faq.a1'))).toBeVisible();
    await expect(faq.getByRole('button', { name: text(testInfo, 'faq.q2') })).toHaveAttribute('aria-expanded', 'false');
  });

  test("the header's FAQ link, followed from another page, lands on the FAQ", async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/login');
    const banner = page.getByRole('banner');
    const faqLink = text(testInfo, 'nav.faq', {}, 'common');
    if (languageOf(testInfo) === 'ar') {
      await banner.getByRole('button', { name: 'فتح القائمة' }).click();
      await page.getByRole('dialog', { name: 'القائمة' }).getByRole('link', { name: faqLink }).click();
    } else {
      await banner.getByRole('navigation').getByRole('link', { name: faqLink }).click();
    }
    await expect(page).toHaveURL(/\/#case-studies$/);
    const faq = page.locator('#case-studies');
    await expect(faq.getByRole('button', { name: text(testInfo, 'faq.q1') })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('a signed-in contestant finds their name and e-mail already in the impression form', async ({ page, context }, testInfo) => {
    const login = await page.request.post('/api/v1/user/auth/login', { data: { email: 'contestant@example.com', password: 'Contestant#2026' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const profile = await page.request.get('/api/v1/user/profile', { headers: { authorization: `Bearer ${token}` } });
    const { name } = ((await profile.json()) as { data: { user: { name: string } } }).data.user;
    await context.addCookies([{ name: 'jwt', value: token, url: phaseUrl('running') }]);
    await openHome(page, testInfo);
    await expect(trackCard(page, 'first').getByRole('link', { name: text(testInfo, 'tracks.showChallenge') })).toBeVisible();
    await page.locator('#impressions').getByRole('button', { name: text(testInfo, 'impressions.add') }).click();
    const dialog = page.getByRole('dialog', { name: text(testInfo, 'impressions.formTitle') });
    await expect(dialog.getByRole('textbox', { name: text(testInfo, 'impression.name', {}, 'forms') })).toHaveValue(name);
    await expect(dialog.getByRole('textbox', { name: text(testInfo, 'impression.email', {}, 'forms') })).toHaveValue('contestant@example.com');
    await expect(dialog.getByRole('textbox', { name: text(testInfo, 'impression.content', {}, 'forms') })).toHaveValue('');
  });

  test('impressions: slider, then the form with bad input, then good input and thanks; closing resets it', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const section = page.locator('#impressions');
    await expect(section.getByRole('region', { name: text(testInfo, 'impressions.carousel') })).toBeVisible();
    await section.getByRole('button', { name: text(testInfo, 'impressions.add') }).click();
    const dialog = page.getByRole('dialog', { name: text(testInfo, 'impressions.formTitle') });
    await expect(dialog).toBeVisible();
    // Static backdrop: Escape does not close it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    const name = dialog.getByRole('textbox', { name: text(testInfo, 'impression.name', {}, 'forms') });
    const email = dialog.getByRole('textbox', { name: text(testInfo, 'impression.email', {}, 'forms') });
    const content = dialog.getByRole('textbox', { name: text(testInfo, 'impression.content', {}, 'forms') });
    const send = dialog.getByRole('button', { name: text(testInfo, 'impression.send', {}, 'forms') });
    await send.click();
    await expect(dialog.getByText(text(testInfo, 'required.name', {}, 'forms'))).toBeVisible();
    await expect(dialog.getByText(text(testInfo, 'required.email', {}, 'forms'))).toBeVisible();
    await expect(dialog.getByText(text(testInfo, 'required.impression', {}, 'forms'))).toBeVisible();

    await name.fill('Ali');
    await email.fill('not-an-email');
    await content.fill('Short');
    await send.click();
    // Counted in the language's digits and plural form (six characters: Arabic's "few" form).
    await expect(dialog.getByText(inLanguage(testInfo, { ar: 'يجب ألا يقل هذا الحقل عن ٦ أحرف', en: 'This field should be at least 6 characters long' }), { exact: true })).toHaveCount(1);
    await expect(dialog.getByText(text(testInfo, 'validation.email', {}, 'forms'))).toBeVisible();
    await expect(name).toHaveValue('Ali');
    await expect(content).toHaveValue('Short');

    await name.fill('Abdullah Al-Subaie');
    await email.fill('abdullah.e2e@example.com');
    await content.fill('A wonderful experience that brought me back to daily revision.');
    await send.click();
    await expect(dialog.getByText(text(testInfo, 'impression.thanksTitle', {}, 'forms'))).toBeVisible();
    // The success toast: the spec's words, as a sentence.
    await expect(page.locator('.Toastify__toast').getByText(text(testInfo, 'impression.sent', {}, 'forms'), { exact: true })).toBeVisible();
    if (languageOf(testInfo) === 'en') expect(text(testInfo, 'impression.sent', {}, 'forms')).toBe('Impression sent successfully');

    await dialog.getByRole('button', { name: text(testInfo, 'close') }).click();
    await expect(dialog).toBeHidden();
    await section.getByRole('button', { name: text(testInfo, 'impressions.add') }).click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: text(testInfo, 'impression.name', {}, 'forms') })).toHaveValue('');
  });

  test('about: the rules modal lists the conditions; five step cards', async ({ page }, testInfo) => {
    const settingsRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/settings') settingsRequests.push(request.url());
    });
    await openHome(page, testInfo);
    await expect(page.locator('ol[class] li[data-side]')).toHaveCount(5);
    // Nothing in a step card looks like a link: its one picture is the medal, no arrow.
    await expect(page.locator('ol[class] li[data-side] svg')).toHaveCount(5);
    await page.getByRole('button', { name: text(testInfo, 'about.rulesButton') }).click();
    const dialog = page.getByRole('dialog', { name: text(testInfo, 'about.rulesTitle') });
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The step cards and the footer's contact details come from one GET /settings.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toBeVisible();
    expect(settingsRequests).toHaveLength(1);
  });

  test('back to top returns to the top of the page', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Section 12 is the layout's back-to-top button (one on every page).
    const button = page.getByRole('button', { name: text(testInfo, 'footer.backToTop', {}, 'common') });
    // It rises above the fixed countdown bar instead of sitting across its edge.
    const bar = page.getByTestId('countdown-bar');
    await expect(bar).toBeVisible();
    const [buttonBox, barBox] = [await button.boundingBox(), await bar.boundingBox()];
    expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(barBox!.y);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('home: before the start', () => {
  usePhase('before');

  test('counts down to the start; no challenge, candidates or winners buttons yet', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const competition = await competitionOf(page, testInfo);
    const section = page.locator('#competition-time');
    await expect(section.getByText(text(testInfo, 'time.beforeStart', { title: competition!.title }))).toBeVisible();
    const remaining = durationSeconds((await section.locator('time').getAttribute('datetime')) ?? '');
    expect(Math.abs(remaining - (meccaMs(competition!.start_date) - Date.now()) / 1000)).toBeLessThan(10);
    await expect(page.locator('#tracks article')).toHaveCount(5);
    await expect(page.locator('#tracks').getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('countdown-bar')).toBeVisible();
    await expect(heading(page, testInfo, 'winners.title')).toHaveCount(0);
  });
});

test.describe('home: ended, awaiting the results', () => {
  usePhase('ended');

  test('counts down to the results; candidates buttons only', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const competition = await competitionOf(page, testInfo);
    const section = page.locator('#competition-time');
    await expect(section.getByText(text(testInfo, 'time.awaitingResults', { title: competition!.title }))).toBeVisible();
    const resultsMs = meccaMs(competition!.end_date) + competition!.winners_draw_period * 86_400_000;
    const remaining = durationSeconds((await section.locator('time').getAttribute('datetime')) ?? '');
    expect(Math.abs(remaining - (resultsMs - Date.now()) / 1000)).toBeLessThan(10);
    await expect(page.locator('#tracks').getByRole('link', { name: text(testInfo, 'tracks.candidates') })).toHaveCount(5);
    await expect(page.locator('#tracks').getByRole('link', { name: text(testInfo, 'tracks.startChallenge') })).toHaveCount(0);
    await expect(page.getByTestId('countdown-bar')).toBeVisible();
    await expect(heading(page, testInfo, 'winners.title')).toHaveCount(0);
  });
});

test.describe('home: winners draw period, no next competition', () => {
  usePhase('draw');

  test('shows the winners block with each track; hides the track buttons and the fixed bar', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    await expect(heading(page, testInfo, 'winners.title')).toBeVisible();
    const winners = page.locator('#winners').getByRole('link');
    await expect(winners).toHaveCount(5);
    await expect(winners.first()).toHaveAttribute('href', '/winners/first-path');
    await expect(page.locator('#tracks article')).toHaveCount(5);
    await expect(page.locator('#tracks').getByRole('link')).toHaveCount(0);
    await expect(page.getByTestId('countdown-bar')).toHaveCount(0);
    await winners.nth(3).click();
    await expect(page).toHaveURL(/\/winners\/fourth-path$/);
  });

  test('competition time says the winners are out, with the results date and a link to them, never a zeroed clock', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const competition = await competitionOf(page, testInfo);
    const section = page.locator('#competition-time');
    await expect(section.getByText(text(testInfo, 'time.resultsOut', { title: competition!.title }))).toBeVisible();
    const resultsMs = meccaMs(competition!.end_date) + competition!.winners_draw_period * 86_400_000;
    const date = `${meccaDateTime(testInfo, resultsMs)} ${text(testInfo, 'meccaTime', {}, 'common')}`;
    await expect(section.getByTestId('results-date')).toHaveText(text(testInfo, 'time.resultsAnnounced', { date }));
    await expect(section.locator('time')).toHaveCount(0);
    // No zeroed clock (hours:minutes:seconds); the results time itself may well be midnight, 00:00.
    await expect(section).not.toContainText(/00:00:00|٠٠:٠٠:٠٠/);
    await expect(section.getByRole('timer')).toHaveCount(0);
    await section.getByRole('link', { name: text(testInfo, 'time.seeWinners') }).click();
    await expect(page.locator('#winners')).toBeInViewport();
  });
});

test.describe('home: winners draw period with the next competition started', () => {
  usePhase('draw-next');

  test('displays the next competition with its buttons, and the winners block', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    const competition = await competitionOf(page, testInfo);
    const next = competition!.next_comp!;
    await expect(heading(page, testInfo, 'winners.title')).toBeVisible();
    const section = page.locator('#competition-time');
    await expect(section.getByText(text(testInfo, 'time.running', { title: next.title }))).toBeVisible();
    const remaining = durationSeconds((await section.locator('time').getAttribute('datetime')) ?? '');
    expect(Math.abs(remaining - (meccaMs(next.end_date) - Date.now()) / 1000)).toBeLessThan(10);
    await expect(trackCard(page, 'first').getByRole('link', { name: text(testInfo, 'tracks.startChallenge') })).toHaveAttribute('href', '/pre-questions');
    await expect(page.getByTestId('countdown-bar')).toBeVisible();
  });
});

test.describe('home: no active competition', () => {
  usePhase('none');

  test('says there is no competition where the competition sections would be, and keeps the rest', async ({ page }, testInfo) => {
    await openHome(page, testInfo);
    await expect(heading(page, testInfo, 'faq.title')).toBeVisible();
    await expect(heading(page, testInfo, 'statistics.title')).toBeVisible();
    const section = page.locator('#competition-time');
    await expect(heading(page, testInfo, 'time.title')).toBeVisible();
    await expect(section.getByText(text(testInfo, 'time.noCompetition'), { exact: true })).toBeVisible();
    await expect(section.getByText(text(testInfo, 'time.noCompetitionNext'))).toBeVisible();
    await expect(section.locator('time')).toHaveCount(0);
    for (const key of ['method.title', 'prizes.title', 'tracks.title', 'winners.title']) {
      await expect(heading(page, testInfo, key)).toHaveCount(0);
    }
    await expect(page.getByTestId('countdown-bar')).toHaveCount(0);
  });
});
