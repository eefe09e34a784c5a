// Importing a first-track question bank in the console (issue 29 point 5), in Arabic (phone) and English (desktop): an
// administrator imports a CSV file of 20 questions (UTF-8 with a BOM, Arabic and English) with one faulty row; the
// fault is named by its line and nothing is saved; the fixed file is previewed, the save is confirmed, and the bank
// holds the 20 questions.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { basePort } from './support/phases';
import { inLanguage, languageOf } from './support/language';
import { ownServerFor } from './support/ownServer';
import { expectAccessible } from './support/axe';
import { questionsCsv as csv } from './support/questionsCsv';

const port = Number(process.env.E2E_QUESTIONS_PORT ?? basePort + 23);
const admin = { email: 'admin@example.com', password: 'Admin#2026-demo' };

const server = ownServerFor(port);
test.describe.configure({ timeout: 120_000 });

async function adminToken(): Promise<string> {
  const answer = await fetch(`${server().base}/api/v1/operator/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

async function bankSize(token: string, competitionId: number): Promise<number> {
  const answer = await fetch(`${server().base}/api/v1/operator/competitions/${competitionId}/questions`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: [{ questions: unknown[] }] }).data[0].questions.length;
}

async function openQuestions(page: Page, testInfo: TestInfo, title: string) {
  await page.addInitScript((saved) => window.localStorage.setItem('language', saved), languageOf(testInfo));
  await page.goto(`${server().base}/operator`);
  await page.getByLabel(inLanguage(testInfo, { ar: 'البريد الإلكتروني', en: 'Email' })).fill(admin.email);
  await page.getByLabel(inLanguage(testInfo, { ar: 'كلمة المرور', en: 'Password' })).fill(admin.password);
  await page.getByRole('button', { name: inLanguage(testInfo, { ar: 'دخول', en: 'Sign in' }), exact: true }).click();
  await page.getByRole('tab', { name: inLanguage(testInfo, { ar: 'المسابقات', en: 'Competitions' }) }).click();
  const item = page.getByRole('listitem', { name: title });
  const content = item.getByRole('button', { name: inLanguage(testInfo, { ar: 'محتوى المسابقة', en: 'Competition content' }) });
  const questions = item.getByRole('tab', { name: inLanguage(testInfo, { ar: 'الأسئلة', en: 'Questions' }) });
  // Opened once the list has settled: a click that landed while the list was still being drawn is made again.
  await expect(async () => {
    if ((await content.getAttribute('aria-expanded')) !== 'true') await content.click();
    await expect(questions).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await questions.click();
  return item;
}

test('a CSV of 20 questions with one faulty row: the fault is named by line, nothing is saved, the fixed file imports', async ({ page }, testInfo) => {
  const token = await adminToken();
  const language = languageOf(testInfo);
  // Each project its own draft: the Arabic run finds it by its Arabic title, the English run by its English one.
  const titles = language === 'ar' ? { ar: 'مسابقة الاستيراد العربية', en: 'Import competition (Arabic run)' } : { ar: 'مسابقة الاستيراد الإنجليزية', en: 'Import competition' };
  const title = titles[language];
  const created = await fetch(`${server().base}/api/v1/operator/competitions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: titles, start_date: '2099-03-01 00:00', end_date: '2099-03-14 00:00' }),
  });
  expect(created.status).toBe(201);
  const competitionId = ((await created.json()) as { data: [{ id: number }] }).data[0].id;

  const item = await openQuestions(page, testInfo, title);
  await expect(item.getByText(inLanguage(testInfo, { ar: 'لا أسئلة بعد: أضف سؤالًا أو استورد ملفًا.', en: 'No questions yet: add one, or import a file.' }))).toBeVisible();
  await expect(item.getByText(inLanguage(testInfo, { ar: 'الأسئلة: ٠', en: 'Questions: 0' }), { exact: true })).toBeVisible();
  const file = item.locator('input[type="file"]');
  await file.setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: csv(7) });
  await expect(item.getByText('questions.csv')).toBeVisible();
  await item.getByRole('button', { name: inLanguage(testInfo, { ar: 'فحص الملف', en: 'Check the file' }) }).click();
  const fault = item.getByRole('alert');
  await expect(fault).toContainText(inLanguage(testInfo, { ar: 'في الملف خطأ واحد: لم يُحفظ شيء', en: 'The file has 1 fault: nothing was saved' }));
  await expect(fault).toContainText(inLanguage(testInfo, { ar: 'السطر ٧: يجب أن تكون الإجابة الصحيحة A أو B أو C أو D', en: 'line 7: the correct answer must be A, B, C or D' }));
  await expectAccessible(page);
  expect(await bankSize(token, competitionId)).toBe(0);

  // The fixed file: previewed (still nothing saved), then saved once confirmed, added after the (empty) bank.
  await file.setInputFiles({ name: 'questions-fixed.csv', mimeType: 'text/csv', buffer: csv() });
  await item.getByRole('button', { name: inLanguage(testInfo, { ar: 'فحص الملف', en: 'Check the file' }) }).click();
  await expect(item.getByText(inLanguage(testInfo, { ar: 'لا أخطاء: ٢٠ سؤالًا جاهزة للإضافة. لم يُحفظ شيء بعد.', en: 'No faults: 20 questions are ready to add. Nothing is saved yet.' }))).toBeVisible();
  expect(await bankSize(token, competitionId)).toBe(0);
  await item.getByRole('button', { name: inLanguage(testInfo, { ar: 'حفظ هذه الأسئلة (٢٠)…', en: 'Save these 20 questions…' }) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(inLanguage(testInfo, { ar: 'سيحوي البنك بعدها ٢٠ سؤالًا.', en: 'The bank will then hold 20 questions.' }));
  await dialog.getByRole('button', { name: inLanguage(testInfo, { ar: 'حفظ', en: 'Save' }), exact: true }).click();
  await expect(item.getByRole('status').filter({ hasText: inLanguage(testInfo, { ar: 'حُفظت الأسئلة في البنك: ٢٠.', en: '20 questions saved to the bank.' }) })).toBeVisible();
  expect(await bankSize(token, competitionId)).toBe(20);
  await expect(item.getByRole('heading', { name: inLanguage(testInfo, { ar: 'بنك الأسئلة (٢٠)', en: 'Question bank (20)' }) })).toBeVisible();
  // The competition's card counts the imported questions at once, without a reload.
  await expect(item.getByText(inLanguage(testInfo, { ar: 'الأسئلة: ٢٠', en: 'Questions: 20' }), { exact: true })).toBeVisible();
});
