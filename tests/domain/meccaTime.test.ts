import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_MS,
  formatMeccaDate,
  fromMeccaString,
  hijriYear,
  toMeccaString,
  MECCA_TIME_ZONE,
  meccaDayInCalendars,
  meccaNoonOf,
  toMeccaIsoDate,
  meccaDateTimeParts,
  meccaTimeLabel,
  parseMeccaDateTime,
  remainingTime,
  toIsoDuration,
  toMeccaIsoString,
} from '../../src/domain/meccaTime.ts';

describe('the test process', () => {
  it('does not run in Mecca time, so a time-zone bug cannot hide', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe(MECCA_TIME_ZONE);
    // Riyadh is UTC+03:00 (getTimezoneOffset -180) all year; the process zone must differ.
    expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).not.toBe(-180);
    expect(new Date(Date.UTC(2026, 6, 15)).getTimezoneOffset()).not.toBe(-180);
  });
});

describe('parseMeccaDateTime', () => {
  it('reads `YYYY-MM-DD HH:MM` as UTC+03:00 whatever the process zone', () => {
    expect(parseMeccaDateTime('2026-03-01 20:00')).toBe(Date.UTC(2026, 2, 1, 17, 0));
  });

  it('rolls back across midnight and month ends correctly', () => {
    expect(parseMeccaDateTime('2026-03-01 01:30')).toBe(Date.UTC(2026, 1, 28, 22, 30));
  });

  it('accepts a T separator, optional seconds and surrounding spaces', () => {
    expect(parseMeccaDateTime('2026-03-01T20:00:30')).toBe(Date.UTC(2026, 2, 1, 17, 0, 30));
    expect(parseMeccaDateTime(' 2026-03-01 20:00 ')).toBe(Date.UTC(2026, 2, 1, 17, 0));
  });

  it.each([
    ['', 'empty'],
    ['2026-03-01', 'date only'],
    ['01/03/2026 20:00', 'another format'],
    ['2026-13-01 10:00', 'month 13'],
    ['2026-00-01 10:00', 'month 0'],
    ['2026-02-30 10:00', '30 February'],
    ['2026-03-01 24:00', 'hour 24'],
    ['2026-03-01 10:60', 'minute 60'],
    ['2026-03-01 10:00:60', 'second 60'],
  ])('rejects %j (%s)', (value) => {
    expect(parseMeccaDateTime(value)).toBeNull();
  });

  it('rejects missing values', () => {
    expect(parseMeccaDateTime(null)).toBeNull();
    expect(parseMeccaDateTime(undefined)).toBeNull();
  });
});

describe('addDays', () => {
  it('adds whole days (Mecca has no daylight saving)', () => {
    const start = parseMeccaDateTime('2026-03-07 20:00')!;
    expect(toMeccaString(addDays(start, 2))).toBe('2026-03-09 20:00');
    expect(addDays(start, 1) - start).toBe(DAY_MS);
  });
});

describe('remainingTime', () => {
  it('breaks the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 0, 1);
    const target = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(remainingTime(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, totalSeconds: 183_845 });
  });

  it('stops at zero once the target has passed', () => {
    expect(remainingTime(1_000, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 });
  });
});

describe('toIsoDuration', () => {
  const of = (days: number, hours: number, minutes: number, seconds: number) =>
    toIsoDuration({ days, hours, minutes, seconds, totalSeconds: days * 86400 + hours * 3600 + minutes * 60 + seconds });

  it.each([
    [[2, 3, 4, 5], 'P2DT3H4M5S'],
    [[0, 0, 0, 0], 'PT0S'],
    [[1, 0, 0, 0], 'P1D'],
    [[0, 0, 4, 0], 'PT4M'],
    [[0, 1, 0, 9], 'PT1H9S'],
    [[3, 0, 0, 1], 'P3DT1S'],
  ] as const)('%j → %s', ([d, h, m, s], expected) => {
    expect(of(d, h, m, s)).toBe(expected);
  });
});

