import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { choose, chooseFromList } from './support/choice';
import { inLanguage, openIn } from './support/language';

// This file runs its own reference server (phase `running`, fresh data) so that it can read the
// one-time codes the server writes to its log in development (`OTP for <email>: 1234`), and so
// that its rate-limit test starts from clean counters. The expired-code test has a second one
// on the next port whose codes expire within seconds, so no other test races that lifetime.
const port = Number(process.env.E2E_AUTH_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
test.use({ baseURL: base });

/** A reference server started by this file, with everything it has written so far. */
type OwnServer = { base: string; child: ChildProcess; log: string };

async function waitForServer(server: OwnServer): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`${server.base}/api/v1/settings`);
      if (answer.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the reference server did not start:\n${server.log}`);
}

async function startServer(serverPort: number, env: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs'), String(serverPort)], {
    cwd: root,
    env: { ...process.env, E2E_PHASE: 'running', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: OwnServer = { base: `http://127.0.0.1:${serverPort}`, child, log: '' };
  child.stdout?.on('data', (chunk: Buffer) => (server.log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (server.log += chunk.toString()));
  try {
    await waitForServer(server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

async function stopServer(server: OwnServer | null): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const stopped = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await stopped;
}

let server: OwnServer | null = null;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern; none are needed
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startServer(port);
});

test.afterAll(async () => {
  await stopServer(server);
  server = null;
});

/** The newest code `from` logged for `email`. */
async function otpFor(email: string, from: OwnServer | null = server): Promise<string> {
  const pattern = new RegExp(`OTP for ${email.replace(/[.+]/g, '\\$&')}: (\\d{4})`, 'g');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const codes = [...(from?.log ?? '').matchAll(pattern)].map((match) => match[1]);
    if (codes.length > 0) return codes.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no OTP logged for ${email}`);
}

const t = (testInfo: TestInfo, ar: string, en: string) => inLanguage(testInfo, { ar, en });

/** A field by its whole label (a required field's label ends with a decorative "*"). */
const field = (page: Page, testInfo: TestInfo, ar: string, en: string) =>
  page.getByLabel(new RegExp(`^${t(testInfo, ar, en).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

async function logIn(page: Page, testInfo: TestInfo, email: string, password: string): Promise<void> {
  await openIn(page, testInfo, '/login');
  await field(page, testInfo, 'البريد الإلكتروني', 'Email').fill(email);
  await field(page, testInfo, 'كلمة المرور', 'Password').fill(password);
  await page.getByRole('button', { name: t(testInfo, 'دخول', 'Log in'), exact: true }).click();
}

/** Logs in and waits until the reloaded page shows the signed-in header (the session has settled). */
async function logInAndSettle(page: Page, testInfo: TestInfo, email: string, password: string): Promise<void> {
  await logIn(page, testInfo, email, password);
  await expect(page.getByRole('button', { name: new RegExp(t(testInfo, 'قائمة الحساب', 'Account menu')) })).toBeVisible({ timeout: 15_000 });
}

async function logOut(page: Page, testInfo: TestInfo): Promise<void> {
  await page.getByRole('button', { name: new RegExp(t(testInfo, 'قائمة الحساب', 'Account menu')) }).click();
  await page.getByRole('menuitem', { name: t(testInfo, 'تسجيل الخروج', 'Log out') }).click();
}

test.describe('accounts', () => {
  test('register → verify the emailed code → log in → bell and notifications → log out', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const email = `e2e.${testInfo.project.name}.${Date.now()}@example.com`;
    const password = 'Strong-pass-2026';
    await openIn(page, testInfo, '/register/contestant');
    await field(page, testInfo, 'الاسم الكامل', 'Full name').fill('Test Contestant Name');
    await field(page, testInfo, 'البريد الإلكتروني', 'Email').fill(email);
    await field(page, testInfo, 'كلمة المرور', 'Password').fill(password);
    await field(page, testInfo, 'تأكيد كلمة المرور', 'Confirm password').fill(password);
    await choose(page.getByRole('radio', { name: t(testInfo, 'ذكر', 'Male'), exact: true }));
    await field(page, testInfo, 'رقم الجوال', 'Mobile number').fill('966500000123');
    // The date of birth is typed in its segments (day, month, year in both languages).
    await page.getByRole('group', { name: t(testInfo, 'تاريخ الميلاد', 'Date of birth') }).getByRole('spinbutton').first().click();
    await page.keyboard.type('31012000');
    await chooseFromList(page.getByRole('combobox', { name: t(testInfo, 'دولة الإقامة', 'Country of residence') }), t(testInfo, 'السعودية', 'Saudi'), t(testInfo, 'المملكة العربية السعودية', 'Saudi Arabia'));
    await chooseFromList(page.getByRole('combobox', { name: t(testInfo, 'الجنسية', 'Nationality') }), t(testInfo, 'السعودية', 'Saudi'), t(testInfo, 'المملكة العربية السعودية', 'Saudi Arabia'));
    await choose(page.getByRole('radio', { name: t(testInfo, 'هوية وطنية', 'National ID') }));
    await field(page, testInfo, 'رقم الهوية', 'ID number').fill('1012345678');
    await field(page, testInfo, 'الاسم كما في الهوية', 'Name as on the ID').fill('Test Contestant Name');
    await page.getByRole('button', { name: t(testInfo, 'إنشاء الحساب', 'Create account') }).click();

    await expect(page).toHaveURL(/\/verify-otp\?email=/);
    // A wrong code first: the server's message under the field.
    const code = await otpFor(email);
    const wrong = code === '0000' ? '1111' : '0000';
    const codeField = field(page, testInfo, 'رمز التحقق', 'Verification code');
    await codeField.fill(wrong);
    await page.getByRole('button', { name: t(testInfo, 'تأكيد', 'Verify'), exact: true }).click();
    await expect(page.getByText(t(testInfo, 'رمز التحقق غير صحيح أو منتهي الصلاحية', 'The verification code is invalid or expired'))).toBeVisible();
    // Asking for a new code at once: the server's wait message, as a toast.
    await page.getByRole('button', { name: t(testInfo, 'إعادة إرسال الرمز', 'Resend the code') }).click();
    await expect(page.locator('.Toastify__toast--error')).toBeVisible();
    await codeField.fill(code);
    await page.getByRole('button', { name: t(testInfo, 'تأكيد', 'Verify'), exact: true }).click();

    await expect(page).toHaveURL(/\/login\?verified=1/);
    await expect(field(page, testInfo, 'البريد الإلكتروني', 'Email')).toHaveValue(email);
    await field(page, testInfo, 'كلمة المرور', 'Password').fill(password);
    await page.getByRole('button', { name: t(testInfo, 'دخول', 'Log in'), exact: true }).click();

    // Full-reload navigation to /, then the profile: the bell appears, without a dot (no notifications yet).
    await expect(page).toHaveURL(`${base}/`);
    const bell = page.getByRole('link', { name: t(testInfo, 'الإشعارات', 'Notifications') });
    await expect(bell).toBeVisible();
    await expect(page.getByText(t(testInfo, 'لديك إشعارات', 'You have notifications'))).toHaveCount(0);
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByText(t(testInfo, 'لا توجد إشعارات بعد', 'No notifications yet'))).toBeVisible();

    await logOut(page, testInfo);
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByText(t(testInfo, 'تم تسجيل الخروج بنجاح', 'Logged out successfully'))).toBeVisible();
    await expect(page.getByRole('link', { name: t(testInfo, 'تسجيل الدخول', 'Log in') })).toBeVisible();
  });

  test('a phone, an ID number, a date of birth and the emailed code typed in Arabic-Indic or Persian digits are taken', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const email = `e2e.digits.${testInfo.project.name}.${Date.now()}@example.com`;
    const password = 'Strong-pass-2026';
    const arabicIndic = (digits: string) => digits.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const persian = (digits: string) => digits.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
    await openIn(page, testInfo, '/register/contestant');
    await field(page, testInfo, 'الاسم الكامل', 'Full name').fill('Test Contestant Name');
    await field(page, testInfo, 'البريد الإلكتروني', 'Email').fill(email);
    await field(page, testInfo, 'كلمة المرور', 'Password').fill(password);
    await field(page, testInfo, 'تأكيد كلمة المرور', 'Confirm password').fill(password);
    await choose(page.getByRole('radio', { name: t(testInfo, 'ذكر', 'Male'), exact: true }));
    await field(page, testInfo, 'رقم الجوال', 'Mobile number').pressSequentially('٩٦٦٥٠١٢٣٤٥٦٧');
    await page.getByRole('group', { name: t(testInfo, 'تاريخ الميلاد', 'Date of birth') }).getByRole('spinbutton').first().click();
    await page.keyboard.type(arabicIndic('31012000'));
    await chooseFromList(page.getByRole('combobox', { name: t(testInfo, 'دولة الإقامة', 'Country of residence') }), t(testInfo, 'السعودية', 'Saudi'), t(testInfo, 'المملكة العربية السعودية', 'Saudi Arabia'));
    await chooseFromList(page.getByRole('combobox', { name: t(testInfo, 'الجنسية', 'Nationality') }), t(testInfo, 'السعودية', 'Saudi'), t(testInfo, 'المملكة العربية السعودية', 'Saudi Arabia'));
    await choose(page.getByRole('radio', { name: t(testInfo, 'هوية وطنية', 'National ID') }));
    await field(page, testInfo, 'رقم الهوية', 'ID number').pressSequentially('١٠٩٨٧٦٥٤٣٢');
    await field(page, testInfo, 'الاسم كما في الهوية', 'Name as on the ID').fill('Test Contestant Name');
    await page.getByRole('button', { name: t(testInfo, 'إنشاء الحساب', 'Create account') }).click();
    await expect(page.getByText(t(testInfo, 'يجب أن تكون القيمة رقمية', 'Value must be numeric'))).toHaveCount(0);

    await expect(page).toHaveURL(/\/verify-otp\?email=/);
    const code = await otpFor(email);
    const codeField = field(page, testInfo, 'رمز التحقق', 'Verification code');
    // Typed key by key in Persian digits: the field shows the code, not nothing.
    await codeField.pressSequentially(persian(code));
    await expect(codeField).toHaveValue(code);
    await codeField.fill('');
    await codeField.pressSequentially(arabicIndic(code));
    await expect(codeField).toHaveValue(code);
    await page.getByRole('button', { name: t(testInfo, 'تأكيد', 'Verify'), exact: true }).click();
    await expect(page).toHaveURL(/\/login\?verified=1/);
  });

  test('a contestant with notifications: the red dot, newest first, unread marked, mark read', async ({ page }, testInfo) => {
    await logIn(page, testInfo, 'contestant@example.com', 'Contestant#2026');
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByText(t(testInfo, 'لديك إشعارات', 'You have notifications'))).toBeAttached();
    await page.getByRole('link', { name: t(testInfo, 'الإشعارات', 'Notifications') }).click();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(t(testInfo, 'جديد', 'New'));
    await page.getByRole('button', { name: t(testInfo, 'تعليم كمقروء', 'Mark as read') }).click();
    await expect(page.getByRole('button', { name: t(testInfo, 'تعليم كمقروء', 'Mark as read') })).toHaveCount(0);
  });

  test('a wrong password is refused with the server’s message', async ({ page }, testInfo) => {
    await logIn(page, testInfo, 'contestant@example.com', 'Wrong-password-1');
    await expect(page.getByRole('alert').first()).toContainText(t(testInfo, 'غير صحيحة', 'incorrect'));
    await expect(page).toHaveURL(/\/login/);
    // Once, on the form: not again under the email field, which is not marked invalid.
    await expect(page.getByRole('main').getByText(t(testInfo, 'غير صحيحة', 'incorrect'))).toHaveCount(1);
    await expect(field(page, testInfo, 'البريد الإلكتروني', 'Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('an unverified account (203) is told to verify, with a link to do it', async ({ page }, testInfo) => {
    await logIn(page, testInfo, 'unverified@example.com', 'Unverified#2026');
    await expect(page.getByRole('alert').first()).toContainText(t(testInfo, 'يرجى تأكيد بريدك الإلكتروني أولًا', 'Please verify your email address first'));
    await page.getByRole('link', { name: t(testInfo, 'تأكيد البريد الإلكتروني الآن', 'Verify your email now') }).click();
    await expect(page).toHaveURL(/\/verify-otp\?email=unverified%40example\.com/);
  });

  test('an email, a phone number and a code are typed left to right, their labels in the page’s direction', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/register/contestant');
    const email = field(page, testInfo, 'البريد الإلكتروني', 'Email');
    await email.fill('sara@');
    await expect(email).toHaveValue('sara@');
    expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    const phone = field(page, testInfo, 'رقم الجوال', 'Mobile number');
    expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
    const label = page.locator('label', { hasText: t(testInfo, 'البريد الإلكتروني', 'Email') }).first();
    expect(await label.evaluate((node) => getComputedStyle(node).direction)).toBe(t(testInfo, 'rtl', 'ltr'));
  });

  test('a refused registration moves focus to the first invalid field, on screen', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/register/contestant');
    await field(page, testInfo, 'الاسم الكامل', 'Full name').fill('Sara Abdullah');
    const submit = page.getByRole('button', { name: t(testInfo, 'إنشاء الحساب', 'Create account'), exact: true });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const email = field(page, testInfo, 'البريد الإلكتروني', 'Email');
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    await expect(field(page, testInfo, 'الاسم الكامل', 'Full name')).toHaveValue('Sara Abdullah');
  });

  test('a mismatched password confirmation is refused before sending', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/register/contestant');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/user/auth/register')) sent = true;
    });
    await field(page, testInfo, 'كلمة المرور', 'Password').fill('Strong-pass-2026');
    await field(page, testInfo, 'تأكيد كلمة المرور', 'Confirm password').fill('Strong-pass-2027');
    await page.getByRole('button', { name: t(testInfo, 'إنشاء الحساب', 'Create account') }).click();
    await expect(page.getByText(t(testInfo, 'يجب أن تساوي القيمة قيمة كلمة المرور', 'The value must be equal to the password value'))).toBeVisible();
    expect(sent).toBe(false);
  });

  test('a signed-in user on a guest-only route is sent to /', async ({ page }, testInfo) => {
    await logIn(page, testInfo, 'newcomer@example.com', 'Newcomer#2026');
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByRole('link', { name: t(testInfo, 'الإشعارات', 'Notifications') })).toBeVisible();
    for (const route of ['/login', '/register/contestant', '/forget-password']) {
      await page.goto(route);
      await expect(page).toHaveURL(`${base}/`);
    }
  });

  test('a guest sent to sign in from a track’s page returns there after signing in', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/pre-questions');
    await expect(page).toHaveURL(`${base}/login?next=%2Fpre-questions`);
    await field(page, testInfo, 'البريد الإلكتروني', 'Email').fill('newcomer@example.com');
    await field(page, testInfo, 'كلمة المرور', 'Password').fill('Newcomer#2026');
    await page.getByRole('button', { name: t(testInfo, 'دخول', 'Log in'), exact: true }).click();
    await expect(page).toHaveURL(`${base}/pre-questions`, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: new RegExp(t(testInfo, 'قائمة الحساب', 'Account menu')) })).toBeVisible();
  });

  test('signing in never leaves the site, whatever `next` says', async ({ page }, testInfo) => {
    await openIn(page, testInfo, '/login?next=%2F%2Fevil.example%2Fsteal');
    await field(page, testInfo, 'البريد الإلكتروني', 'Email').fill('newcomer@example.com');
    await field(page, testInfo, 'كلمة المرور', 'Password').fill('Newcomer#2026');
    await page.getByRole('button', { name: t(testInfo, 'دخول', 'Log in'), exact: true }).click();
    await expect(page).toHaveURL(`${base}/`, { timeout: 15_000 });
  });

  // A visitor has no track results and no winner profile (the API answers 403 for both): the site
  // does not ask, and the winner page says whom it is for instead of "no prizes yet".
  test('a visitor is never asked for track results, and /winner/profile says it is for contestants', async ({ page }, testInfo) => {
    const trackCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/competition\/(my-tracks|(third|fourth|fifth)-paths)/.test(request.url())) trackCalls.push(request.url());
    });
    await logInAndSettle(page, testInfo, 'visitor@example.com', 'Visitor#2026');
    await expect(page.getByRole('heading', { name: t(testInfo, 'مسارات المسابقة', 'Competition tracks') })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: t(testInfo, 'ابدأ التحدي', 'Start the challenge') }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(trackCalls).toEqual([]);
    await page.goto('/winner/profile');
    await expect(page.getByRole('heading', { name: t(testInfo, 'هذه الصفحة للمتسابقين', 'This page is for contestants') })).toBeVisible();
    await expect(page.getByText(t(testInfo, 'لا توجد جوائز مسجلة باسمك بعد', 'No prizes are registered in your name yet'))).toHaveCount(0);
  });

  test('a visitor on a contestant route is told to log out and sign in as a contestant', async ({ page }, testInfo) => {
    await logInAndSettle(page, testInfo, 'visitor@example.com', 'Visitor#2026');
    await expect(page).toHaveURL(`${base}/`);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: t(testInfo, 'هذه الصفحة للمتسابقين', 'This page is for contestants') })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: t(testInfo, 'تسجيل الخروج', 'Log out') }).click();
    await expect(page.getByRole('link', { name: t(testInfo, 'تسجيل الدخول', 'Log in') })).toBeVisible();
  });

  // Last: it spends this server's login allowance for the minute.
  test('rate limiting: repeated logins are answered with the server’s “too many requests”', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await openIn(page, testInfo, '/login');
    await field(page, testInfo, 'البريد الإلكتروني', 'Email').fill('contestant@example.com');
    await field(page, testInfo, 'كلمة المرور', 'Password').fill('Wrong-password-1');
    const submit = page.getByRole('button', { name: t(testInfo, 'دخول', 'Log in'), exact: true });
    const tooMany = page.getByRole('alert').filter({ hasText: t(testInfo, 'طلبات كثيرة', 'Too many requests') });
    for (let attempt = 0; attempt < 15 && !(await tooMany.isVisible()); attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().endsWith('/user/auth/login'));
      await submit.click();
      await answered;
    }
    await expect(tooMany).toBeVisible();
  });
});

