import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { choose } from './support/choice';
import { languageOf, openIn, waitForApp } from './support/language';
import { newContestant, startOwnServer, stopOwnServer, type OwnServer } from './support/ownServer';
import { basePort } from './support/phases';
import { expectAccessible } from './support/axe';

// The first track's quiz as a new contestant takes it, in Arabic on a phone and in English on a desktop. This file
// runs two reference servers of its own (fresh data, so its contestants register and read their codes from the log):
// one with the demo's 15-minute limit, one whose attempts last 30 seconds so a deadline can pass during the test.
const SHORT_LIMIT_SECONDS = 30;
let server: OwnServer | null = null;
let shortServer: OwnServer | null = null;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from this pattern; none are needed
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  [server, shortServer] = await Promise.all([
    startOwnServer(Number(process.env.E2E_QUIZ_PORT ?? basePort + 6)),
    startOwnServer(Number(process.env.E2E_QUIZ_SHORT_PORT ?? basePort + 7), { QUIZ_TIME_LIMIT_SECONDS: String(SHORT_LIMIT_SECONDS) }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([stopOwnServer(server), stopOwnServer(shortServer)]);
  server = shortServer = null;
});

type Dictionary = { [key: string]: string | Dictionary };
const root = path.resolve(import.meta.dirname, '../..');
const dictionary = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(root, `src/app/i18n/locales/${language}/${namespace}.json`), 'utf8')) as Dictionary;

/** A translated text of the project's language, numbers written in its digits as the site writes them. */
function text(testInfo: TestInfo, key: string, values: Record<string, number | string> = {}, namespace = 'quiz'): string {
  const language = languageOf(testInfo);
  let node: string | Dictionary | undefined = dictionary(language, namespace);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${namespace} key ${key}`);
  const digits = new Intl.NumberFormat(language === 'ar' ? 'ar-EG' : 'en-GB');
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    return typeof value === 'number' ? digits.format(value) : (value ?? '');
  });
}

const uniqueEmail = (testInfo: TestInfo, what: string) => `quiz.${what}.${testInfo.project.name}@example.com`;

async function signIn(page: Page, base: string, token: string): Promise<void> {
  await page.context().addCookies([{ name: 'jwt', value: token, url: base }]);
}

const api = (base: string, token: string, method: string, url: string, body?: object) =>
  fetch(`${base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

/** From /pre-questions: start, confirmed in the dialog; the questions follow. */
async function startQuiz(page: Page, testInfo: TestInfo): Promise<void> {
  await page.getByRole('button', { name: text(testInfo, 'start.action') }).click();
  const dialog = page.getByRole('dialog', { name: text(testInfo, 'start.confirmTitle') });
  await dialog.getByRole('button', { name: text(testInfo, 'start.confirm') }).click();
  await expect(page).toHaveURL(/\/questions$/);
  await expect(page.getByRole('timer')).toBeVisible();
}

/** Every key of every JSON answer, with its value, however deep. */
function entriesOf(value: unknown, found: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) value.forEach((item) => entriesOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.push([key, inner]);
      entriesOf(inner, found);
    }
  }
  return found;
}

