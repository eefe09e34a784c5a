import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../src/operator/api';
import { auditSentence } from '../../src/operator/auditSentence';
import { createConsoleI18n } from '../../src/operator/i18n/i18n';

type Entry = Schemas['AuditEntry'];
const entry = (action: string, subject_type: string, subject_id: string, before: Entry['before'], after: Entry['after']): Entry => ({
  id: 1,
  operator_name: 'Huda',
  operator_email: 'operator@example.com',
  action,
  subject_type,
  subject_id,
  before,
  after,
  created_at: '2026-11-26 10:00',
});

const request = { status: 'pending', slot_id: 3, appointment_at: '2026-12-01 18:00', meeting_url: null, attendance: null, degree: null, refusal_reason: null };
const competition = { title: { ar: 'مسابقة ١٤٤٨هـ', en: 'Competition 1448 AH' }, start_date: '2027-03-01 00:00', end_date: '2027-03-14 00:00' };
const account = (role: string) => ({ name: 'Khalid Al-Mutairi', email: 'khalid@association.example.org', role, status: 'active' });
const prize = { status: 'pending', bank_name: 'Example Bank', account_holder: 'Fatimah Saleh Al-Zahrani', iban: 'SA03 •••• •••• •••• •••• 7519', reason: null, payment_reference: null };
/** One entry per action the server writes, shaped as its handler writes it (server/api/operator/*). */
const written: Entry[] = [
  entry('request.accept', 'thirdTrackRequest', '5', request, { ...request, status: 'approved', meeting_url: 'https://meet.example.com/qc' }),
  entry('request.attendance', 'fourthTrackRequest', '6', request, { ...request, status: 'approved', attendance: 'absent' }),
  entry('request.result', 'thirdTrackRequest', '5', request, { ...request, status: 'success', degree: 92 }),
  entry('request.refuse', 'thirdTrackRequest', '7', request, { ...request, status: 'refused', refusal_reason: 'The ID does not match.' }),
  entry('slot.open', 'appointmentSlot', '12', null, { track: 'fourth', starts_at: '2026-12-02 20:30', capacity: 3 }),
  entry('slot.close', 'appointmentSlot', '12', { capacity: 3 }, { capacity: 0 }),
  entry('review.accept', 'secondTrackSet', '29', { verdicts: 0 }, { verdict: 'accept', scores: { tajweed: 36 }, total: 90, reason: null }),
  entry('review.refuse', 'fifthTrackAttempt', '512', { verdicts: 1 }, { verdict: 'refuse', scores: { tajweed: 10 }, total: 40, reason: 'Several errors in the madd.' }),
  entry('review.recuse', 'secondTrackSet', '29', { verdicts: 1 }, { verdict: 'recuse', scores: null, total: null, reason: 'I know the contestant.' }),
  entry('review.decide', 'secondTrackSet', '29', { status: 'submitted' }, { status: 'accepted', degree: 91, refusal_reason: null }),
  entry('impression.publish', 'impression', '9', { published: false }, { published: true, testimonial_id: 4 }),
  entry('impression.unpublish', 'impression', '9', { published: true, testimonial_id: 4 }, { published: false }),
  entry('inbox.answer', 'inboxThread', '4', { status: 'new' }, { status: 'answered', reply_id: 1, answer: 'Thank you, it is fixed.', email: 'sara@example.org', language: 'en' }),
  entry('inbox.close', 'inboxThread', '4', { status: 'answered' }, { status: 'closed' }),
  entry('inbox.reopen', 'inboxThread', '4', { status: 'closed' }, { status: 'answered' }),
  entry('inbox.reopen', 'inboxThread', '5', { status: 'closed' }, { status: 'new' }),
  entry('broadcast.create', 'broadcast', '2', null, { status: 'draft', title: { ar: 'تغيير', en: 'Moved' } }),
  entry('broadcast.update', 'broadcast', '2', { status: 'draft' }, { status: 'draft' }),
  entry('broadcast.send', 'broadcast', '2', { status: 'draft' }, { status: 'scheduled', send_at: '2026-11-30 20:00', audience_size: 120 }),
  entry('broadcast.schedule', 'broadcast', '3', { status: 'draft' }, { status: 'scheduled', send_at: '2026-11-30 20:00', audience_size: 12 }),
  entry('broadcast.cancel', 'broadcast', '3', { status: 'scheduled', send_at: '2026-11-30 20:00' }, { status: 'cancelled' }),
  entry('draw.commit', 'draw', '3/second', { stage: 'announced' }, { stage: 'committed', list_hash: 'ab12', entries: 28 }),
  entry('draw.run', 'draw', '3/second', { stage: 'committed' }, { stage: 'drawn', seed: 'ff00', winners: [4, 9, 12] }),
  entry('draw.publish', 'draw', '3/second', { stage: 'drawn' }, { stage: 'published', winners: 3 }),
  entry('draw.certificates', 'draw', '3/second', { stage: 'published', certificates: 0 }, { stage: 'published', certificates: 31, issued: 31 }),
  entry('competition.create', 'competition', '8', null, { ...competition, state: 'draft' }),
  entry('competition.copy', 'competition', '8', { copied_from: 7 }, { ...competition, state: 'draft' }),
  entry('competition.update', 'competition', '8', { title: { ar: 'مسابقة', en: 'Competition' } }, { title: competition.title }),
  entry('competition.dates', 'competition', '8', { start_date: '2027-03-01 00:00', end_date: '2027-03-14 00:00' }, { start_date: '2027-03-08 00:00', end_date: '2027-03-21 00:00', reason: 'Ramadan moved by a week.' }),
  entry('competition.publish', 'competition', '8', { state: 'draft' }, { state: 'published', at: '2026-11-26 10:00' }),
  entry('competition.start', 'competition', '8', { state: 'published' }, { state: 'running', at: '2027-03-01 00:00' }),
  entry('competition.end', 'competition', '8', { state: 'running' }, { state: 'ended', at: '2027-03-14 00:00' }),
  entry('competition.results', 'competition', '8', { state: 'ended' }, { state: 'results', at: '2027-03-15 00:00' }),
  entry('competition.archive', 'competition', '8', { state: 'results' }, { state: 'archived', at: '2027-04-01 00:00' }),
  entry('question.update', 'question', '41', { text: { ar: 'س', en: 'Q' } }, { text: { ar: 'سؤال', en: 'A question' } }),
  entry('competition.track.update', 'competitionTrack', '8/fifth', { track: 'fifth', winner_count: 3, prizes: [1000, 1000, 1000], attempts_allowed: 3, competition: 8 }, { track: 'fifth', winner_count: 3, prizes: [3000, 2000, 1000], attempts_allowed: 2, competition: 8 }),
  entry('question.create', 'question', '42', null, { competition_id: 8, id: 42, position: 3, text: { ar: 'سؤال', en: 'A question' }, options: [], correct_index: 1 }),
  entry('question.delete', 'question', '42', { competition_id: 8, id: 42, position: 3, text: { ar: 'سؤال', en: 'A question' }, options: [], correct_index: 1 }, null),
  entry('question.reorder', 'competition', '8', { question_ids: [41, 42] }, { question_ids: [42, 41] }),
  entry('question.import', 'competition', '8', { format: 'csv', question_count: 2 }, { format: 'csv', mode: 'append', question_count: 22, added: [] }),
  entry('question.import', 'competition', '8', { format: 'aiken', question_count: 22, questions: [] }, { format: 'aiken', mode: 'replace', question_count: 20, added: [] }),
  entry('quiz.settings', 'competition', '8', { questions_per_attempt: null, quiz_time_limit_seconds: 900 }, { questions_per_attempt: 10, quiz_time_limit_seconds: 600 }),
  entry('quiz.settings', 'competition', '8', { questions_per_attempt: 10, quiz_time_limit_seconds: 600 }, { questions_per_attempt: null, quiz_time_limit_seconds: 900 }),
  entry('recitations.update', 'secondTrackRecitations', '8', { recitations: [{ id: 1, surah_number: 1, from_ayah: 1, to_ayah: 7, title: { ar: 'سورة الفاتحة', en: 'Al-Fatiha' } }] }, { recitations: [{ id: 1, surah_number: 1, from_ayah: 1, to_ayah: 7, title: { ar: 'سورة الفاتحة', en: 'Al-Fatiha' } }, { id: 2, surah_number: 67, from_ayah: 1, to_ayah: 5, title: { ar: 'سورة الملك', en: 'Al-Mulk' } }], count: 2 }),
  entry('levels.update', 'fourthTrackLevels', '8', { levels: [] }, { levels: [{ id: 5, title: { ar: 'جزء عمّ', en: "Juz' Amma" }, description: { ar: 'حفظ', en: 'By heart' } }], count: 1 }),
  entry('availability.update', 'competition', '8', { track: 'third', seats: 2, slot_minutes: 30 }, { track: 'third', weekly: [{ day: 0, start: '18:00', end: '22:00' }], overrides: [], seats: 3, slot_minutes: 45, min_notice_minutes: 1440, hold_minutes: 5 }),
  entry('operator.setup', 'operator', '1', null, account('administrator')),
  entry('operator.invitation.accept', 'operator', '4', { ...account('reviewer'), status: 'invited' }, account('reviewer')),
  entry('operator.invite', 'operator', '4', null, { ...account('reviewer'), status: 'invited' }),
  entry('operator.reinvite', 'operator', '4', { ...account('reviewer'), status: 'invited' }, { ...account('operator'), status: 'invited' }),
  entry('operator.disable', 'operator', '4', account('reviewer'), { ...account('reviewer'), status: 'disabled' }),
  entry('operator.enable', 'operator', '4', { ...account('reviewer'), status: 'disabled' }, account('reviewer')),
  entry('operator.update', 'operator', '4', account('reviewer'), account('operator')),
  entry('site.settings', 'site', 'settings', { phone: { ar: '+966 1', en: '+966 1' } }, { phone: { ar: '+966 2', en: '+966 2' } }),
  entry('site.faq.add', 'faq', '7', null, { question: { ar: 'متى تبدأ؟', en: 'When does it start?' }, answer: { ar: 'غدًا', en: 'Tomorrow' }, position: 7 }),
  entry('site.faq.update', 'faq', '2', { question: { ar: 'س', en: 'Q' }, answer: { ar: 'ج', en: 'A' } }, { question: { ar: 'س', en: 'Q' }, answer: { ar: 'جواب', en: 'An answer' } }),
  entry('site.faq.delete', 'faq', '3', { question: { ar: 'س', en: 'Q' }, answer: { ar: 'ج', en: 'A' } }, null),
  entry('site.faq.reorder', 'faq', 'order', { order: [1, 2] }, { order: [2, 1] }),
  entry('site.rule.add', 'rule', '8', null, { title: { ar: 'التوقيت', en: 'Timing' }, description: { ar: 'بتوقيت مكة', en: 'Mecca time' }, position: 8 }),
  entry('site.rule.update', 'rule', '1', { title: { ar: 'الأهلية', en: 'Eligibility' }, description: { ar: 'ن', en: 'T' } }, { title: { ar: 'الأهلية', en: 'Eligibility' }, description: { ar: 'نص', en: 'Text' } }),
  entry('site.rule.delete', 'rule', '2', { title: { ar: 'التسجيل', en: 'Registration' }, description: { ar: 'ن', en: 'T' } }, null),
  entry('site.rule.reorder', 'rule', 'order', { order: [1, 2] }, { order: [2, 1] }),
  entry('prizeRequest.approve', 'prizeRequest', '3', prize, { ...prize, status: 'approved' }),
  entry('prizeRequest.return', 'prizeRequest', '3', prize, { ...prize, status: 'returned', reason: 'The account holder is not the winner.' }),
  entry('prizeRequest.record_payment', 'prizeRequest', '3', { ...prize, status: 'approved' }, { ...prize, status: 'payment_recorded', payment_reference: 'TRF-2026-0042' }),
  entry('prizeRequest.confirm_payment', 'prizeRequest', '3', { ...prize, status: 'payment_recorded', payment_reference: 'TRF-2026-0042' }, { ...prize, status: 'paid', payment_reference: 'TRF-2026-0042' }),
  entry('contestant.anonymise', 'contestant', '12', { deletion_requested: true }, { pseudonym: 'A-7K3Q9XA2MB' }),
  entry('competition.delete', 'competition', '9', { title: { ar: 'مسابقة ١٤٤٩هـ', en: 'Competition 1449 AH' }, state: 'draft', start_date: '2028-03-01 00:00', end_date: '2028-03-14 00:00' }, { export: '20261127T074500Z-competition-9-before-delete-competition-3f9a1c2e.tgz' }),
  entry('export.create', 'export', '20261127T074500Z-site-3f9a1c2e.tgz', null, { name: '20261127T074500Z-site-3f9a1c2e.tgz', size: 1024, created_at: '2026-11-27 10:45', competition_id: null, before: null, sha256: 'ab' }),
  entry('export.create', 'export', '20261127T074500Z-competition-7-3f9a1c2e.tgz', null, { name: '20261127T074500Z-competition-7-3f9a1c2e.tgz', size: 1024, created_at: '2026-11-27 10:45', competition_id: 7, before: null, sha256: 'ab' }),
  entry('export.download', 'export', '20261127T074500Z-site-3f9a1c2e.tgz', null, { name: '20261127T074500Z-site-3f9a1c2e.tgz', size: 1024 }),
];

