import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { choose } from './support/choice';
import { inLanguage, languageOf, openIn } from './support/language';
import { freshContestant, ownServerFor } from './support/ownServer';
import { basePort } from './support/phases';
import { expectAccessible } from './support/axe';

// The third and fourth tracks as a new contestant books them, from a browser in New York (not Mecca's zone), in Arabic
// on a phone and in English. This file runs its own reference server (fresh data, its log read for the sign-up codes).
const port = Number(process.env.E2E_BOOKING_PORT ?? basePort + 12);
const base = `http://127.0.0.1:${port}`;
const TRACKS = [
  { track: 'third', intro: '/pre-saving', pending: '/success-send', card: { ar: 'المسار الثالث', en: 'Third track' } },
  { track: 'fourth', intro: '/pre-saving/nabaa', pending: '/success-send/nabaa', card: { ar: 'المسار الرابع', en: 'Fourth track' } },
] as const;

test.use({ baseURL: base, timezoneId: 'America/New_York' });
const server = ownServerFor(port);

const say = (testInfo: TestInfo, ar: string, en: string) => inLanguage(testInfo, { ar, en });

/** The contestants this spec registered, by project and label (registrations are rate-limited per minute: later tests reuse them). */
const registered = new Map<string, string>();

async function signIn(page: Page, testInfo: TestInfo, label: string, reuse?: string): Promise<string> {
  const known = reuse === undefined ? undefined : registered.get(`${testInfo.project.name}-${reuse}`);
  const token = known ?? (await freshContestant(server(), `${testInfo.project.name}-${label}`)).token;
  registered.set(`${testInfo.project.name}-${label}`, token);
  await page.context().addCookies([{ name: 'jwt', value: token, url: base }]);
  return token;
}

const api = async (token: string, method: string, route: string, body?: unknown) => {
  const answer = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: answer.status, body: (await answer.json()) as { data: unknown[] } };
};

/** What a slot button must say: its time in Mecca and, beside it, the same instant on a New York clock. */
function expectedTimes(testInfo: TestInfo, isoWithOffset: string): { mecca: string; local: string } {
  const locale = languageOf(testInfo) === 'ar' ? 'ar-EG' : 'en-GB';
  const at = new Date(isoWithOffset);
  return {
    // Twelve hours with am/pm in both languages ("7:00 pm", «٧:٠٠ م»), never en-GB's own 24-hour "19:00".
    mecca: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'Asia/Riyadh' }).format(at),
    local: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZoneName: 'short', timeZone: 'America/New_York' }).format(at),
  };
}

for (const { track, intro, pending, card } of TRACKS) {
  test(`${track} track: level, slot in Mecca and New York time, held, confirmed; pending page with a working .ics; home card shows the challenge`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, testInfo, track);
    await openIn(page, testInfo, intro);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: say(testInfo, 'ابدأ الحجز', 'Start booking') }).click();

    await expect(page.getByRole('grid')).toBeVisible();
    await choose(page.getByRole('radio').first());
    await expectAccessible(page);
    const slot = page.locator('ul[aria-label] li button').first();
    const datetime = (await slot.locator('time').getAttribute('datetime'))!;
    expect(datetime).toMatch(/\+03:00$/);
    const times = expectedTimes(testInfo, datetime);
    await expect(slot).toContainText(times.mecca);
    await expect(slot.getByTestId('local-time')).toContainText(times.local);

    await slot.click();
    await expect(page.getByRole('heading', { name: say(testInfo, 'الموعد محجوز لك مؤقتًا', 'This time is held for you') })).toBeVisible();
    // The hold's remaining time, a little under five minutes.
    await expect(page.getByRole('timer').locator('time')).toHaveAttribute('datetime', /^PT4M\d+S$/);
    // The details come from the account, filled in.
    await expect(page.getByLabel(say(testInfo, 'رقم الهوية', 'ID number'))).not.toHaveValue('');
    // Brought into view, the details' legend lands below the sticky header, not under it.
    const legend = page.locator('legend').filter({ hasText: say(testInfo, 'بيانات المتسابق', 'Contestant details') });
    await legend.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    expect((await legend.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await page.getByRole('button', { name: say(testInfo, 'تأكيد الطلب', 'Confirm request') }).click();

    await expect(page).toHaveURL(new RegExp(`${pending}$`));
    // The heading names the track.
    const trackName = track === 'third' ? { ar: 'المسار الثالث', en: 'third-track' } : { ar: 'مسار جزء عمّ', en: "Juz' Amma" };
    await expect(page.getByRole('heading', { name: say(testInfo, `أُرسل طلبك في ${trackName.ar} وهو بانتظار الموافقة`, `Your ${trackName.en} request is sent and awaiting approval`) })).toBeVisible();
    await expect(page.locator(`time[datetime="${datetime}"]`)).toContainText(times.mecca);
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /\.ics/ }).click()]);
    const ics = await readFile((await download.path())!, 'utf8');
    const utc = new Date(datetime).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`DTSTART:${utc}`);
    expect(ics).toMatch(/DTEND:\d{8}T\d{6}Z/);
    expect(ics).not.toContain('TZID');

    await openIn(page, testInfo, '/');
    const trackCard = page.locator('article').filter({ has: page.getByRole('heading', { name: inLanguage(testInfo, card), exact: true }) });
    await expect(trackCard.getByRole('link', { name: say(testInfo, 'عرض التحدي', 'Show the challenge') })).toBeVisible({ timeout: 15_000 });
  });
}

