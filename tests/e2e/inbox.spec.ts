// The inbox end to end (issue 30, point 3), in Arabic (phone) and English (desktop): a visitor sends a complaint through
// the site's form; an operator finds it in the console's inbox as a new thread, answers it by e-mail, and the mail
// reaches a local SMTP server this spec starts, in the visitor's language, quoting the complaint; the thread shows
// answered with the answer in it, then is closed once confirmed. Axe checks the inbox.
import { expect, test, type TestInfo } from '@playwright/test';
import { choose } from './support/choice';
import { basePort } from './support/phases';
import { inLanguage, languageOf, openIn } from './support/language';
import { ownServerFor } from './support/ownServer';
import { startSmtpServer, type SmtpServer } from './support/smtp';
import { expectAccessible } from './support/axe';

// A server of this spec's own whose mail goes to the SMTP server below, after the phase servers' ports.
const port = Number(process.env.E2E_INBOX_PORT ?? basePort + 15);
let smtp: SmtpServer | null = null;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
const server = ownServerFor(port, () => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp!.port), SMTP_FROM: 'Competition <no-reply@competition.test>' }));
test.afterAll(async () => {
  await smtp?.close();
});
test.describe.configure({ timeout: 120_000 });

const t = (testInfo: TestInfo, ar: string, en: string) => inLanguage(testInfo, { ar, en });
/** A sentence of the console, whose names are isolated from the words around them (U+2068 … U+2069). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentence = (before: string, name: string, after: string) => new RegExp(`${escape(before)}\u2068?${escape(name)}\u2069?${escape(after)}`);
const label = (testInfo: TestInfo, ar: string, en: string) => new RegExp(`^${t(testInfo, ar, en).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

test('a visitor complains through the site, an operator answers by e-mail from the console, the thread shows answered', async ({ page }, testInfo) => {
  const language = languageOf(testInfo);
  const email = `visitor.${language}.${Date.now()}@example.org`;
  const name = t(testInfo, 'أحمد الزهراني', 'Ahmad Al-Zahrani');
  const complaint = t(testInfo, 'لم تظهر نتيجة المسار الأول بعد انتهاء المسابقة.', 'The first track result did not show after the competition ended.');
  const answer = t(testInfo, 'شكرًا لك، تظهر النتيجة الآن في صفحة المسار.', 'Thank you, the result now shows on the track page.');

  // The visitor sends a complaint through the site's form.
  await openIn(page, testInfo, `${server().base}/complaints`);
  const form = page.getByRole('main');
  await choose(form.getByRole('radio', { name: t(testInfo, 'شكوى', 'Complaint') }));
  await form.getByLabel(label(testInfo, 'الاسم', 'Name')).fill(name);
  await form.getByLabel(label(testInfo, 'البريد الإلكتروني', 'Email')).fill(email);
  await form.getByLabel(label(testInfo, 'التفاصيل', 'Details')).fill(complaint);
  await form.getByRole('button', { name: t(testInfo, 'إرسال', 'Send'), exact: true }).click();
  await expect(form.getByRole('status')).toContainText(t(testInfo, 'وصلتنا شكواك', 'received your complaint'));

  // An operator signs in to the console and opens the inbox: the complaint is a new thread, read as a sentence.
  await page.goto(`${server().base}/operator`);
  await page.getByLabel(t(testInfo, 'البريد الإلكتروني', 'Email')).fill('operator@example.com');
  await page.getByLabel(t(testInfo, 'كلمة المرور', 'Password')).fill('Operator#2026');
  await page.getByRole('button', { name: t(testInfo, 'دخول', 'Sign in'), exact: true }).click();
  await page.getByRole('tab', { name: t(testInfo, 'صندوق الرسائل', 'Inbox') }).click();
  const thread = page.getByRole('listitem').filter({ hasText: complaint });
  await expect(thread).toContainText(language === 'ar' ? sentence('كتب ', name, ' شكوى في') : sentence('', name, ' wrote a complaint on'));
  await expect(thread).toContainText(t(testInfo, 'جديدة', 'New'));
  await expectAccessible(page, 'the inbox');

  // The answer is mailed, then joins the thread.
  await thread.getByLabel(label(testInfo, 'ردّك', 'Your answer')).fill(answer);
  await thread.getByRole('button', { name: t(testInfo, 'أرسل الرد', 'Send the answer') }).click();
  await expect(thread.getByRole('status')).toContainText(t(testInfo, 'أُرسل الرد بالبريد', 'The answer was e-mailed'));
  await expect(thread).toContainText(t(testInfo, 'مُجاب عنها', 'Answered'));
  await expect(thread).toContainText(language === 'ar' ? sentence('ردّ ', 'Huda Al-Qahtani', ' بالبريد في') : sentence('', 'Huda Al-Qahtani', ' answered by e-mail on'));
  await expect(thread).toContainText(answer);

  // The mail reached the SMTP server: to the visitor, in their language, with the answer and the complaint quoted.
  await expect.poll(() => smtp!.mails.filter((m) => m.to.includes(email)).length).toBe(1);
  const mail = smtp!.mails.find((m) => m.to.includes(email))!;
  expect(mail.subject).toBe(t(testInfo, 'ردّ على شكواك', 'A reply to your complaint'));
  expect(mail.text).toContain(t(testInfo, `السلام عليكم ${name}،`, `Hello ${name},`));
  expect(mail.text).toContain(answer);
  expect(mail.text).toContain(`> ${complaint}`);

  // Answered threads list it; closing asks first, then the thread is closed and can be reopened.
  await choose(page.getByRole('radio', { name: t(testInfo, 'مُجاب عنها', 'Answered') }));
  await thread.getByRole('button', { name: t(testInfo, 'أغلق المحادثة', 'Close the thread') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t(testInfo, 'أغلقها', 'Close it') }).click();
  await expect(thread).toContainText(t(testInfo, 'مغلقة', 'Closed'));
  await expect(thread.getByRole('button', { name: t(testInfo, 'أعد فتح المحادثة', 'Reopen the thread') })).toBeVisible();
  await expect(thread.getByLabel(label(testInfo, 'ردّك', 'Your answer'))).toHaveCount(0);
});
