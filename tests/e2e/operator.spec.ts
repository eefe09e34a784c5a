// The operator console end to end (issue 20), in Arabic (phone) and English (desktop): a contestant submits the second
// track through the API with real speech, two reviewers accept it blind in the console, and the contestant sees it
// accepted with a new notification; an operator publishes an impression and the home page shows it; an operator
// decides a test request and the contestant is told; an operator freezes, runs and publishes a draw, and once the
// results are out the public winners page lists its winners. Axe checks the console's pages.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { secretCommitment } from '../../src/domain/draw/fairDraw';
import { derivedAudio } from '../fixtures/audio/derive';
import { basePort, phaseUrl } from './support/phases';
import { inLanguage, languageOf } from './support/language';
import { newContestant, ownServerFor, startOwnServer, stopOwnServer, type OwnServer } from './support/ownServer';
import { expectAccessible } from './support/axe';

// A server of this spec's own (it reads the one-time codes the server logs), after the phase servers' ports.
const port = basePort + 12;

const server = ownServerFor(port);
test.describe.configure({ timeout: 120_000 });

const accounts = {
  operator: { email: 'operator@example.com', password: 'Operator#2026' },
  reviewer1: { email: 'reviewer1@example.com', password: 'Reviewer1#2026' },
  reviewer2: { email: 'reviewer2@example.com', password: 'Reviewer2#2026' },
};

async function openConsole(page: Page, testInfo: TestInfo) {
  await page.addInitScript((saved) => window.localStorage.setItem('language', saved), languageOf(testInfo));
  await page.goto(`${server().base}/operator`);
}

async function signIn(page: Page, testInfo: TestInfo, account: { email: string; password: string }) {
  await page.getByLabel(inLanguage(testInfo, { ar: 'البريد الإلكتروني', en: 'Email' })).fill(account.email);
  await page.getByLabel(inLanguage(testInfo, { ar: 'كلمة المرور', en: 'Password' })).fill(account.password);
  await page.getByRole('button', { name: inLanguage(testInfo, { ar: 'دخول', en: 'Sign in' }), exact: true }).click();
}

/** A draw step asks for confirmation (it names the track and what cannot be undone) before it is taken. */
async function confirmStep(page: Page, testInfo: TestInfo) {
  await page.getByRole('dialog').getByRole('button', { name: inLanguage(testInfo, { ar: 'نعم، امضِ', en: 'Yes, go ahead' }) }).click();
}

async function signOut(page: Page, testInfo: TestInfo) {
  await page.getByRole('button', { name: inLanguage(testInfo, { ar: 'خروج', en: 'Sign out' }) }).click();
  await expect(page.getByRole('button', { name: inLanguage(testInfo, { ar: 'دخول', en: 'Sign in' }), exact: true })).toBeVisible();
}