test.describe('an expired code', () => {
  const expiringPort = port + 1;
  const otpTtlSeconds = 3;
  test.use({ baseURL: `http://127.0.0.1:${expiringPort}` });
  let expiring: OwnServer | null = null;

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern; none are needed
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    expiring = await startServer(expiringPort, { OTP_TTL_SECONDS: String(otpTtlSeconds) });
  });

  test.afterAll(async () => {
    await stopServer(expiring);
    expiring = null;
  });

  test('is refused under the code field, with the typed code kept', async ({ page }, testInfo) => {
    const email = 'unverified@example.com';
    await openIn(page, testInfo, `/verify-otp?email=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: t(testInfo, 'إعادة إرسال الرمز', 'Resend the code') }).click();
    const code = await otpFor(email, expiring);
    // The server's own clock must pass the code's lifetime; nothing on the page changes meanwhile.
    await new Promise((resolve) => setTimeout(resolve, (otpTtlSeconds + 1) * 1000));
    const codeField = field(page, testInfo, 'رمز التحقق', 'Verification code');
    await codeField.fill(code);
    const answered = page.waitForResponse((response) => response.url().endsWith('/user/auth/otp/verify'));
    await page.getByRole('button', { name: t(testInfo, 'تأكيد', 'Verify'), exact: true }).click();
    expect((await answered).status()).toBe(422);
    const expired = t(testInfo, 'رمز التحقق غير صحيح أو منتهي الصلاحية', 'The verification code is invalid or expired');
    await expect(codeField).toHaveAccessibleDescription(new RegExp(expired));
    await expect(page.getByText(expired)).toBeVisible();
    await expect(codeField).toHaveValue(code);
    await expect(page).toHaveURL(/\/verify-otp\?email=unverified%40example\.com/);
  });
});
