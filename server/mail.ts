// One-time codes go out by SMTP when it is configured; otherwise the server writes them to its log as one line.
import nodemailer from 'nodemailer';
import type { SmtpConfig } from './config.ts';
import type { Lang } from './messages.ts';

export type OtpType = 'user_verify_email' | 'reset_password';

export interface Mailer {
  sendOtp(email: string, code: string, type: OtpType, lang: Lang): Promise<void>;
}

/** Writes `OTP for <email>: 1234` through the given line writer (the server log in development). */
export function logMailer(writeLine: (line: string) => void): Mailer {
  return {
    async sendOtp(email, code) {
      writeLine(`OTP for ${email}: ${code}`);
    },
  };
}

const subjects: Record<OtpType, Record<Lang, string>> = {
  user_verify_email: { ar: 'رمز تأكيد البريد الإلكتروني', en: 'Your email verification code' },
  reset_password: { ar: 'رمز إعادة تعيين كلمة المرور', en: 'Your password reset code' },
};

export function smtpMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
  });
  return {
    async sendOtp(email, code, type, lang) {
      const text =
        lang === 'ar'
          ? `رمز التحقق الخاص بك هو ${code}. صالح لمدة 10 دقائق.`
          : `Your verification code is ${code}. It is valid for 10 minutes.`;
      await transport.sendMail({ from: smtp.from, to: email, subject: subjects[type][lang], text });
    },
  };
}