/** A contestant in a browser of their own, on the booking page. */
async function contestantAt(browser: Browser, testInfo: TestInfo, label: string, reuse?: string): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ timezoneId: 'America/New_York', locale: languageOf(testInfo) === 'ar' ? 'ar' : 'en-GB', baseURL: base });
  const page = await context.newPage();
  const token = await signIn(page, testInfo, label, reuse);
  await openIn(page, testInfo, '/saving');
  await choose(page.getByRole('radio').first());
  return { page, token };
}

test('two contestants racing for the last seat: exactly one gets it, the other is told and sees fresh slots', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  // A third contestant takes one of a slot's two seats, leaving the last.
  const { token: first } = await freshContestant(server(), `${testInfo.project.name}-first`);
  const slots = (await api(first, 'GET', '/competition/third-paths/slots')).body.data[0] as { id: number; starts_at: string; seats_left: number }[];
  const target = slots.find((slot) => slot.seats_left === 2 && slot.starts_at.slice(0, 10) === slots[0]!.starts_at.slice(0, 10))!;
  const details = { national_id_type: 'national_id', id_number: '1012345678', id_name: 'Abdullah Ahmed Ali', nationality: 'SA', birth_date: '2000-01-31', gender: 'male', country: 'SA', phone: '966500000000' };
  expect((await api(first, 'POST', '/competition/third-paths', { level_id: 1, slot_id: target.id, details })).status).toBe(201);
  const datetime = `${target.starts_at.replace(' ', 'T')}:00+03:00`;

  const a = await contestantAt(browser, testInfo, 'racer-a');
  const b = await contestantAt(browser, testInfo, 'racer-b');
  const slotButton = (page: Page) => page.locator('ul[aria-label] li button').filter({ has: page.locator(`time[datetime="${datetime}"]`) });
  // The target is on the first day with free slots, the day the booking page opens on.
  for (const { page } of [a, b]) await expect(slotButton(page)).toBeVisible();
  await Promise.all([slotButton(a.page).click(), slotButton(b.page).click()]);

  const held = say(testInfo, 'الموعد محجوز لك مؤقتًا', 'This time is held for you');
  const gone = say(testInfo, 'لم يعد هذا الموعد متاحًا', 'This time is no longer available');
  const outcome = async (page: Page) => {
    await expect(page.getByRole('heading', { name: held }).or(page.getByRole('alert').filter({ hasText: gone }))).toBeVisible();
    return (await page.getByRole('heading', { name: held }).isVisible()) ? 'held' : 'gone';
  };
  const results = [await outcome(a.page), await outcome(b.page)];
  expect(results.sort()).toEqual(['gone', 'held']);
  const winner = (await a.page.getByRole('heading', { name: held }).isVisible()) ? a : b;
  const loser = winner === a ? b : a;
  // The loser sees fresh slots, without the one just taken.
  await expect(slotButton(loser.page)).toHaveCount(0);
  await winner.page.getByRole('button', { name: say(testInfo, 'تأكيد الطلب', 'Confirm request') }).click();
  await expect(winner.page).toHaveURL(/\/success-send$/);

  expect((await api(winner.token, 'GET', '/competition/third-paths')).status).toBe(200);
  expect((await api(loser.token, 'GET', '/competition/third-paths')).status).toBe(404);
  const after = (await api(loser.token, 'GET', '/competition/third-paths/slots')).body.data[0] as { id: number }[];
  expect(after.some((slot) => slot.id === target.id)).toBe(false);
  await a.page.context().close();
  await b.page.context().close();
});

