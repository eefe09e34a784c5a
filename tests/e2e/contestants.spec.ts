// The console's contestants end to end (issue 30, points 1 and 6), in Arabic (phone) and English (desktop): an operator
// finds a contestant by a part of their name, opens their timeline, then exports the winners to CSV; the saved file is
// opened in a spreadsheet program (Gnumeric's ssconvert, CSV → ODS → CSV) and the winners' Arabic names come back intact.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type TestInfo } from '@playwright/test';
import { phaseUrl } from './support/phases';
import { inLanguage, languageOf } from './support/language';
import { expectAccessible } from './support/axe';

test.describe.configure({ timeout: 120_000 });

const t = (testInfo: TestInfo, ar: string, en: string) => inLanguage(testInfo, { ar, en });
const SSCONVERT = '/usr/bin/ssconvert';

test('an operator finds a contestant by part of the name, reads the timeline, exports the winners, and a spreadsheet reads the Arabic', async ({ page }, testInfo) => {
  const language = languageOf(testInfo);
  const base = phaseUrl('running');
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(`${base}/operator`);
  await page.getByLabel(t(testInfo, 'البريد الإلكتروني', 'Email')).fill('operator@example.com');
  await page.getByLabel(t(testInfo, 'كلمة المرور', 'Password')).fill('Operator#2026');
  await page.getByRole('button', { name: t(testInfo, 'دخول', 'Sign in'), exact: true }).click();
  await page.getByRole('tab', { name: t(testInfo, 'المتسابقون', 'Contestants') }).click();

  // Part of the demo contestant's name (Abdullah Al-Harbi), typed in another case.
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('searchbox', { name: t(testInfo, 'بحث', 'Search') }).fill('abdullah al-harb');
  await panel.getByRole('button', { name: t(testInfo, 'اعرض', 'Show'), exact: true }).click();
  const found = panel.getByRole('listitem').filter({ hasText: 'contestant@example.com' });
  await expect(found).toBeVisible();
  await expect(found).toContainText('Abdullah Al-Harbi');
  await expectAccessible(page, 'the contestants list');

  // The timeline: one list across tracks, newest first, each event a sentence; registration is on it.
  await found.getByRole('button').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Abdullah Al-Harbi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: t(testInfo, 'السجل الزمني', 'Timeline') })).toBeVisible();
  await expect(page.getByText(t(testInfo, 'أنشأ حسابًا.', 'Registered an account.'))).toBeVisible();
  await expect(page.getByRole('group', { name: t(testInfo, 'إجراءات على هذا المتسابق', 'Actions on this contestant') })).toBeAttached();
  await expectAccessible(page, "a contestant's timeline");
  await page.screenshot({ path: testInfo.outputPath(`timeline-${language}.png`), fullPage: true });
  await page.getByRole('button', { name: t(testInfo, 'العودة إلى المتسابقين', 'Back to the contestants') }).click();

  // Winners only, then the CSV: the browser saves the file the console fetched with its token.
  await page.getByRole('button', { name: t(testInfo, 'امسح التصفية', 'Clear the filter') }).click();
  await page.getByRole('tabpanel').getByRole('radio', { name: t(testInfo, 'الفائزون', 'Winners'), exact: true }).check({ force: true });
  await expect(page.getByRole('tabpanel').getByText(t(testInfo, 'عدد المتسابقين المطابقين', 'contestants match'))).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t(testInfo, 'صدِّر الفائزين (CSV)', 'Export the winners (CSV)') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^winners-\d{4}-\d{2}-\d{2}\.csv$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'qc-winners-'));
  const file = path.join(dir, 'winners.csv');
  await download.saveAs(file);
  await expect(page.getByRole('status').filter({ hasText: t(testInfo, 'حُفظ الملف', 'Saved') })).toBeVisible();
  const bytes = readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  // The demo's published winners carry Arabic names (winners.name.ar).
  const arabicNames = [...csv.matchAll(/[\u0600-\u06FF][\u0600-\u06FF\s]+/g)].map((m) => m[0].trim()).filter((s) => s.split(/\s+/).length >= 2);
  expect(arabicNames.length).toBeGreaterThan(0);

  // A spreadsheet program opens it: Gnumeric converts it to its own sheet and back, and the Arabic is intact.
  expect(existsSync(SSCONVERT), 'Gnumeric is needed: apt-get install -y gnumeric (.ci/run installs it)').toBe(true);
  const sheet = path.join(dir, 'winners.ods');
  const back = path.join(dir, 'back.csv');
  execFileSync(SSCONVERT, [file, sheet], { stdio: 'pipe' });
  execFileSync(SSCONVERT, [sheet, back], { stdio: 'pipe' });
  const reread = readFileSync(back, 'utf8');
  for (const name of arabicNames.slice(0, 5)) expect(reread).toContain(name);
});