/** The actions the server's operator handlers write: literals as written, templates by their prefix (`request.${…}`). */
function actionsInServer(): { literals: string[]; prefixes: string[] } {
  // The handlers, and the decisions written outside them (server/operators/anonymise.ts).
  const dirs = ['../../server/api/operator', '../../server/operators'].map((dir) => path.resolve(__dirname, dir));
  const source = dirs
    .flatMap((dir) => readdirSync(dir).filter((file) => file.endsWith('.ts')).map((file) => readFileSync(path.join(dir, file), 'utf8')))
    .join('\n');
  const literals = [...source.matchAll(/audit\(\{\s*action: '([\w.]+)'/g)].map((m) => m[1]!);
  const prefixes = [...source.matchAll(/audit\(\{\s*action: `(\w+\.)\$\{/g)].map((m) => m[1]!);
  return { literals, prefixes };
}

const languages = { ar: await createConsoleI18n('ar'), en: await createConsoleI18n('en') };
/** The sentence as read, without the direction isolates around the record's own text. */
const read = ({ sentence, changes }: { sentence: string; changes: string[] }) => {
  const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
  return { sentence: plain(sentence), changes: changes.map(plain) };
};
const words = (language: 'ar' | 'en') => ({ t: languages[language].getFixedT(language) as (key: string, values?: Record<string, unknown>) => string, when: (value: string) => `«${value}»` });

describe('the audit log in sentences', () => {
  it('has an entry above for every action the server writes', () => {
    const { literals, prefixes } = actionsInServer();
    expect(literals.length).toBeGreaterThan(3);
    expect([...new Set(prefixes)].sort()).toEqual(['competition.', 'draw.', 'prizeRequest.', 'request.', 'review.', 'site.']);
    const covered = new Set(written.map((e) => e.action));
    expect(literals.filter((action) => !covered.has(action))).toEqual([]);
    for (const prefix of prefixes) expect(written.some((e) => e.action.startsWith(prefix))).toBe(true);
  });

  it.each(['ar', 'en'] as const)('gives each written action its own sentence in %s, with no key, raw JSON or Latin digits left', (language) => {
    const seen = new Set<string>();
    for (const e of written) {
      const { sentence, changes } = read(auditSentence(e, words(language)));
      expect(sentence, e.action).not.toMatch(/audit\.|[{}]|undefined|null/);
      expect(sentence, e.action).toContain('Huda');
      expect(changes, e.action).toEqual([]);
      seen.add(sentence);
      // The Arabic sentence's own digits are Arabic-Indic (a link or a reason keeps the digits it was written with).
      if (language === 'ar') expect(sentence.replace(/https?:\/\/\S+|«[^»]*»/g, ''), e.action).not.toMatch(/[0-9]/);
    }
    expect(seen.size).toBe(written.length);
  });

  it('says what the decision was, in the language asked', () => {
    const [accept, , passed, refuse] = written;
    expect(read(auditSentence(accept!, words('en'))).sentence).toBe('Huda accepted test request #5 (Third track) for «2026-12-01 18:00» Mecca time; meeting link: https://meet.example.com/qc');
    expect(read(auditSentence(passed!, words('ar'))).sentence).toBe('Huda: تسجيل نجاح طلب الاختبار رقم ٥ (المسار الثالث) بدرجة ٩٢.');
    expect(read(auditSentence(refuse!, words('en'))).sentence).toBe('Huda refused test request #7 (Third track). Reason: The ID does not match.');
    expect(read(auditSentence(written.find((e) => e.action === 'draw.certificates')!, words('ar'))).sentence).toBe('Huda: إصدار الشهادات (المسار الثاني)، والجديد منها ٣١.');
  });

  it('falls back to a readable generic sentence and the fields that changed for an action it does not know', () => {
    const unknown = entry('operator.disable', 'operator', '4', { active: true, role: 'reviewer' }, { active: false, role: 'reviewer', note: 'left' });
    expect(read(auditSentence(unknown, words('en')))).toEqual({
      sentence: 'Huda recorded “operator.disable” on operator #4.',
      changes: ['active: yes → no', 'note: — → left'],
    });
    expect(read(auditSentence(unknown, words('ar'))).sentence).toBe('Huda: «operator.disable» على operator رقم ٤.');
    // A known action missing what its sentence needs is not dropped either.
    expect(read(auditSentence(entry('draw.commit', 'draw', '3/second', null, { stage: 'committed' }), words('en'))).changes).toEqual(['stage: — → committed']);
  });
});
