// A scheduled broadcast end to end (issue 30, "done when"), in Arabic (phone) and English (desktop): an operator filters
// the contestants list to the fourth track's pending contestants, presses "Message them", writes the message, schedules
// it for the nearest minute with the date picker (Mecca time), and confirms: the confirmation names the audience's size,
// the very number the list counted. Once it has gone out, a pending fourth-track contestant finds it in their
// notifications in the page's language, and a contestant outside the audience does not.
//
// The spec runs a server of its own whose job queue polls every second (QUEUE_POLL_SECONDS, QUEUE_CRON_SECONDS), so the
// broadcast leaves within seconds of its minute rather than at the next sweep.
import { expect, type Page, test, type TestInfo } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { inLanguage, languageOf } from './support/language';
import { ownServerFor } from './support/ownServer';
import { basePort } from './support/phases';

test.describe.configure({ timeout: 240_000 });

const t = (testInfo: TestInfo, ar: string, en: string) => inLanguage(testInfo, { ar, en });
const port = Number(process.env.E2E_BROADCAST_PORT ?? basePort + 43);

const ownServer = ownServerFor(port, () => ({ QUEUE_POLL_SECONDS: '1', QUEUE_CRON_SECONDS: '1' }));

/** Mecca time (UTC+3, no daylight saving) `minutes` from now, as the picker's segments: [year, month, day, hour, minute]. */
function meccaSegments(at: Date): [string, string, string, string, string] {
  const mecca = new Date(at.getTime() + 3 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return [String(mecca.getUTCFullYear()), two(mecca.getUTCMonth() + 1), two(mecca.getUTCDate()), two(mecca.getUTCHours()), two(mecca.getUTCMinutes())];
}

async function signInToSite(page: Page, email: string, password: string) {
  const server = ownServer();
  const login = await page.request.post(`${server.base}/api/v1/user/auth/login`, { data: { email, password } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'jwt', value: token, url: server.base }]);
}

