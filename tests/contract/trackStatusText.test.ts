import { describe, expect, it } from 'vitest';
import { trackStatusText } from '../../src/app/features/home/sections/trackStatus';
import { createI18n } from '../../src/app/i18n/i18n';
import { parseMeccaDateTime } from '../../src/domain/meccaTime';
import type { TrackSummary } from '../../src/machines';

// The one line each home track card shows under its title, in both languages, from the summary the reader gives.
const summary = (fields: Partial<TrackSummary>): TrackSummary => ({
  stage: 'notStarted',
  status: null,
  appointmentAt: null,
  level: null,
  degree: null,
  score: null,
  attempt: null,
  clips: null,
  ...fields,
});
const sunday7pm = parseMeccaDateTime('2026-11-29 19:00')!;

describe('a track card\'s status line', async () => {
  const [ar, en] = await Promise.all([createI18n('ar', ['tracks']), createI18n('en', ['tracks'])]);
  const line = (language: 'ar' | 'en', track: Parameters<typeof trackStatusText>[0], fields: Partial<TrackSummary> | null) =>
    trackStatusText(track, fields ? summary(fields) : null, (language === 'ar' ? ar : en).getFixedT(null, 'tracks'), language);

  it('says nothing for a track not started, or when nothing is known', () => {
    expect(line('ar', 'third', { stage: 'notStarted' })).toBeNull();
    expect(line('en', 'fifth', null)).toBeNull();
  });

  it('a booked test: the day, date and time in Mecca, in Arabic words and Arabic-Indic digits', () => {
    const booked = { stage: 'booked', status: 'pending', appointmentAt: sunday7pm } as const;
    expect(line('ar', 'third', booked)).toBe('محجوز يوم الأحد، ٢٩ نوفمبر في ٧:٠٠ م بتوقيت مكة');
    expect(line('en', 'third', booked)).toBe('Booked for Sunday 29 November at 7:00 pm Mecca time');
    expect(line('en', 'fourth', { ...booked, stage: 'accepted', status: 'approved' })).toBe('Accepted: test on Sunday 29 November at 7:00 pm Mecca time');
  });

  it('passed with its degree; failed; refused', () => {
    expect(line('ar', 'fourth', { stage: 'passed', status: 'success', degree: 92 })).toBe('اجتاز، ٩٢');
    expect(line('en', 'fourth', { stage: 'passed', status: 'success', degree: 92 })).toBe('Passed, 92');
    expect(line('en', 'third', { stage: 'failed', status: 'failed', degree: 40 })).toBe('Test not passed');
    expect(line('ar', 'third', { stage: 'refused', status: 'refused' })).toBe('لم يُقبل');
  });

  it('the fifth track: attempt n of N with the newest attempt\'s state', () => {
    const attempt = { number: 1, allowed: 3 };
    expect(line('ar', 'fifth', { stage: 'awaitingReview', status: 'pending', attempt })).toBe('المحاولة ١ من ٣ — قيد المراجعة');
    expect(line('en', 'fifth', { stage: 'awaitingReview', status: 'pending', attempt })).toBe('Attempt 1 of 3 — awaiting review');
    expect(line('en', 'fifth', { stage: 'refused', status: 'failed', attempt: { number: 2, allowed: 3 } })).toBe('Attempt 2 of 3 — not accepted');
    expect(line('ar', 'fifth', { stage: 'accepted', status: 'active', attempt: { number: 2, allowed: 3 } })).toBe('المحاولة ٢ من ٣ — مقبولة');
  });

  it('the first track: started, answered, and the score once released', () => {
    expect(line('en', 'first', { stage: 'inProgress', status: 'started' })).toBe('Quiz started, not submitted yet');
    expect(line('en', 'first', { stage: 'answered', status: 'submitted' })).toBe('Answers submitted; the score comes after the competition ends');
    expect(line('ar', 'first', { stage: 'answered', status: 'submitted', score: { correct: 7, total: 8 } })).toBe('سُلّمت الإجابات: ٧ من ٨ صحيحة');
  });

  it('the second track: clips recorded, then awaiting review and the verdict', () => {
    expect(line('ar', 'second', { stage: 'inProgress', status: 'recording', clips: { recorded: 2, required: 5 } })).toBe('سُجّلت ٢ من ٥ تلاوات');
    expect(line('en', 'second', { stage: 'awaitingReview', status: 'submitted' })).toBe('Submitted, awaiting review');
    expect(line('en', 'second', { stage: 'accepted', status: 'accepted' })).toBe('Accepted');
  });
});
