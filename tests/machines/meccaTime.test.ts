import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_MS,
  formatApiDateTime,
  MECCA_TIME_ZONE,
  meccaDateTimeParts,
  meccaTimeLabel,
  parseMeccaDateTime,
  remainingTime,
  toIsoDuration,
  toMeccaIsoString,
} from '../../src/machines/time/index.ts';

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
    expect(formatApiDateTime(addDays(start, 2))).toBe('2026-03-09 20:00');
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
    expect(formatApiDateTime(instant)).toBe('2026-03-02 01:30');
    expect(parseMeccaDateTime(formatApiDateTime(instant))).toBe(instant - 15_000);
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
