import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayTime, formatDuration, pluralFormOf } from '../../src/domain/format';
import { parseMeccaDateTime } from '../../src/domain/meccaTime';

// The formatters the site, the console and the server share: one rule for digits, day names and Mecca time.
describe('shared formatters', () => {
  const sundayEvening = parseMeccaDateTime('2026-11-29 19:00')!;

  it('writes a moment with its day name and Mecca clock time, in the language’s digits, whatever the process zone', () => {
    expect(formatDayTime('ar', sundayEvening)).toBe('الأحد، ٢٩ نوفمبر في ٧:٠٠ م');
    expect(formatDayTime('en', sundayEvening)).toBe('Sunday 29 November at 7:00 pm');
    expect(formatDayTime('ar', sundayEvening, { withYear: true })).toBe('الأحد، ٢٩ نوفمبر ٢٠٢٦ في ٧:٠٠ م');
    expect(formatDayTime('en', new Date(sundayEvening), { withYear: true })).toBe('Sunday, 29 November 2026 at 7:00 pm');
  });

  it('writes every clock time in twelve hours with am/pm in English too, as the Arabic site does (never «19:00»)', () => {
    expect(formatDateTime('en', sundayEvening)).toBe('29 November 2026 at 7:00 pm');
    expect(formatDateTime('ar', sundayEvening)).toBe('٢٩ نوفمبر ٢٠٢٦ في ٧:٠٠ م');
    expect(formatDate('en', sundayEvening, { hour: 'numeric', minute: '2-digit' })).toBe('7:00 pm');
    expect(formatDate('en', parseMeccaDateTime('2026-11-29 09:30')!, { hour: 'numeric', minute: '2-digit' })).toBe('9:30 am');
    expect(formatDate('en', sundayEvening, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })).toBe('19:00');
  });

  it('writes a length of time as m:ss in the language’s digits, and nothing unknown as zero', () => {
    expect(formatDuration('ar', 42_900)).toBe('٠:٤٢');
    expect(formatDuration('en', 42_900)).toBe('0:42');
    expect(formatDuration('ar', 725_000)).toBe('١٢:٠٥');
    expect(formatDuration('en', 100 * 60_000)).toBe('100:00');
    expect(formatDuration('en', Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatDuration('en', -5)).toBe('0:00');
  });

  it('names the plural form a count takes, as i18next chooses it', () => {
    expect([0, 1, 2, 7, 11, 100].map((n) => pluralFormOf('ar', n))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect([0, 1, 2].map((n) => pluralFormOf('en', n))).toEqual(['other', 'one', 'other']);
  });
});
