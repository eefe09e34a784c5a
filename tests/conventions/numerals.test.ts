import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/app/i18n/i18n';
import { formatCalendarDate, formatInterpolated } from '../../src/domain/format';

// One numeral system per language: numbers inside translations come out in the language's digits
// without the caller formatting them, and Arabic counted nouns take i18next's six plural forms.
describe('numbers inside translations', () => {
  it('writes an interpolated number in Arabic-Indic digits in Arabic and Latin digits in English', async () => {
    const ar = await createI18n('ar', ['forms']);
    const en = await createI18n('en', ['forms']);
    expect(ar.t('impression.count', { ns: 'forms', count: 12, max: 1000 })).toBe('١٢ / ١٬٠٠٠');
    expect(en.t('impression.count', { ns: 'forms', count: 12, max: 1000 })).toBe('12 / 1,000');
  });

  it('chooses the Arabic plural form by the number and writes the number in Arabic digits', async () => {
    const ar = await createI18n('ar', ['account']);
    const unread = (count: number) => ar.t('notifications.unreadCount', { ns: 'account', count });
    expect(unread(0)).toBe('لا توجد إشعارات غير مقروءة');
    expect(unread(1)).toBe('إشعار واحد غير مقروء');
    expect(unread(2)).toBe('إشعاران غير مقروءين');
    expect(unread(3)).toBe('٣ إشعارات غير مقروءة');
    expect(unread(11)).toBe('١١ إشعارًا غير مقروء');
    expect(unread(100)).toBe('١٠٠ إشعار غير مقروء');
  });

  it('formats years without grouping and leaves strings alone', () => {
    expect(formatInterpolated('ar', 2026, 'plain')).toBe('٢٠٢٦');
    expect(formatInterpolated('en', 2026, 'plain')).toBe('2026');
    expect(formatInterpolated('en', 2026)).toBe('2,026');
    expect(formatInterpolated('ar', 'sara@example.com')).toBe('sara@example.com');
  });

  it('writes a calendar date in the language’s order and digits, as a date field shows it', () => {
    expect(formatCalendarDate('en', '2000-01-31')).toBe('31/01/2000');
    expect(formatCalendarDate('ar', '2000-01-31').replace(/\u200f/g, '')).toBe('٣١/١/٢٠٠٠');
  });
});