test('a new contestant starts, answers, reloads and finds every answer, submits once, and the home card shows the challenge', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  // Every answer the browser receives during the quiz, to look for the right answers in them afterwards.
  const answers: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/')) answers.push(response.text().catch(() => ''));
  });
  const base = server!.base;
  const token = await newContestant(server!, uniqueEmail(testInfo, 'taker'));
  await signIn(page, base, token);
  await openIn(page, testInfo, `${base}/pre-questions`);
  await expect(page.getByText(text(testInfo, 'facts.questions', { count: 8 }))).toBeVisible();
  await expect(page.getByText(text(testInfo, 'facts.time', { minutes: 15 }))).toBeVisible();
  await expectAccessible(page, 'pre-questions');
  await startQuiz(page, testInfo);

  await expect(page.getByText(text(testInfo, 'position', { current: 1, total: 8 }), { exact: true })).toBeVisible();
  await choose(page.getByRole('radio').first());
  await expect(page.getByText(text(testInfo, 'save.saved'))).toBeVisible();
  await expectAccessible(page, 'a question');
  await page.getByRole('button', { name: text(testInfo, 'next') }).click();
  await expect(page.getByText(text(testInfo, 'position', { current: 2, total: 8 }), { exact: true })).toBeVisible();
  await choose(page.getByRole('radio').nth(2));
  await expect(page.getByText(text(testInfo, 'save.saved'))).toBeVisible();

  // A reload in the middle: every answer is still there, and the clock runs on from the server's deadline.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByText(text(testInfo, 'position', { current: 3, total: 8 }), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: text(testInfo, 'previous') }).click();
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  await page.getByRole('button', { name: text(testInfo, 'previous') }).click();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('timer').locator('time')).toHaveAttribute('datetime', /^PT1[0-4]M/);

  await page.getByRole('button', { name: text(testInfo, 'review.action') }).click();
  await expect(page.getByText(text(testInfo, 'review.unanswered', { count: 6 }))).toBeVisible();
  await expectAccessible(page, 'the review');
  await page.getByRole('button', { name: text(testInfo, 'submit.action') }).click();
  const confirm = page.getByRole('dialog', { name: text(testInfo, 'submit.confirmTitle') });
  await confirm.getByRole('button', { name: text(testInfo, 'submit.confirm'), exact: true }).click();
  await expect(page.getByRole('heading', { name: text(testInfo, 'submitted.title') })).toBeVisible();
  await expectAccessible(page, 'the confirmation');

  // Home: the first track's card now shows the challenge.
  await page.getByRole('link', { name: text(testInfo, 'submitted.home') }).click();
  await expect(page.getByRole('link', { name: text(testInfo, 'tracks.showChallenge', {}, 'home') }).and(page.locator('[href="/pre-questions"]'))).toBeVisible();

  // A second start: the page shows the taken quiz without a start, /questions sends back, the API refuses.
  await page.goto(`${base}/pre-questions`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: text(testInfo, 'taken.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: text(testInfo, 'start.action') })).toHaveCount(0);
  await expectAccessible(page, 'show challenge');
  await page.goto(`${base}/questions`);
  await expect(page).toHaveURL(/\/pre-questions$/);
  expect((await api(base, token, 'POST', '/competition/first-paths/start')).status).toBe(409);

  // Nothing the browser received says which option is right.
  const bodies = (await Promise.all(answers)).filter((body) => body.startsWith('{'));
  expect(bodies.some((body) => body.includes('"options"'))).toBe(true);
  for (const body of bodies) {
    expect(body).not.toMatch(/correct_?index|is_?correct|correctOption|answer_?key/i);
    for (const [key, value] of entriesOf(JSON.parse(body))) {
      if (key === 'right_answers' || key === 'correct_answers') expect(value, key).toBeNull();
      if (key === 'results_released') expect(value).toBe(false);
    }
  }
});

test('letting the deadline pass closes the attempt on the server with the answers given so far', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const base = shortServer!.base;
  const token = await newContestant(shortServer!, uniqueEmail(testInfo, 'late'));
  await signIn(page, base, token);
  await openIn(page, testInfo, `${base}/pre-questions`);
  await startQuiz(page, testInfo);
  await choose(page.getByRole('radio').first());
  await expect(page.getByText(text(testInfo, 'save.saved'))).toBeVisible();
  // The countdown reaches zero: the sitting ends, the server has closed the attempt.
  await expect(page.getByRole('heading', { name: text(testInfo, 'expired.title') })).toBeVisible({ timeout: (SHORT_LIMIT_SECONDS + 15) * 1000 });
  const attempt = (await (await api(base, token, 'GET', '/competition/first-paths')).json()) as { data: [{ status: string; answers: unknown[] }] };
  expect(attempt.data[0].status).toBe('closed');
  expect(attempt.data[0].answers).toHaveLength(1);
  const questions = await api(base, token, 'GET', '/competition/first-paths/questions');
  expect(questions.status).toBe(409);
  const late = await api(base, token, 'PUT', '/competition/first-paths/answers/1', { option_id: 1 });
  expect(late.status).toBe(409);
  expect(((await late.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty('deadline');
  const profile = (await (await api(base, token, 'GET', '/user/profile')).json()) as { data: { user: { path_first_path: string | null } } };
  expect(profile.data.user.path_first_path).toBe('active');
});
