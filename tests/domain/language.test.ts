import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatInterpolated, formatNumber } from '../../src/domain/format';
import { directionOf, intlLocaleOf, languageAskedIn, languageOfLocale, readStoredLanguage, saveLanguage } from '../../src/domain/language';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('stored language (spec §3, decisions.md)', () => {
  it('keeps a saved ar or en', () => {
    expect(readStoredLanguage(memoryStorage({ language: 'en' }))).toBe('en');
    expect(readStoredLanguage(memoryStorage({ language: 'ar' }))).toBe('ar');
  });

  it.each([[{}], [{ language: 'fr' }], [{ language: 'EN' }], [{ language: '' }]])('resets %j to ar and saves it', (initial) => {
    const storage = memoryStorage(initial);
    expect(readStoredLanguage(storage)).toBe('ar');
    expect(storage.values.get('language')).toBe('ar');
  });

  it('falls back to ar when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLanguage(broken)).toBe('ar');
  });

  it('is Arabic where there is no storage at all (a server render, a worker)', () => {
    expect(readStoredLanguage(undefined)).toBe('ar');
  });

  it("reads react-aria's locale as the site's language: any Arabic locale is Arabic, anything else English", () => {
    expect(languageOfLocale('ar-EG')).toBe('ar');
    expect(languageOfLocale('AR')).toBe('ar');
    expect(languageOfLocale('ar-SA-u-nu-arab')).toBe('ar');
    expect(languageOfLocale('en-GB')).toBe('en');
    expect(languageOfLocale('fr-FR')).toBe('en');
  });

  it('saves a chosen language under the key `language`', () => {
    const storage = memoryStorage();
    saveLanguage(storage, 'en');
    expect(storage.values.get('language')).toBe('en');
  });

  it('maps languages to direction and Intl locale', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(intlLocaleOf('ar')).toBe('ar-EG');
    expect(intlLocaleOf('en')).toBe('en-GB');
  });
});

describe('formatting in Mecca time, whatever the machine zone', () => {
  it('runs in a zone that is not Mecca', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Asia/Riyadh');
    expect(new Date('2026-03-01T00:00:00Z').getTimezoneOffset()).not.toBe(-180);
  });

  it('shows the Mecca calendar day for an instant late in the UTC day', () => {
    // 22:30 UTC on 1 March is 01:30 on 2 March in Mecca; Los Angeles would say 1 March.
    const instant = new Date('2026-03-01T22:30:00Z');
    expect(formatDate('en', instant, { day: 'numeric', month: 'long' })).toBe('2 March');
    expect(formatDate('en', instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('01:30');
  });

  it('formats numbers with Arabic-Egypt digits in Arabic and Western digits in English', () => {
    expect(formatNumber('ar', 90)).toBe('٩٠');
    expect(formatNumber('en', 1500)).toBe('1,500');
  });

  it('writes amounts whole and instants with their Mecca time, from a Date or epoch ms', () => {
    expect(formatCurrency('ar', 5000.4)).toBe('٥٬٠٠٠');
    expect(formatCurrency('en', 5000.6)).toBe('5,001');
    const instant = new Date('2026-03-01T22:30:00Z');
    expect(formatDateTime('en', instant)).toBe('2 March 2026 at 1:30 am');
    expect(formatDateTime('ar', instant.getTime())).toBe(formatDateTime('ar', instant));
  });

  it('formats what a translation interpolates: a Date as a date, or with `datetime` its time too', () => {
    const instant = new Date('2026-03-01T22:30:00Z');
    expect(formatInterpolated('en', instant)).toBe('2 March 2026');
    expect(formatInterpolated('en', instant, ' DateTime ')).toBe('2 March 2026 at 1:30 am');
    expect(formatInterpolated('ar', 1500, 'number')).toBe('١٬٥٠٠');
  });

  it('reads the language a shared link asks for (?lang=ar|en), and nothing else', () => {
    expect(languageAskedIn('?lang=en')).toBe('en');
    expect(languageAskedIn('?ref=wa&lang=ar')).toBe('ar');
    for (const search of ['', '?lang=fr', '?lang=EN', '?language=en', '?lang=']) expect(languageAskedIn(search)).toBeUndefined();
  });
});
