// The site's texts from the console (issue 29 point 6), in Arabic (phone) and English (desktop): an administrator edits
// an FAQ answer in both languages in the console's Site section and saves it; the home page, reloaded, shows the new
// answer at once in Arabic and in English, with no rebuild and nothing kept by a cache. Axe checks the section.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { basePort } from './support/phases';
import { inLanguage, languageOf } from './support/language';
import { ownServerFor } from './support/ownServer';
import { expectAccessible } from './support/axe';

// A server of this spec's own: the edit must not reach the phase servers other specs read.
const port = Number(process.env.E2E_SITE_TEXTS_PORT ?? basePort + 21);

const server = ownServerFor(port);
test.describe.configure({ timeout: 120_000 });

const admin = { email: 'admin@example.com', password: 'Admin#2026-demo' };

async function inLanguageOf(page: Page, language: 'ar' | 'en') {
  await page.addInitScript((saved) => window.localStorage.setItem('language', saved), language);
}

/** The home page in a language, its FAQ section once shown. */
async function homeFaq(browser: Browser, language: 'ar' | 'en') {
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  await inLanguageOf(page, language);
  await page.goto(`${server().base}/`);
  const faq = page.locator('#case-studies');
  await faq.scrollIntoViewIfNeeded().catch(() => undefined);
  return { page, faq, close: () => context.close() };
}

test('an FAQ answer edited in the console shows on the home page at its next load, in both languages', async ({ page, browser }, testInfo: TestInfo) => {
  const answer = { ar: 'نعم، في المسارات الخمسة كلها، مرة واحدة في كل مسار، وتُعلن النتائج لكل مسار وحده.', en: 'Yes: all five tracks, once in each, with results announced track by track.' };
  // The home page as a visitor has it open before the change (its answers are cached by the server and the browser).
  const before = await homeFaq(browser, 'en');
  await expect(before.faq.getByRole('button', { name: 'Who can take part in the competition?' })).toBeVisible({ timeout: 30_000 });

  await inLanguageOf(page, languageOf(testInfo));
  await page.goto(`${server().base}/operator`);
  await page.getByLabel(inLanguage(testInfo, { ar: 'البريد الإلكتروني', en: 'Email' })).fill(admin.email);
  await page.getByLabel(inLanguage(testInfo, { ar: 'كلمة المرور', en: 'Password' })).fill(admin.password);
  await page.getByRole('button', { name: inLanguage(testInfo, { ar: 'دخول', en: 'Sign in' }), exact: true }).click();
  await page.getByRole('tab', { name: inLanguage(testInfo, { ar: 'نصوص الموقع', en: 'Site' }) }).click();
  await page.getByRole('tab', { name: inLanguage(testInfo, { ar: 'الأسئلة الشائعة', en: 'FAQ' }) }).click();
  const first = page.getByRole('listitem', { name: inLanguage(testInfo, { ar: 'سؤال رقم ١', en: 'Question 1' }) });
  await expect(first.getByLabel(inLanguage(testInfo, { ar: 'السؤال (بالعربية)', en: 'Question (Arabic)' }))).toHaveValue('من يحق له المشاركة في المسابقة؟');
  await first.getByLabel(inLanguage(testInfo, { ar: 'الجواب (بالعربية)', en: 'Answer (Arabic)' })).fill(answer.ar);
  await first.getByLabel(inLanguage(testInfo, { ar: 'الجواب (بالإنجليزية)', en: 'Answer (English)' })).fill(answer.en);
  await expectAccessible(page, 'the console\'s Site section');
  await page.getByRole('button', { name: inLanguage(testInfo, { ar: 'حفظ', en: 'Save' }), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: inLanguage(testInfo, { ar: 'حُفظ: يظهر في الموقع عند تحميله التالي.', en: 'Saved: the site shows it at its next load.' }) })).toBeVisible();

  // The page that was open, reloaded: the new answer, not the one its browser or the server had kept.
  await before.page.reload();
  await expect(before.faq.getByText(answer.en)).toBeVisible({ timeout: 30_000 });
  await before.close();
  for (const language of ['ar', 'en'] as const) {
    const home = await homeFaq(browser, language);
    await expect(home.faq.getByText(answer[language])).toBeVisible({ timeout: 30_000 });
    await home.close();
  }
});
