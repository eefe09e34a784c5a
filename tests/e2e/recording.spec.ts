import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { basePort } from './support/phases';
import { inLanguage, openIn } from './support/language';
import { freshContestant, ownServerFor } from './support/ownServer';
import { expectAccessible } from './support/axe';

// The recording tracks as a new contestant does them, in real Chromium with a fake microphone that plays the committed
// Arabic speech fixture. This file runs its own reference server (fresh data, its log read for the sign-up codes).
const port = Number(process.env.E2E_RECORDING_PORT ?? basePort + 10);
const speech = path.resolve(import.meta.dirname, '../fixtures/audio/speech.wav');
const fakeMicrophone = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${speech}`];

const server = ownServerFor(port);
// Launch options belong to the worker, so the whole file runs with the fake microphone; the refused-microphone test
// launches a browser of its own.
// A phone in both languages (the English project is a desktop elsewhere): contestants record on their phones.
test.use({
  baseURL: `http://127.0.0.1:${port}`,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, ...fakeMicrophone] },
});

/** A verse as quran-json publishes it (the text the page must show, letter for letter). */
function publishedVerse(surah: number, ayah: number): string {
  const chapter = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../node_modules/quran-json/dist/chapters/${surah}.json`), 'utf8')) as {
    verses: { id: number; text: string }[];
  };
  return chapter.verses.find((verse) => verse.id === ayah)!.text;
}

const say = (testInfo: TestInfo, ar: string, en: string) => inLanguage(testInfo, { ar, en });
const button = (page: Page, testInfo: TestInfo, ar: string, en: string) => page.getByRole('button', { name: say(testInfo, ar, en), exact: true });

async function signIn(page: Page, testInfo: TestInfo): Promise<void> {
  const { token } = await freshContestant(server(), testInfo.project.name);
  await page.context().addCookies([{ name: 'jwt', value: token, url: `http://127.0.0.1:${port}` }]);
}

/** From the explanation to a running take: allow, (check the level once), start. */
async function startTake(page: Page, testInfo: TestInfo): Promise<void> {
  await button(page, testInfo, 'السماح باستخدام الميكروفون', 'Allow the microphone').click();
  const proceed = button(page, testInfo, 'المستوى مناسب، متابعة', 'The level is right, continue');
  const start = button(page, testInfo, 'ابدأ التسجيل', 'Start recording');
  await expect(proceed.or(start)).toBeVisible();
  if (await proceed.isVisible()) {
    await expect(page.getByRole('meter')).toBeVisible();
    await proceed.click();
  }
  await start.click();
  await expect(button(page, testInfo, 'إيقاف', 'Stop')).toBeVisible();
}

/** Records `seconds`, stops, hears it back (waveform and real duration), sends it and waits for the server. */
async function recordAndSend(page: Page, testInfo: TestInfo, seconds: number, whileRecording?: () => Promise<void>): Promise<void> {
  await startTake(page, testInfo);
  await whileRecording?.();
  await page.waitForTimeout(seconds * 1000);
  await button(page, testInfo, 'إيقاف', 'Stop').click();
  await expectRecordedTake(page, testInfo);
  await button(page, testInfo, 'إرسال', 'Send').click();
  await expect(page.getByText(say(testInfo, 'وصل تسجيلك إلى الخادم.', 'The server has your recording.')).first()).toBeVisible({ timeout: 20_000 });
}

async function expectRecordedTake(page: Page, testInfo: TestInfo): Promise<void> {
  await expect(page.getByRole('heading', { name: say(testInfo, 'استمع قبل الإرسال', 'Listen before you send') })).toBeVisible({ timeout: 15_000 });
  const waveform = page.getByRole('img', { name: new RegExp(say(testInfo, 'الموجة الصوتية', 'Waveform')) });
  await expect(waveform).toBeVisible();
  // The real duration, decoded: never 0:00 (Chrome's webm carries none in its header), in the waveform's name and in
  // the player's "elapsed / length".
  await expect(waveform).not.toHaveAccessibleName(/0:00|٠:٠٠/);
  await expect(page.getByRole('group', { name: say(testInfo, 'تسجيلك', 'Your recording'), exact: true }).last()).not.toHaveText(/\/\s*(0:00|٠:٠٠)\s*$/);
}