describe('Mecca wall-clock output', () => {
  const instant = Date.UTC(2026, 2, 1, 22, 30, 15); // 01:30:15 on 2 March in Mecca

  it('gives the Mecca date and time fields of an instant', () => {
    expect(meccaDateTimeParts(instant)).toEqual({
      year: 2026,
      month: 3,
      day: 2,
      hour: 1,
      minute: 30,
      second: 15,
      weekday: new Date(Date.UTC(2026, 2, 2)).getUTCDay(),
    });
  });

  it('formats back to the API form and round-trips', () => {
    expect(toMeccaString(instant)).toBe('2026-03-02 01:30');
    expect(parseMeccaDateTime(toMeccaString(instant))).toBe(instant - 15_000);
  });

  it('gives an ISO instant with the +03:00 offset', () => {
    expect(toMeccaIsoString(instant)).toBe('2026-03-02T01:30:15+03:00');
    expect(Date.parse(toMeccaIsoString(instant))).toBe(instant);
  });

  it('describes a Mecca-time label as data for Intl', () => {
    const label = meccaTimeLabel(instant);
    expect(label).toMatchObject({ dateTime: '2026-03-02T01:30:15+03:00', intlOptions: { timeZone: 'Asia/Riyadh' }, zoneKey: 'meccaTime' });
    expect(label.date.getTime()).toBe(instant);
    expect(new Intl.DateTimeFormat('en-GB', { ...label.intlOptions, hour: '2-digit', minute: '2-digit' }).format(label.date)).toBe('01:30');
  });
});

describe('the server side of Mecca time', () => {
  it('reads a stored date-time or calendar day, and refuses anything else', () => {
    expect(fromMeccaString('2026-03-02 00:30').toISOString()).toBe('2026-03-01T21:30:00.000Z');
    expect(fromMeccaString('2026-03-02').toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(() => fromMeccaString('02/03/2026')).toThrow('Not a Mecca date-time');
  });

  it('writes an instant, given as a Date or epoch milliseconds, as its Mecca day', () => {
    expect(toMeccaIsoDate(new Date('2026-03-01T21:30:00Z'))).toBe('2026-03-02');
    expect(toMeccaString(new Date('2026-03-01T21:30:00Z'))).toBe('2026-03-02 00:30');
  });

  it('names a calendar day by its noon in Mecca', () => {
    expect(meccaNoonOf('2026-03-02')).toBe(Date.UTC(2026, 2, 2, 9, 0));
    expect(meccaNoonOf('2026-02-31')).toBeNull();
    expect(meccaNoonOf('2026-03-02 10:00')).toBeNull();
  });
});

describe('formatting in Mecca time', () => {
  it('formats an instant on the Mecca day, whatever the process zone', () => {
    // 23:30 UTC on 1 March is 02:30 on 2 March in Mecca, and still 1 March in Los Angeles.
    expect(formatMeccaDate('en-GB', Date.UTC(2026, 2, 1, 23, 30))).toBe('2 March 2026');
    expect(formatMeccaDate('en-GB', new Date(Date.UTC(2026, 2, 1, 23, 30)), { hour: '2-digit', minute: '2-digit' })).toBe('02:30');
  });

  it('gives an issue day in the Umm al-Qura and Gregorian calendars, in each language', () => {
    expect(meccaDayInCalendars('en-GB', '2025-03-15')).toEqual({ hijri: '15 Ramadan 1446 AH', gregorian: '15 March 2025' });
    expect(meccaDayInCalendars('ar-EG', '2025-03-15')).toEqual({ hijri: '١٥ رمضان ١٤٤٦ هـ', gregorian: '١٥ مارس ٢٠٢٥' });
    expect(meccaDayInCalendars('en-GB', 'soon')).toEqual({ hijri: 'soon', gregorian: 'soon' });
  });

  it('gives the Umm al-Qura year of an instant in Mecca', () => {
    expect(hijriYear(new Date('2025-03-15T09:00:00Z'))).toBe('1446');
    expect(hijriYear(Date.UTC(2025, 5, 26, 22, 0))).toBe('1447');
  });
});
