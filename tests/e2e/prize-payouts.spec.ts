// Prize payouts end to end (issue 30, point 4), in the project's language (`ar`: an Arabic phone, `en`: an English
// desktop): finance returns the demo winner's request with a reason, the winner reads it on /winner/competition and sends
// a corrected one, the first finance account approves it and records the payment with the bank's reference (and cannot
// confirm it), the second finance account confirms it, and the winner sees each status. Axe checks both pages.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { languageOf } from './support/language';
import { basePort } from './support/phases';
import { consoleWord, wordsOf } from './support/words';
import { ownServerFor } from './support/ownServer';
import { expectAccessible } from './support/axe';
import { choose } from './support/choice';

// A server of this spec's own: the steps change the demo winner's request.
const port = basePort + 14;
const server = ownServerFor(port);
test.describe.configure({ timeout: 180_000 });

const c = consoleWord;
const s = wordsOf((language) => `src/app/i18n/locales/${language}/results.json`);

const finance1 = { email: 'finance1@example.com', password: 'Finance1#2026' };
const finance2 = { email: 'finance2@example.com', password: 'Finance2#2026' };
const winner = { email: 'winner@example.com', password: 'Winner#2026' };

/** A page of its own (the console keeps its session per tab), in the project's language. */
async function freshPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ ...(languageOf(testInfo) === 'ar' ? { viewport: { width: 390, height: 844 } } : {}) });
  const page = await context.newPage();
  await page.addInitScript((saved) => window.localStorage.setItem('language', saved), languageOf(testInfo));
  return page;
}

async function consoleAs(browser: Browser, testInfo: TestInfo, account: { email: string; password: string }): Promise<Page> {
  const page = await freshPage(browser, testInfo);
  await page.goto(`${server().base}/operator`);
  await page.getByLabel(c(testInfo, 'signIn.email')).fill(account.email);
  await page.getByLabel(c(testInfo, 'signIn.password')).fill(account.password);
  await page.getByRole('button', { name: c(testInfo, 'signIn.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: c(testInfo, 'prizes.title') })).toBeVisible();
  return page;
}

async function winnerPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const page = await freshPage(browser, testInfo);
  const login = await page.request.post(`${server().base}/api/v1/user/auth/login`, { data: winner });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.context().addCookies([{ name: 'jwt', value: token, url: server().base }]);
  await page.goto(`${server().base}/winner/competition`);
  await expect(page.getByRole('heading', { level: 1, name: s(testInfo, 'requests.title') })).toBeVisible();
  return page;
}

/** The demo winner's request in the console, in a status. */
const request = (page: Page, testInfo: TestInfo, status: string) => page.getByRole('listitem', { name: `Fatimah Al-Zahrani — ${c(testInfo, `prizes.status.${status}`)}` });

/** Takes a step: its button, then the confirmation dialog (every step is irreversible and asks first). */
async function takeStep(page: Page, testInfo: TestInfo, item: ReturnType<typeof request>, step: string) {
  await item.getByRole('button', { name: c(testInfo, `prizes.steps.${step}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: c(testInfo, `prizes.steps.${step}`) }).click();
  await expect(dialog).toBeHidden();
}

test('two finance accounts approve and pay a winner’s prize request; the winner sees each status', async ({ browser }, testInfo) => {
  const reason = languageOf(testInfo) === 'ar' ? 'اسم صاحب الحساب لا يطابق اسم البنك' : 'The bank name does not match the IBAN';
  const first = await consoleAs(browser, testInfo, finance1);
  await expectAccessible(first);

  // Returned with a reason the winner reads.
  const approved = request(first, testInfo, 'approved');
  await expect(approved).toBeVisible();
  await expect(approved.getByText('SA03 8000 0000 6080 1016 7519')).toBeVisible();
  await approved.getByLabel(c(testInfo, 'prizes.reason')).fill(reason);
  await takeStep(first, testInfo, approved, 'return');
  await expect(request(first, testInfo, 'returned')).toBeVisible();

  const site = await winnerPage(browser, testInfo);
  await expect(site.getByText(s(testInfo, 'requests.status.returned'))).toBeVisible();
  await expect(site.getByText(reason)).toBeVisible();
  await expect(site.getByText(s(testInfo, 'requests.returnedHint'))).toBeVisible();
  await expectAccessible(site);
  // The winner corrects the details and sends the request again.
  await choose(site.getByRole('radio').first());
  await site.getByLabel(s(testInfo, 'requests.bankName')).fill('Al Rajhi Bank');
  await site.getByLabel(s(testInfo, 'requests.accountHolder')).fill('Fatimah Saleh Al-Zahrani');
  await site.getByLabel(s(testInfo, 'requests.ibanLabel')).fill('SA0945000000608010167519');
  await site.getByRole('button', { name: s(testInfo, 'requests.send') }).click();
  await expect(site.getByText(s(testInfo, 'requests.status.pending'))).toBeVisible();

  // The first finance account approves it and records the payment; it may not confirm its own payment.
  await first.reload();
  const pending = request(first, testInfo, 'pending');
  await takeStep(first, testInfo, pending, 'approve');
  const toPay = request(first, testInfo, 'approved');
  await toPay.getByLabel(c(testInfo, 'prizes.reference')).fill('TRF-2026-0042');
  await takeStep(first, testInfo, toPay, 'record_payment');
  const recorded = request(first, testInfo, 'payment_recorded');
  await expect(recorded.getByText(c(testInfo, 'prizes.secondApprover'))).toBeVisible();
  await expect(recorded.getByRole('button', { name: c(testInfo, 'prizes.steps.confirm_payment') })).toHaveCount(0);

  await site.reload();
  await expect(site.getByText(s(testInfo, 'requests.status.payment_recorded'))).toBeVisible();
  await expect(site.getByText('TRF-2026-0042')).toBeVisible();

  // The second finance account confirms it: paid.
  const second = await consoleAs(browser, testInfo, finance2);
  await takeStep(second, testInfo, request(second, testInfo, 'payment_recorded'), 'confirm_payment');
  await expect(request(second, testInfo, 'paid')).toBeVisible();
  await expectAccessible(second);

  await site.reload();
  await expect(site.getByText(s(testInfo, 'requests.status.paid'))).toBeVisible();
  await expect(site.getByText(s(testInfo, 'requests.paidOn'))).toBeVisible();
});