test.describe('recording with a microphone', () => {
  test('second track: five clips recorded (one after a reload mid-take, one again), the set submitted and pending review', async ({ page }, testInfo) => {
    testInfo.setTimeout(300_000);
    await signIn(page, testInfo);
    await openIn(page, testInfo, '/recording');
    await expect(page.getByText(say(testInfo, 'سُجّل ٠ من ٥', '0 of 5 recorded'))).toBeVisible();
    await expectAccessible(page);
    await expect(button(page, testInfo, 'سلّم التسجيلات الخمسة', 'Submit the five recordings')).toBeDisabled();

    await page.getByRole('link', { name: say(testInfo, 'سجّل', 'Record'), exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(testInfo, 'تسجيل: سورة الفاتحة', 'Record: Al-Fatiha'));
    await expectAccessible(page);
    for (let clip = 1; clip <= 5; clip++) {
      if (clip === 3) {
        // A reload in the middle of a take gives it back.
        await startTake(page, testInfo);
        await expect(page.locator('blockquote[lang="ar"]')).toContainText(publishedVerse(55, 1));
        await page.waitForTimeout(7_000);
        await page.reload();
        await expect(page.getByText(say(testInfo, 'حُفظ هذا التسجيل من زيارتك السابقة', 'This recording was kept from your last visit'), { exact: false }).first()).toBeVisible({ timeout: 15_000 });
        await expectRecordedTake(page, testInfo);
        await expectAccessible(page);
        await button(page, testInfo, 'إرسال', 'Send').click();
        await expect(page.getByText(say(testInfo, 'وصل تسجيلك إلى الخادم.', 'The server has your recording.')).first()).toBeVisible({ timeout: 20_000 });
      } else if (clip === 1) {
        // The exact verses on screen while reciting, from the published text, in the Quran font.
        await recordAndSend(page, testInfo, 6, async () => {
          const verses = page.locator('blockquote[lang="ar"]');
          await expect(verses).toContainText(publishedVerse(1, 1));
          await expect(verses).toContainText(publishedVerse(1, 7));
          expect(await verses.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Amiri Quran');
        });
      } else {
        await recordAndSend(page, testInfo, 6);
      }
      const next = page.getByRole('link', { name: say(testInfo, 'سجّل التلاوة التالية', 'Record the next recitation') });
      if (clip < 5) await next.click();
      else await expect(next).toHaveCount(0);
    }

    await page.getByRole('link', { name: say(testInfo, 'العودة إلى التلاوات الخمس', 'Back to the five recitations') }).click();
    await expect(page.getByText(say(testInfo, 'سُجّل ٥ من ٥', '5 of 5 recorded'))).toBeVisible();
    // Record one clip again: it replaces the first.
    await page.getByRole('link', { name: say(testInfo, 'سجّل من جديد', 'Record again'), exact: true }).first().click();
    await recordAndSend(page, testInfo, 6);
    await page.getByRole('link', { name: say(testInfo, 'العودة إلى التلاوات الخمس', 'Back to the five recitations') }).click();
    await expect(page.getByText(say(testInfo, 'سُجّل ٥ من ٥', '5 of 5 recorded'))).toBeVisible();

    // One tap asks first, as the quiz does; "not now" sends nothing.
    await button(page, testInfo, 'سلّم التسجيلات الخمسة', 'Submit the five recordings').click();
    const confirm = page.getByRole('dialog', { name: say(testInfo, 'تسليم التسجيلات الخمسة؟', 'Submit the five recordings?') });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: say(testInfo, 'ليس الآن', 'Not now') }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText(say(testInfo, 'استُلمت، وهي بانتظار التحكيم', 'Received, waiting for review'))).toHaveCount(0);
    await button(page, testInfo, 'سلّم التسجيلات الخمسة', 'Submit the five recordings').click();
    await page.getByRole('dialog').getByRole('button', { name: say(testInfo, 'نعم، سلّمها', 'Yes, submit them') }).click();
    // The result at the top of the page is brought into view and focused, not left off-screen.
    const status = page.getByRole('heading', { name: say(testInfo, 'مشاركتك', 'Your submission') });
    await expect(status).toBeFocused();
    await expect(status).toBeInViewport();
    await expect(page.getByText(say(testInfo, 'استُلمت، وهي بانتظار التحكيم', 'Received, waiting for review'))).toBeInViewport();
    await expect(page.getByRole('link', { name: say(testInfo, 'سجّل من جديد', 'Record again'), exact: true })).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(5);
    await expectAccessible(page);

    // The home page's second-track card follows.
    await openIn(page, testInfo, '/');
    await expect(page.getByRole('link', { name: say(testInfo, 'عرض التحدي', 'Show the challenge') }).first()).toBeVisible({ timeout: 15_000 });
  });

  test('fifth track: three attempts sent, then no way to a fourth', async ({ page }, testInfo) => {
    testInfo.setTimeout(300_000);
    await signIn(page, testInfo);
    await openIn(page, testInfo, '/recording/fatihah');
    await expect(page.getByText(say(testInfo, 'المحاولات المستخدمة: ٠ من ٣', 'Attempts used: 0 of 3'))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: say(testInfo, 'سجّل محاولة', 'Record an attempt') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(testInfo, 'تسجيل سورة الفاتحة', 'Record Al-Fatiha'));
    await expectAccessible(page);
    for (let attempt = 1; attempt <= 3; attempt++) {
      if (attempt > 1) {
        // The attempt just sent awaits review: a new one replaces it, said and confirmed before the microphone.
        await expect(page.getByText(say(testInfo, 'تُحكَّم أحدث محاولة فقط', 'only the newest is reviewed'), { exact: false })).toBeVisible();
        await expect(button(page, testInfo, 'السماح باستخدام الميكروفون', 'Allow the microphone')).toHaveCount(0);
        await button(page, testInfo, 'سجّل محاولة جديدة بدلها', 'Record a new attempt instead').click();
      }
      await startTake(page, testInfo);
      await page.waitForTimeout(11_000);
      await button(page, testInfo, 'إيقاف', 'Stop').click();
      await expectRecordedTake(page, testInfo);
      if (attempt === 1) {
        // Recording again before sending costs nothing.
        await button(page, testInfo, 'سجّل من جديد', 'Record again').click();
        await expect(button(page, testInfo, 'ابدأ التسجيل', 'Start recording')).toBeVisible();
        await button(page, testInfo, 'ابدأ التسجيل', 'Start recording').click();
        await page.waitForTimeout(11_000);
        await button(page, testInfo, 'إيقاف', 'Stop').click();
        await expectRecordedTake(page, testInfo);
      }
      await button(page, testInfo, 'إرسال', 'Send').click();
      const used = ['', '١', '٢', '٣'][attempt]!;
      await expect(page.getByText(say(testInfo, `المحاولات المستخدمة: ${used} من ٣`, `Attempts used: ${attempt} of 3`))).toBeVisible({ timeout: 20_000 });
    }
    await expect(page.getByText(say(testInfo, 'استخدمت محاولاتك كلها، ولا يمكن بدء محاولة جديدة.', 'You have used all your attempts. No new attempt can be started.'))).toBeVisible();
    await expect(button(page, testInfo, 'السماح باستخدام الميكروفون', 'Allow the microphone')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: new RegExp(say(testInfo, 'المحاولة', 'Attempt')) })).toHaveCount(3);
    await expectAccessible(page);

    await openIn(page, testInfo, '/recording/fatihah');
    await expect(page.getByText(say(testInfo, 'المحاولات المتبقية: ٠', 'Attempts left: 0'))).toBeVisible();
    await expect(page.getByRole('link', { name: say(testInfo, 'سجّل محاولة', 'Record an attempt') })).toHaveCount(0);
    // Newest first, each with its status and a player.
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(say(testInfo, 'المحاولة ٣', 'Attempt 3'));
    await expect(page.locator('audio')).toHaveCount(3);
  });
});