async function api(path: string, token: string, init: RequestInit = {}) {
  return fetch(`${server().base}/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
}

/** What the browser refused under the Content-Security-Policy on each page, as its console reports it. */
const refusals = new WeakMap<Page, string[]>();
const cspRefusals = (page: Page) => refusals.get(page) ?? [];
test.beforeEach(({ page }) => {
  const seen: string[] = [];
  refusals.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
});

/** A contestant who recorded and submitted the five second-track clips (real speech, as a browser records it). */
async function submittedSecondTrack(email: string): Promise<string> {
  const token = await newContestant(server(), email);
  const audio = await derivedAudio();
  const recitations = ((await (await api('/competition/second-paths/recitations', token)).json()) as { data: [{ id: number }[]] }).data[0];
  for (const r of recitations) {
    const form = new FormData();
    form.append('recitation_id', String(r.id));
    form.append('audio', new Blob([new Uint8Array(audio.webm)], { type: 'audio/webm' }), 'clip.webm');
    const res = await api('/competition/second-paths/clips', token, { method: 'POST', body: form });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  expect((await api('/competition/second-paths/submit', token, { method: 'POST' })).status).toBe(200);
  return token;
}

/** Reviews the newest second-track set of the queue (the blind queue shows no names: the newest is the one just sent). */
async function acceptNewestSet(page: Page, testInfo: TestInfo) {
  const open = page.getByRole('button', { name: /S-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/ });
  await expect(open.first()).toBeVisible();
  await open.last().click();
  await expect(page.getByRole('heading', { level: 3, name: inLanguage(testInfo, { ar: 'التسجيلات', en: 'Recordings' }) })).toBeVisible();
  // The normalised audio plays in the console, and its waveform is drawn (not a blank band) under the site's CSP.
  await expect(page.locator('audio').first()).toHaveAttribute('src', /^blob:/);
  await expect(page.locator('canvas').first()).toBeAttached();
  await expect
    .poll(() =>
      page.locator('canvas').evaluateAll((canvases: HTMLCanvasElement[]) =>
        canvases.some((canvas) => {
          if (canvas.width === 0 || canvas.height === 0) return false;
          const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
          return false;
        }),
      ),
    )
    .toBe(true);
  expect(cspRefusals(page)).toEqual([]);
  const scores = inLanguage<Record<string, string>>(testInfo, {
    ar: { 'أحكام التجويد': '36', 'مخارج الحروف': '27', 'الطلاقة والضبط': '18', 'حسن الصوت والأداء': '9' },
    en: { 'Tajweed rules': '36', 'Articulation (makharij)': '27', 'Fluency and accuracy': '18', 'Voice and delivery': '9' },
  });
  for (const [criterion, value] of Object.entries(scores)) await page.getByLabel(new RegExp(`^${criterion.replace(/[()]/g, '\\$&')}`)).fill(value);
  await page.getByRole('button', { name: inLanguage(testInfo, { ar: 'أرسل الحكم', en: 'Send verdict' }) }).click();
  await expect(page.getByText(inLanguage(testInfo, { ar: 'حكمت بالقبول', en: 'You accepted' }))).toBeVisible();
}

test('two reviewers accept a second-track set blind; the contestant sees it accepted and is notified', async ({ page }, testInfo) => {
  const email = `second-${languageOf(testInfo)}-${Date.now()}@example.org`;
  const token = await submittedSecondTrack(email);

  await openConsole(page, testInfo);
  await expectAccessible(page);
  await signIn(page, testInfo, accounts.reviewer1);
  await acceptNewestSet(page, testInfo);
  await expectAccessible(page);
  await signOut(page, testInfo);
  await signIn(page, testInfo, accounts.reviewer2);
  await acceptNewestSet(page, testInfo);
  await expect(page.getByText(inLanguage(testInfo, { ar: 'حُسم هذا العنصر.', en: 'This item has been decided.' }))).toBeVisible();

  const track = (await (await api('/competition/second-paths', token)).json()) as { data: [{ status: string }] };
  expect(track.data[0].status).toBe('accepted');
  await page.context().addCookies([{ name: 'jwt', value: token, url: server().base }]);
  await page.goto(`${server().base}/notifications`);
  await expect(
    page.getByText(inLanguage(testInfo, { ar: /قُبلت تلاواتك في المسار الثاني/, en: /Your second-track recitations were accepted/ })).first(),
  ).toBeVisible();
});

test('an operator publishes an impression by someone who took part, and the home page shows it', async ({ page }, testInfo) => {
  await openConsole(page, testInfo);
  await signIn(page, testInfo, accounts.operator);
  await page.getByRole('tab', { name: inLanguage(testInfo, { ar: 'الانطباعات', en: 'Impressions' }) }).click();
  const impression = page.getByRole('listitem').filter({ hasText: 'التسجيل سهل والمراجعة سريعة' });
  const unpublish = impression.getByRole('button', { name: inLanguage(testInfo, { ar: 'أزل من الصفحة الرئيسية', en: 'Take off the home page' }) });
  // The other language's run may have published it already: take it off first, so this run publishes it.
  if (await unpublish.isVisible()) await unpublish.click();
  await impression.getByRole('button', { name: inLanguage(testInfo, { ar: 'انشر في الصفحة الرئيسية', en: 'Publish on the home page' }) }).click();
  await expect(impression.getByText(inLanguage(testInfo, { ar: 'منشور في الصفحة الرئيسية', en: 'On the home page' }))).toBeVisible();
  // An impression by someone who never took part offers no publishing.
  const stranger = page.getByRole('listitem').filter({ hasText: 'A beautiful site' });
  await expect(stranger.getByText(inLanguage(testInfo, { ar: /لم يشارك/, en: /Did not take part/ }))).toBeVisible();
  await expect(stranger.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`${server().base}/`);
  await expect(page.getByText('التسجيل سهل والمراجعة سريعة', { exact: false }).first()).toBeAttached({ timeout: 20_000 });
});

test('an operator decides a test request and the contestant is told', async ({ page }, testInfo) => {
  await openConsole(page, testInfo);
  await signIn(page, testInfo, accounts.operator);
  await page.getByRole('tab', { name: inLanguage(testInfo, { ar: 'طلبات الاختبار', en: 'Test requests' }) }).click();
  const request = page.getByRole('listitem').filter({ hasText: 'contestant@example.com' });
  await expect(request).toBeVisible();
  const accept = request.getByRole('button', { name: inLanguage(testInfo, { ar: 'اقبل وحدّد الاجتماع', en: 'Accept and set the meeting' }) });
  let expected: RegExp;
  if (await accept.isVisible()) {
    await request.getByLabel(inLanguage(testInfo, { ar: 'رابط الاجتماع', en: 'Meeting link' })).fill('https://meet.example.com/qc-e2e');
    await accept.click();
    expected = inLanguage(testInfo, { ar: /قُبل طلبك/, en: /Your request was accepted/ });
  } else {
    await request.getByLabel(inLanguage(testInfo, { ar: 'الدرجة (من ١٠٠)', en: 'Degree (out of 100)' })).fill('93');
    await request.getByRole('button', { name: inLanguage(testInfo, { ar: 'ناجح بالدرجة', en: 'Passed with degree' }) }).click();
    expected = inLanguage(testInfo, { ar: /نجحت في الاختبار/, en: /You passed the test/ });
  }
  await expect(request.getByRole('status')).toHaveText(inLanguage(testInfo, { ar: 'حُفظ القرار وأُبلغ المتسابق.', en: 'The decision was saved and the contestant notified.' }));
  await expectAccessible(page);

  // The decision is in the audit log, as a sentence in the console's language (no action code, no raw JSON).
  await page.getByRole('tab', { name: inLanguage(testInfo, { ar: 'سجل القرارات', en: 'Audit log' }) }).click();
  await expect(
    page.getByText(inLanguage(testInfo, { ar: /Huda Al-Qahtani\u2069?: (قبول|تسجيل نجاح) طلب الاختبار رقم/, en: /Huda Al-Qahtani\u2069? (accepted|recorded that) test request #/ })).first(),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('{"');

  const login = await fetch(`${server().base}/api/v1/user/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'contestant@example.com', password: 'Contestant#2026' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.context().addCookies([{ name: 'jwt', value: token, url: server().base }]);
  await page.goto(`${server().base}/notifications`);
  await expect(page.getByText(expected).first()).toBeVisible();
});