test('an operator schedules a broadcast to the fourth track’s pending contestants; only they receive it, in their language', async ({ page }, testInfo) => {
  const language = languageOf(testInfo);
  const server = ownServer();
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(`${server.base}/operator`);
  await page.getByLabel(t(testInfo, 'البريد الإلكتروني', 'Email')).fill('operator@example.com');
  await page.getByLabel(t(testInfo, 'كلمة المرور', 'Password')).fill('Operator#2026');
  await page.getByRole('button', { name: t(testInfo, 'دخول', 'Sign in'), exact: true }).click();

  // The contestants list, filtered: the fourth track, pending.
  await page.getByRole('tab', { name: t(testInfo, 'المتسابقون', 'Contestants') }).click();
  const list = page.getByRole('tabpanel');
  await list.getByRole('radio', { name: t(testInfo, 'المسار الرابع', 'Fourth track'), exact: true }).check({ force: true });
  await list.getByRole('radio', { name: t(testInfo, 'قيد الانتظار', 'Pending'), exact: true }).check({ force: true });
  const count = list.getByText(t(testInfo, 'عدد المتسابقين المطابقين', 'contestants match'));
  await expect(count).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'contestant@example.com' })).toBeVisible();
  const size = /[0-9٠-٩][0-9٠-٩,٬]*/.exec((await count.textContent()) ?? '')?.[0];
  expect(size).toBeTruthy();

  // "Message them": the broadcasts, on a new message to that audience.
  await list.getByRole('button', { name: t(testInfo, 'راسلهم', 'Message them') }).click();
  await expect(page.getByRole('tab', { name: t(testInfo, 'الإعلانات', 'Broadcasts'), selected: true })).toBeVisible();
  const composer = page.getByRole('tabpanel');
  await expect(composer.getByRole('radio', { name: t(testInfo, 'المسار الرابع', 'Fourth track'), exact: true })).toBeChecked();
  await expect(composer.getByRole('radio', { name: t(testInfo, 'قيد الانتظار', 'Pending'), exact: true })).toBeChecked();
  const stamp = `${language}-${Date.now()}`;
  await composer.getByLabel(t(testInfo, 'العنوان (بالعربية)', 'Title (Arabic)')).fill(`تغيير مواعيد {track} ${stamp}`);
  await composer.getByLabel(t(testInfo, 'الرسالة (بالعربية)', 'Message (Arabic)')).fill('السلام عليكم {name}، نُقلت مواعيد الاختبار.');
  await composer.getByLabel(t(testInfo, 'العنوان (بالإنجليزية)', 'Title (English)')).fill(`{track}: slots moved ${stamp}`);
  await composer.getByLabel(t(testInfo, 'الرسالة (بالإنجليزية)', 'Message (English)')).fill('Dear {name}, the test slots moved.');

  // The nearest minute that is still ahead when the confirmation reaches the server (two when this one is nearly over).
  await composer.getByRole('radio', { name: t(testInfo, 'جدوِل لوقت لاحق', 'Schedule for later') }).check({ force: true });
  const now = new Date();
  const ahead = new Date(now.getTime() + (now.getUTCSeconds() > 35 ? 2 : 1) * 60_000);
  const [year, month, day, hour, minute] = meccaSegments(ahead);
  for (const [type, value] of [
    ['year', year],
    ['month', month],
    ['day', day],
    ['hour', hour],
    ['minute', minute],
  ] as const) {
    await composer.locator(`[data-type="${type}"]`).click();
    await page.keyboard.type(value);
  }
  await expect(composer.getByText(t(testInfo, 'بتوقيت مكة', 'Mecca time')).first()).toBeVisible();

  await composer.getByRole('button', { name: t(testInfo, 'احفظ وعاين', 'Save and preview') }).click();
  await expect(composer.getByRole('heading', { name: t(testInfo, 'المعاينة', 'Preview') })).toBeVisible();
  await expectAccessible(page, 'the broadcast preview');
  await composer.getByRole('button', { name: t(testInfo, 'جدوِل', 'Schedule'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(size!);
  await page.screenshot({ path: testInfo.outputPath(`broadcast-confirm-${language}.png`) });
  await dialog.getByRole('button', { name: t(testInfo, 'جدوِل', 'Schedule'), exact: true }).click();
  await expect(composer.getByRole('status').filter({ hasText: size! })).toBeVisible();

  // Wait for the broadcast to be sent (its minute, then the queue's next poll): the list says it.
  const sent = composer.getByRole('listitem').filter({ hasText: stamp }).filter({ has: page.getByText(t(testInfo, 'أُرسل', 'Sent'), { exact: true }) });
  await expect(async () => {
    await page.getByRole('tab', { name: t(testInfo, 'المتسابقون', 'Contestants') }).click();
    await page.getByRole('tab', { name: t(testInfo, 'الإعلانات', 'Broadcasts') }).click();
    await expect(sent).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 180_000, intervals: [3_000] });

  // A pending fourth-track contestant reads it in the page's language, their name merged in.
  await signInToSite(page, 'contestant@example.com', 'Contestant#2026');
  await page.goto(`${server.base}/notifications`);
  const received = page.getByRole('main').getByRole('listitem').filter({ hasText: stamp });
  await expect(received).toHaveCount(1);
  await expect(received).toContainText(t(testInfo, 'تغيير مواعيد المسار الرابع', 'Fourth track: slots moved'));
  await expect(received).toContainText(t(testInfo, 'السلام عليكم', 'Dear'));
  await page.screenshot({ path: testInfo.outputPath(`broadcast-received-${language}.png`), fullPage: true });

  // A contestant outside the audience (nothing entered) does not.
  await signInToSite(page, 'newcomer@example.com', 'Newcomer#2026');
  await page.goto(`${server.base}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: t(testInfo, 'الإشعارات', 'Notifications') })).toBeVisible();
  await expect(page.getByRole('main').getByText(stamp)).toHaveCount(0);
});
