// Importing a first-track question bank in the console (issue 29 point 5), in Arabic (phone) and English (desktop): an
// administrator imports a CSV file of 20 questions (UTF-8 with a BOM, Arabic and English) with one faulty row; the
// fault is named by its line and nothing is saved; the fixed file is previewed, the save is confirmed, and the bank
// holds the 20 questions. A question added by hand needs its Arabic column, and is changed, moved, and deleted only
// once confirmed (the console's questionList and questionForm machines).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { basePort } from './support/phases';
import { inLanguage, languageOf } from './support/language';
import { ownServerFor } from './support/ownServer';
import { expectAccessible } from './support/axe';
import { questionsCsv as csv } from './support/questionsCsv';
import { choose } from './support/choice';

const port = Number(process.env.E2E_QUESTIONS_PORT ?? basePort + 23);
const admin = { email: 'admin@example.com', password: 'Admin#2026-demo' };

const server = ownServerFor(port);
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

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

/** The questions of the bank as the server keeps them, in order, by their Arabic text. */
async function bankTexts(token: string, competitionId: number): Promise<string[]> {
  const answer = await fetch(`${server().base}/api/v1/operator/competitions/${competitionId}/questions`, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: [{ questions: { text: { ar: string } }[] }] }).data[0].questions.map((q) => q.text.ar);
}

test('a question added by hand needs its Arabic column; it is changed, moved, and deleted only once confirmed', async ({ page }, testInfo) => {
  const token = await adminToken();
  const language = languageOf(testInfo);
  const titles = language === 'ar' ? { ar: 'مسابقة الأسئلة اليدوية العربية', en: 'Questions by hand (Arabic run)' } : { ar: 'مسابقة الأسئلة اليدوية', en: 'Questions by hand' };
  const created = await fetch(`${server().base}/api/v1/operator/competitions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: titles, start_date: '2099-03-01 00:00', end_date: '2099-03-14 00:00' }),
  });
  expect(created.status).toBe(201);
  const competitionId = ((await created.json()) as { data: [{ id: number }] }).data[0].id;
  const item = await openQuestions(page, testInfo, titles[language]);
  const say = (texts: { ar: string; en: string }) => inLanguage(testInfo, texts);

  const add = async (text: string, options: string[], correct: string) => {
    await item.getByRole('button', { name: say({ ar: 'إضافة سؤال', en: 'Add a question' }) }).click();
    const form = item.getByRole('form', { name: say({ ar: 'سؤال جديد', en: 'New question' }) });
    await form.getByLabel(say({ ar: 'السؤال بالعربية', en: 'The question in Arabic' }), { exact: true }).fill(text);
    for (const [i, letter] of ['A', 'B', 'C', 'D'].entries()) {
      await form.getByLabel(say({ ar: `الخيار ${letter} بالعربية`, en: `Option ${letter} in Arabic` }), { exact: true }).fill(options[i]!);
    }
    await choose(form.getByRole('radio', { name: correct, exact: true }));
    await form.getByRole('button', { name: say({ ar: 'حفظ السؤال', en: 'Save the question' }) }).click();
    await expect(form).toBeHidden();
  };

  // Saved without its Arabic column: each missing value is named, nothing is sent.
  await item.getByRole('button', { name: say({ ar: 'إضافة سؤال', en: 'Add a question' }) }).click();
  const form = item.getByRole('form', { name: say({ ar: 'سؤال جديد', en: 'New question' }) });
  await form.getByRole('button', { name: say({ ar: 'حفظ السؤال', en: 'Save the question' }) }).click();
  await expect(form.getByText(say({ ar: 'مطلوب بالعربية (ويمكن إضافة الإنجليزية لاحقًا).', en: 'Required in Arabic (English may follow later).' }))).toHaveCount(5);
  expect(await bankSize(token, competitionId)).toBe(0);
  await form.getByRole('button', { name: say({ ar: 'إلغاء', en: 'Cancel' }) }).click();
  await expect(form).toBeHidden();

  await add('كم عدد سور القرآن الكريم؟', ['١١٠', '١١٤', '١٢٠', '٩٩'], 'B');
  await add('ما أطول سورة في القرآن الكريم؟', ['البقرة', 'آل عمران', 'النساء', 'المائدة'], 'A');
  await expect(item.getByRole('heading', { name: say({ ar: 'بنك الأسئلة (٢)', en: 'Question bank (2)' }) })).toBeVisible();
  await expect(item.getByText(say({ ar: 'الأسئلة: ٢', en: 'Questions: 2' }), { exact: true })).toBeVisible();

  // The second moved up: the server keeps the new order.
  const second = item.getByRole('listitem', { name: say({ ar: 'السؤال ٢', en: 'Question 2' }) });
  await second.getByRole('button', { name: say({ ar: 'نقل لأعلى', en: 'Move up' }) }).click();
  await expect(item.getByRole('listitem', { name: say({ ar: 'السؤال ١', en: 'Question 1' }) })).toContainText('ما أطول سورة في القرآن الكريم؟');
  expect(await bankTexts(token, competitionId)).toEqual(['ما أطول سورة في القرآن الكريم؟', 'كم عدد سور القرآن الكريم؟']);

  // Changed in its own form, in its place.
  const first = item.getByRole('listitem', { name: say({ ar: 'السؤال ١', en: 'Question 1' }) });
  await first.getByRole('button', { name: say({ ar: 'تعديل', en: 'Edit' }) }).click();
  const edit = first.getByRole('form', { name: say({ ar: 'تعديل السؤال', en: 'Edit the question' }) });
  await edit.getByLabel(say({ ar: 'السؤال بالعربية', en: 'The question in Arabic' }), { exact: true }).fill('ما أطول سورة؟');
  await edit.getByRole('button', { name: say({ ar: 'حفظ السؤال', en: 'Save the question' }) }).click();
  await expect(edit).toBeHidden();
  await expect(first).toContainText('ما أطول سورة؟');

  // Deleting asks first: cancelled, nothing leaves; confirmed, the question leaves the bank and the card's count.
  await first.getByRole('button', { name: say({ ar: 'حذف', en: 'Delete' }) }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('ما أطول سورة؟');
  await dialog.getByRole('button', { name: say({ ar: 'إلغاء', en: 'Cancel' }) }).click();
  await expect(dialog).toBeHidden();
  expect(await bankSize(token, competitionId)).toBe(2);
  await first.getByRole('button', { name: say({ ar: 'حذف', en: 'Delete' }) }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: say({ ar: 'حذف', en: 'Delete' }), exact: true }).click();
  await expect(item.getByRole('heading', { name: say({ ar: 'بنك الأسئلة (١)', en: 'Question bank (1)' }) })).toBeVisible();
  expect(await bankTexts(token, competitionId)).toEqual(['كم عدد سور القرآن الكريم؟']);
});
