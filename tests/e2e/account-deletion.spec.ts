// A contestant's account deleted end to end (issue 30, point 2), in the project's language (`ar`: an Arabic phone,
// `en`: an English desktop): a new contestant asks from their profile page and confirms; the page says the request was
// received; an administrator finds it in the console's Deletion requests, confirms (the dialog names the contestant)
// and the account is anonymised: its session ends and it leaves the list. Axe checks both pages.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { languageOf } from './support/language';
import { basePort } from './support/phases';
import { consoleWord, wordsOf } from './support/words';
import { freshContestant, ownServerFor } from './support/ownServer';
import { expectAccessible } from './support/axe';

// A server of this spec's own: the steps anonymise an account.
const port = basePort + 33;
const server = ownServerFor(port);
test.describe.configure({ timeout: 180_000 });

const c = consoleWord;
const s = wordsOf((language) => `src/app/i18n/locales/${language}/account.json`);

const admin = { email: 'admin@example.com', password: 'Admin#2026-demo' };

async function freshPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ ...(languageOf(testInfo) === 'ar' ? { viewport: { width: 390, height: 844 } } : {}) });
  const page = await context.newPage();
  await page.addInitScript((saved) => window.localStorage.setItem('language', saved), languageOf(testInfo));
  return page;
}

test('a contestant asks to delete their account and an administrator carries it out', async ({ browser }, testInfo) => {
  const { email, token } = await freshContestant(server(), `deletion-${languageOf(testInfo)}`);

  // The contestant asks, from their profile, and confirms.
  const site = await freshPage(browser, testInfo);
  await site.context().addCookies([{ name: 'jwt', value: token, url: server().base }]);
  await site.goto(`${server().base}/winner/profile`);
  await expect(site.getByRole('heading', { name: s(testInfo, 'deletion.title') })).toBeVisible();
  await expectAccessible(site);
  await site.getByRole('button', { name: s(testInfo, 'deletion.ask') }).click();
  const confirm = site.getByRole('dialog');
  await expect(confirm).toContainText(s(testInfo, 'deletion.confirmBody'));
  await confirm.getByRole('button', { name: s(testInfo, 'deletion.confirm') }).click();
  await expect(site.getByRole('status').filter({ hasText: s(testInfo, 'deletion.requested') })).toBeVisible();
  // It stays requested: the page opens on it.
  await site.reload();
  await expect(site.getByText(s(testInfo, 'deletion.requested'))).toBeVisible();
  await expect(site.getByRole('button', { name: s(testInfo, 'deletion.ask') })).toHaveCount(0);

  // An administrator carries it out, after a confirmation naming the contestant.
  const consolePage = await freshPage(browser, testInfo);
  await consolePage.goto(`${server().base}/operator`);
  await consolePage.getByLabel(c(testInfo, 'signIn.email')).fill(admin.email);
  await consolePage.getByLabel(c(testInfo, 'signIn.password')).fill(admin.password);
  await consolePage.getByRole('button', { name: c(testInfo, 'signIn.submit'), exact: true }).click();
  await consolePage.getByRole('tab', { name: c(testInfo, 'tabs.deletions') }).click();
  const item = consolePage.getByRole('listitem').filter({ hasText: email });
  await expect(item).toBeVisible();
  await expectAccessible(consolePage);
  await item.getByRole('button', { name: c(testInfo, 'deletions.anonymise') }).click();
  const dialog = consolePage.getByRole('dialog');
  await expect(dialog).toContainText('Recording Tester');
  await dialog.getByRole('button', { name: c(testInfo, 'deletions.confirm.yes') }).click();
  await expect(item.getByText(c(testInfo, 'deletions.done'))).toBeVisible();

  // Done: the request leaves the list, and the contestant's session is over.
  await consolePage.reload();
  await consolePage.getByRole('tab', { name: c(testInfo, 'tabs.deletions') }).click();
  await expect(consolePage.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  const profile = await site.request.get(`${server().base}/api/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(401);
});