test('one test at a time: a third-track time that overlaps my fourth-track test is refused, naming it, and what I chose stays', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  // The contestant who booked the fourth track above (its first free time, on the day the booking page opens on).
  const { page, token } = await contestantAt(browser, testInfo, 'overlap', 'fourth');
  const third = (await api(token, 'GET', '/competition/third-paths/slots')).body.data[0] as { id: number; starts_at: string }[];
  const booked = await api(token, 'GET', '/competition/fourth-paths');
  if (booked.status !== 200) {
    const fourth = (await api(token, 'GET', '/competition/fourth-paths/slots')).body.data[0] as { id: number; starts_at: string }[];
    const first = fourth.find((slot) => third.some((t) => t.starts_at === slot.starts_at && t.starts_at.slice(0, 10) === third[0]!.starts_at.slice(0, 10)))!;
    const details = { national_id_type: 'national_id', id_number: '1012345678', id_name: 'Abdullah Ahmed Ali', nationality: 'Saudi', birth_date: '2000-01-31', gender: 'male', country: 'Saudi Arabia', phone: '966500000000' };
    expect((await api(token, 'POST', '/competition/fourth-paths', { level_id: 5, slot_id: first.id, details })).status).toBe(201);
  }
  const same = { starts_at: ((await api(token, 'GET', '/competition/fourth-paths')).body.data[0] as { appointment_at: string }).appointment_at };
  expect(third.some((slot) => slot.starts_at === same.starts_at)).toBe(true);

  await page.reload();
  const level = page.getByRole('radio').nth(1);
  await choose(level);
  const at = (starts: string) => page.locator('ul[aria-label] li button').filter({ has: page.locator(`time[datetime="${starts.replace(' ', 'T')}:00+03:00"]`) });
  await at(same.starts_at).click();
  const alert = page.getByRole('alert').filter({ hasText: say(testInfo, 'يتداخل هذا الموعد مع اختبارك في المسار الرابع', 'This time overlaps your fourth track test') });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(alert).toContainText(say(testInfo, 'بتوقيت مكة المكرمة', 'Mecca time'));
  if (languageOf(testInfo) === 'en') await expect(alert).toContainText(/ at \d{1,2}:\d\d (am|pm) Mecca time/);
  else await expect(alert).not.toContainText(/[0-9]/);
  await expectAccessible(page);
  // Nothing was held; the level chosen is kept, and a time that does not overlap is held at once.
  await expect(level).toBeChecked();
  expect((await api(token, 'GET', '/competition/third-paths')).status).toBe(404);
  const later = third.find((slot) => Date.parse(`${slot.starts_at.replace(' ', 'T')}:00+03:00`) >= Date.parse(`${same.starts_at.replace(' ', 'T')}:00+03:00`) + 30 * 60_000 && slot.starts_at.slice(0, 10) === same.starts_at.slice(0, 10))!;
  await at(later.starts_at).click();
  await expect(page.getByRole('heading', { name: say(testInfo, 'الموعد محجوز لك مؤقتًا', 'This time is held for you') })).toBeVisible();
  await page.context().close();
});