test('in the draw period every step of each track is taken: the draw screen offers none again, issued certificates included', async ({ page }, testInfo) => {
  await page.addInitScript((saved) => window.localStorage.setItem('language', saved), languageOf(testInfo));
  await page.goto(`${phaseUrl('draw')}/operator`);
  await signIn(page, testInfo, accounts.operator);
  await page.getByRole('tab', { name: inLanguage(testInfo, { ar: 'القرعة', en: 'Draw' }) }).click();
  const second = page.getByRole('listitem', { name: inLanguage(testInfo, { ar: 'المسار الثاني', en: 'Second track' }) });
  await expect(second.getByText(inLanguage(testInfo, { ar: 'نُشر الفائزون', en: 'Winners published' }))).toBeVisible();
  // The seed issued the certificates: «أصدر الشهادات» is not offered again (it used to answer «تم» each time).
  await expect(second.getByText(inLanguage(testInfo, { ar: 'نُفّذت خطوات القرعة كلها في هذا المسار.', en: "Every step of this track's draw is taken." }))).toBeVisible();
  await expect(second.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
});

/** The operator's draw command on a stopped server's data directory (`npm run draw -- …`). */
async function drawCommand(dataDir: string, args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const root = path.resolve(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['server/commands/draw.ts', ...args], { cwd: root, env });
  return stdout;
}

test('an operator freezes, runs and publishes a draw in the console; once the results are out the winners page lists its winners', async ({ page }, testInfo) => {
  test.setTimeout(480_000);
  // One server of this test's own, restarted on one data directory as the competition moves on.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qc-e2e-console-draw-'));
  const drawPort = basePort + 13;
  const secret = `the operators' secret (${languageOf(testInfo)}, ${Date.now()})`;
  let drawServer: OwnServer | null = null;
  try {
    // While the competition runs, the operator names the draw's randomness in advance: the hash of a secret.
    drawServer = await startOwnServer(drawPort, { E2E_PHASE: 'running', E2E_DATA_DIR: dataDir });
    await stopOwnServer(drawServer);
    expect(await drawCommand(dataDir, ['announce', '--track', 'second', '--secret', secret])).toContain(secretCommitment(secret));

    // After the end, in the console: freeze the list, run the draw with the secret, publish the winners.
    drawServer = await startOwnServer(drawPort, { E2E_PHASE: 'ended', E2E_DATA_DIR: dataDir });
    await page.addInitScript((saved) => window.localStorage.setItem('language', saved), languageOf(testInfo));
    await page.goto(`${drawServer.base}/operator`);
    await signIn(page, testInfo, accounts.operator);
    await page.getByRole('tab', { name: inLanguage(testInfo, { ar: 'القرعة', en: 'Draw' }) }).click();
    const second = page.getByRole('listitem', { name: inLanguage(testInfo, { ar: 'المسار الثاني', en: 'Second track' }) });
    await expect(second.getByText(inLanguage(testInfo, { ar: 'أُعلن مصدر العشوائية', en: 'Source of randomness announced' }))).toBeVisible();
    await second.getByRole('button', { name: inLanguage(testInfo, { ar: 'جمّد القائمة', en: 'Freeze the list' }) }).click();
    await confirmStep(page, testInfo);
    await expect(second.getByText(inLanguage(testInfo, { ar: 'جُمّدت قائمة المؤهلين', en: 'Eligible list frozen' }), { exact: true })).toBeVisible();
    await expect(second.getByRole('status')).toHaveText(inLanguage(testInfo, { ar: 'جُمّدت قائمة المؤهلين في المسار الثاني.', en: 'The eligible list of the Second track is frozen.' }));
    // A wrong secret is refused; the announced one draws.
    const secretField = second.getByLabel(inLanguage(testInfo, { ar: 'السرّ المُعلن (لإجراء القرعة)', en: 'The announced secret (to run the draw)' }));
    const run = second.getByRole('button', { name: inLanguage(testInfo, { ar: 'أجرِ القرعة', en: 'Run the draw' }) });
    await secretField.fill('not the secret');
    await run.click();
    await confirmStep(page, testInfo);
    await expect(second.getByRole('alert')).toBeVisible();
    await secretField.fill(secret);
    await run.click();
    await confirmStep(page, testInfo);
    await expect(second.getByText(inLanguage(testInfo, { ar: 'أُجريت القرعة', en: 'Drawn' }), { exact: true })).toBeVisible();
    await expectAccessible(page);
    await second.getByRole('button', { name: inLanguage(testInfo, { ar: 'انشر الفائزين', en: 'Publish the winners' }) }).click();
    await confirmStep(page, testInfo);
    await expect(second.getByText(inLanguage(testInfo, { ar: 'نُشر الفائزون', en: 'Winners published' }))).toBeVisible();
    // Issuing the certificates asks first, naming the track; once issued, the button is gone.
    const issue = second.getByRole('button', { name: inLanguage(testInfo, { ar: 'أصدر الشهادات', en: 'Issue certificates' }) });
    await issue.click();
    await expect(page.getByRole('dialog')).toContainText(inLanguage(testInfo, { ar: 'المسار الثاني', en: 'Second track' }));
    await expectAccessible(page);
    await confirmStep(page, testInfo);
    await expect(second.getByRole('status')).toHaveText(inLanguage(testInfo, { ar: 'صدرت شهادات المسار الثاني.', en: 'The certificates of the Second track are issued.' }));
    await expect(issue).toHaveCount(0);
    await page.getByRole('tab', { name: inLanguage(testInfo, { ar: 'سجل القرارات', en: 'Audit log' }) }).click();
    await expect(page.getByText(inLanguage(testInfo, { ar: /نشر الفائزين \(المسار الثاني\) وتبليغهم/, en: /published the winners \(Second track\) and told them/ })).first()).toBeVisible();
    await expect(page.getByText(inLanguage(testInfo, { ar: /إصدار الشهادات \(المسار الثاني\)/, en: /issued the certificates \(Second track\)/ })).first()).toBeVisible();
    await stopOwnServer(drawServer);

    // In the draw period the results are out: the public winners page lists the winners of that draw.
    drawServer = await startOwnServer(drawPort, { E2E_PHASE: 'draw', E2E_DATA_DIR: dataDir });
    const base = drawServer.base;
    const winners = ((await (await fetch(`${base}/api/v1/competition/winners/second`, { headers: { 'accept-language': languageOf(testInfo) } })).json()) as {
      data: [{ name: string; competition_id: number }[]];
    }).data[0];
    expect(winners.length).toBeGreaterThan(0);
    // They are the console's draw: its record names the secret announced for it.
    const record = (await (await fetch(`${base}/api/v1/draws/${winners[0]!.competition_id}/second`)).json()) as { data: [{ source: { commitment?: string } }] };
    expect(record.data[0].source.commitment).toBe(secretCommitment(secret));
    await page.goto(`${base}/winners/second-path`);
    const list = page.getByRole('list', { name: inLanguage(testInfo, { ar: /الفائزون/, en: /Winners/ }) });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByText(winners[0]!.name, { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  } finally {
    await stopOwnServer(drawServer);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
