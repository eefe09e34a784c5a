import { describe, expect, it } from 'vitest';
import * as seedContent from '../../server/db/seedContent.ts';
import { otpMailText } from '../../server/mail.ts';
import { messageKeys, t } from '../../server/messages.ts';
import { notices } from '../../server/operators/notices.ts';
import type { Notice } from '../../server/operators/decide.ts';
import { parseMeccaDateTime } from '../../src/domain/meccaTime.ts';

// Arabic text is Arabic to the last digit (issue 31, point 9): every text the server writes for a person — each
// notification (and so each push message), each message of its catalogue, the code mail — is rendered here in Arabic
// with sample values and must hold no Latin digit. What stays Latin is listed below, with why.
const mustStayLatin: { pattern: RegExp; why: string }[] = [
  { pattern: /https?:\/\/\S+/g, why: 'a link is typed or followed as it is' },
  { pattern: /\b(?:mp4|m4a)\b/g, why: 'file format names, as the contestant’s device names its files' },
  { pattern: /\b(?:SHA-256|Ed25519)\b/g, why: 'names of algorithms' },
  { pattern: /\+\d[\d ]{6,}\d/g, why: 'an international phone number, dialled (and linked as tel:) as written' },
  { pattern: /\bTRF-2026-0042\b/g, why: 'a bank transfer reference (the sample below), quoted as the bank wrote it' },
];
const code = '4821';

function latinDigitsIn(text: string, allowed: readonly string[] = []): string[] {
  let rest = text;
  for (const { pattern } of mustStayLatin) rest = rest.replace(pattern, '');
  for (const each of allowed) rest = rest.split(each).join('');
  return rest.match(/[^\s]*[0-9][^\s]*/g) ?? [];
}

const at = parseMeccaDateTime('2026-11-29 19:00')!;
const reason = 'التلاوة غير واضحة في الآية الثانية';
const meetingUrl = 'https://meet.example.com/qc-third-0001';

/** Sample values for every notification template: a template added to notices.ts without one here fails typechecking. */
const samples: { [K in keyof typeof notices]: Parameters<(typeof notices)[K]>[] } = {
  secondAccepted: [[]],
  secondRefused: [[reason]],
  fifthAccepted: [[]],
  fifthRefused: [[reason]],
  requestReceived: [['third', at], ['fourth', new Date(at)]],
  requestApproved: [['third', at, meetingUrl], ['fourth', at, meetingUrl]],
  attendance: [['third', true], ['fourth', false]],
  requestPassed: [['third', 92], ['fourth', 100]],
  requestFailed: [['third'], ['fourth']],
  requestRefused: [['fourth', reason]],
  impressionPublished: [[]],
  won: [['first'], ['second'], ['third'], ['fourth'], ['fifth']],
  prizeApproved: [[5000]],
  prizeReturned: [[reason]],
  prizePaymentRecorded: [[1500]],
  prizePaid: [[5000, 'TRF-2026-0042']],
};

const rendered = (Object.keys(samples) as (keyof typeof notices)[]).flatMap((name) =>
  samples[name].map((args) => ({ name, notice: (notices[name] as (...a: unknown[]) => Notice)(...args) })),
);

describe('the server writes Arabic numbers in Arabic digits', () => {
  it('renders every notification template, and every one has sample values', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(notices).sort());
    const found = rendered.flatMap(({ name, notice }) =>
      [notice.title.ar, notice.body.ar].flatMap((text) => latinDigitsIn(text).map((digits) => `${name}: ${digits} in «${text}»`)),
    );
    expect(found).toEqual([]);
  });

  it('writes a notification’s numbers and moments as the site does, in each language', () => {
    expect(notices.requestPassed('third', 92).body).toEqual({
      ar: 'مبارك! نجحت في الاختبار بدرجة ٩٢ من ١٠٠.',
      en: 'Congratulations! You passed the test with 92 out of 100.',
    });
    const approved = notices.requestApproved('third', at, meetingUrl).body;
    expect(approved.ar).toContain('موعد اختبارك الأحد، ٢٩ نوفمبر في ٧:٠٠ م بتوقيت مكة المكرمة');
    expect(approved.en).toContain('Your test is on Sunday 29 November at 7:00 pm Mecca time');
    expect(notices.requestReceived('fourth', at).body.ar).toContain('الأحد، ٢٩ نوفمبر في ٧:٠٠ م');
  });

  it('renders every message of the catalogue with sample values', () => {
    const params = { min: 3, max: 255, other: 'كلمة المرور', seconds: 45, reason: 'لم تُجمَّد القائمة بعد' };
    const found = messageKeys.flatMap((key) => latinDigitsIn(t('ar', key, params)).map((digits) => `${key}: ${digits}`));
    expect(found).toEqual([]);
    expect(t('ar', 'audioTooShort', { min: { durationMs: 10_000 } })).toBe('التسجيل قصير جدًا: يجب ألا تقل مدته عن ٠:١٠');
  });

  it('chooses the Arabic plural form of a counted message, as the site’s dictionaries do', () => {
    const wait = (seconds: number) => t('ar', 'otpWait', { seconds });
    expect([1, 2, 7, 11, 100].map(wait)).toEqual([
      'يرجى الانتظار ثانية واحدة قبل طلب رمز جديد',
      'يرجى الانتظار ثانيتين قبل طلب رمز جديد',
      'يرجى الانتظار ٧ ثوانٍ قبل طلب رمز جديد',
      'يرجى الانتظار ١١ ثانية قبل طلب رمز جديد',
      'يرجى الانتظار ١٠٠ ثانية قبل طلب رمز جديد',
    ]);
    expect(t('en', 'otpWait', { seconds: 1 })).toBe('Please wait 1 second before asking for a new code');
    expect(t('en', 'minLength', { min: 8 })).toBe('This field should be at least 8 characters long');
    expect(t('ar', 'minLength', { min: 8 })).toBe('يجب ألا يقل هذا الحقل عن ٨ أحرف');
  });

  // The content the server serves is stored per language (an operator writes the Arabic text): the demo's Arabic is
  // written in Arabic digits, as the first question's options «١١٠ / ١١٤ / ١٢٠ / ٩٩», so it reads so wherever shown.
  it('seeds Arabic content in Arabic digits', () => {
    const arabicTexts = (value: unknown, path: string): { path: string; text: string }[] => {
      if (typeof value === 'function' || value === null || typeof value !== 'object') return [];
      const here = typeof (value as { ar?: unknown }).ar === 'string' ? [{ path, text: (value as { ar: string }).ar }] : [];
      return [...here, ...Object.entries(value).flatMap(([key, inner]) => arabicTexts(inner, `${path}.${key}`))];
    };
    const texts = [...arabicTexts(seedContent, 'seedContent'), ...Array.from({ length: 20 }, (_, i) => arabicTexts(seedContent.demoPerson(i), `demoPerson(${i})`)).flat()];
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter(({ text }) => latinDigitsIn(text).length > 0)).toEqual([]);
  });

  it('writes the code mail’s numbers in Arabic digits, the code itself excepted (it is typed or autofilled as sent)', () => {
    const text = otpMailText(code, 'ar', 'https://competition.example.org/verify-otp?email=a%40example.com&token=abc123', 600_000);
    expect(latinDigitsIn(text, [code])).toEqual([]);
  });
});