test.describe('a refused microphone', () => {
  test('gets help to allow it again instead of a dead button', async ({ playwright, viewport, locale, isMobile, hasTouch, timezoneId, baseURL }, testInfo) => {
    // No fake prompt: Chromium denies the request, as for a contestant who pressed "Block" once.
    const browser = await playwright.chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--deny-permission-prompts'] });
    try {
      const page = await (await browser.newContext({ viewport, locale, isMobile, hasTouch, timezoneId, baseURL })).newPage();
      await signIn(page, testInfo);
      await openIn(page, testInfo, '/recording/fatihah/record');
      await button(page, testInfo, 'السماح باستخدام الميكروفون', 'Allow the microphone').click();
      await expect(page.getByRole('heading', { name: say(testInfo, 'الميكروفون محظور', 'The microphone is blocked') })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: say(testInfo, 'اضغط الرمز المجاور لشريط العنوان', 'Tap the icon beside the address bar') })).toBeVisible();
      await expect(button(page, testInfo, 'حاول مرة أخرى', 'Try again')).toBeEnabled();
      await expectAccessible(page);
      await button(page, testInfo, 'حاول مرة أخرى', 'Try again').click();
      await expect(page.getByRole('heading', { name: say(testInfo, 'الميكروفون محظور', 'The microphone is blocked') })).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});
