// One-time codes go out by SMTP when it is configured; otherwise the server writes them to its log as one line.
import nodemailer from 'nodemailer';
import { formatDate, formatNumber, pluralFormOf } from '../src/domain/format.ts';
import type { SmtpConfig } from './config.ts';
import type { Lang } from './messages.ts';

export type OtpType = 'user_verify_email' | 'reset_password';

export interface Mailer {
  /** `link`: the site's page that takes this code, holding the code's link token (see `otpLink`); `validForMs`: how long the code lives (OTP_TTL_SECONDS). */
  sendOtp(email: string, code: string, type: OtpType, lang: Lang, link: string, validForMs: number): Promise<void>;
  /** An administrator invited `email` to the console: `link` is its one-time page to choose a password (server/operators/setup.ts). */
  sendOperatorInvitation(email: string, name: string, lang: Lang, link: string): Promise<void>;
  /** An operator answered a complaint or suggestion from the console's inbox (server/api/operator/inbox.ts); resolves once the mail server took it. */
  sendInboxAnswer(email: string, lang: Lang, answer: InboxAnswerMail): Promise<void>;
  /** A broadcast's e-mail (server/broadcasts), already in the recipient's language with its merge fields filled. */
  sendBroadcast?(email: string, lang: Lang, message: { title: string; body: string }): Promise<void>;
}

/** What an inbox answer's mail says: to whom, the answer, and the message it answers (quoted, with its date). */
export type InboxAnswerMail = { name: string; type: 'complaint' | 'suggestion'; content: string; sentAt: Date; answer: string };

/** The site's page that takes each kind of code (src/app/routes/routes.ts: verifyOtp, resetPassword). */
const pageOf: Record<OtpType, string> = { user_verify_email: '/verify-otp', reset_password: '/reset-password' };

/**
 * The e-mailed link for a code: the configured public origin (PUBLIC_ORIGIN, never a request's Host), the page that
 * takes the code, the address and the code's link token. Following it proves the mailbox as the code does, and is never
 * held back by strangers' guesses (server/README.md, Rate limits).
 */
export function otpLink(publicOrigin: string, type: OtpType, email: string, token: string): string {
  const url = new URL(pageOf[type], publicOrigin);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Writes `OTP for <email>: 1234, link: <link>` through the given line writer (the server log in development). */
export function logMailer(writeLine: (line: string) => void): Mailer {
  return {
    async sendOtp(email, code, _type, _lang, link) {
      writeLine(`OTP for ${email}: ${code}, link: ${link}`);
    },
    async sendOperatorInvitation(email, _name, _lang, link) {
      writeLine(`Console invitation for ${email}: ${link}`);
    },
    async sendInboxAnswer(email, _lang, answer) {
      writeLine(`Inbox answer for ${email}: ${JSON.stringify(answer.answer)}`);
    },
    async sendBroadcast(email, _lang, message) {
      writeLine(`Broadcast mail for ${email}: ${JSON.stringify(message.title)}`);
    },
  };
}

const subjects: Record<OtpType, Record<Lang, string>> = {
  user_verify_email: { ar: 'رمز تأكيد البريد الإلكتروني', en: 'Your email verification code' },
  reset_password: { ar: 'رمز إعادة تعيين كلمة المرور', en: 'Your password reset code' },
};

/** How long a code lives, in whole minutes (at least one) in the language's words and digits: «١٠ دقائق», "10 minutes". */
export function validityText(validForMs: number, lang: Lang): string {
  const minutes = Math.max(1, Math.round(validForMs / 60_000));
  const n = formatNumber(lang, minutes);
  if (lang === 'en') return minutes === 1 ? '1 minute' : `${n} minutes`;
  const form = pluralFormOf('ar', minutes);
  if (form === 'one') return 'دقيقة واحدة';
  if (form === 'two') return 'دقيقتين';
  return form === 'few' ? `${n} دقائق` : `${n} دقيقة`;
}

/**
 * The mail's text: the code, how long it lives, and the link that does the same without typing it. The code stays in
 * Latin digits in both languages, as the verification field and the phone's one-time-code autofill take it; every
 * other number is in the mail's language.
 */
export function otpMailText(code: string, lang: Lang, link: string, validForMs: number): string {
  const validity = validityText(validForMs, lang);
  return lang === 'ar'
    ? `رمز التحقق الخاص بك هو ${code}. صالح لمدة ${validity}.\n\nأو افتح هذا الرابط بدلًا من كتابة الرمز (صالح ما دام الرمز صالحًا):\n${link}\n\nإن لم تطلب هذا الرمز فتجاهل هذه الرسالة.`
    : `Your verification code is ${code}. It is valid for ${validity}.\n\nOr open this link instead of typing the code (valid as long as the code is):\n${link}\n\nIf you did not ask for this code, ignore this message.`;
}

/** The invitation's text: who is invited, the link to choose a password, how long it lasts. */
export function invitationMailText(name: string, lang: Lang, link: string): string {
  return lang === 'ar'
    ? `السلام عليكم ${name}،\n\nدُعيت إلى لوحة مشرفي المسابقة. افتح هذا الرابط لاختيار كلمة المرور (صالح سبعة أيام ولمرة واحدة):\n${link}\n\nإن لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.`
    : `Hello ${name},\n\nYou are invited to the competition's operator console. Open this link to choose your password (valid for 7 days, once):\n${link}\n\nIf you did not expect this invitation, ignore this message.`;
}

const inboxSubjects: Record<InboxAnswerMail['type'], Record<Lang, string>> = {
  complaint: { ar: 'ردّ على شكواك', en: 'A reply to your complaint' },
  suggestion: { ar: 'ردّ على اقتراحك', en: 'A reply to your suggestion' },
};

/** An answer's text: a greeting, the answer, a signature, then the message it answers, quoted line by line with its date. */
export function inboxAnswerMailText(lang: Lang, mail: InboxAnswerMail): string {
  const quoted = mail.content
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const date = formatDate(lang, mail.sentAt);
  return lang === 'ar'
    ? `السلام عليكم ${mail.name}،\n\n${mail.answer}\n\nمع التحية،\nفريق المسابقة\n\n— ${mail.type === 'complaint' ? 'شكواك' : 'اقتراحك'} المرسَل في ${date}:\n${quoted}`
    : `Hello ${mail.name},\n\n${mail.answer}\n\nKind regards,\nThe competition team\n\n— Your ${mail.type} sent on ${date}:\n${quoted}`;
}

const invitationSubjects: Record<Lang, string> = { ar: 'دعوة إلى لوحة مشرفي المسابقة', en: 'Your invitation to the competition console' };

export function smtpMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
  });
  return {
    async sendOtp(email, code, type, lang, link, validForMs) {
      await transport.sendMail({ from: smtp.from, to: email, subject: subjects[type][lang], text: otpMailText(code, lang, link, validForMs) });
    },
    async sendOperatorInvitation(email, name, lang, link) {
      await transport.sendMail({ from: smtp.from, to: email, subject: invitationSubjects[lang], text: invitationMailText(name, lang, link) });
    },
    async sendInboxAnswer(email, lang, answer) {
      await transport.sendMail({ from: smtp.from, to: email, subject: inboxSubjects[answer.type][lang], text: inboxAnswerMailText(lang, answer) });
    },
    async sendBroadcast(email, _lang, message) {
      await transport.sendMail({ from: smtp.from, to: email, subject: message.title, text: message.body });
    },
  };
}
