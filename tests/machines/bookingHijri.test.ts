// The Hijri dates shown beside the Gregorian ones follow Umm al-Qura, checked against days Saudi Arabia's Supreme Court
// announced (1 Ramadan 1445 = Monday 11 March 2024; 1 Muharram 1446 = Sunday 7 July 2024, "1/1/1446 AH according to
// the Umm al-Qura calendar"; 1 Ramadan 1446 = 1 March 2025; Eid al-Fitr, 1 Shawwal 1446 = Sunday 30 March 2025).
import { describe, expect, it } from 'vitest';
import { calendarDateOf, umalquraDate } from '../../src/machines/tracks/booking/hijri.ts';

describe('Umm al-Qura dates', () => {
  it.each([
    ['2024-03-11', { year: 1445, month: 9, day: 1 }],
    ['2024-03-10', { year: 1445, month: 8, day: 29 }],
    ['2024-07-07', { year: 1446, month: 1, day: 1 }],
    ['2024-07-06', { year: 1445, month: 12, day: 30 }],
    ['2025-03-01', { year: 1446, month: 9, day: 1 }],
    ['2025-03-30', { year: 1446, month: 10, day: 1 }],
    ['2025-03-29', { year: 1446, month: 9, day: 29 }],
  ])('%s is %o', (gregorian, hijri) => {
    expect(umalquraDate(gregorian)).toEqual(hijri);
  });

  it('gives react-aria the same Gregorian day it was given', () => {
    const day = calendarDateOf('2024-03-11');
    expect([day.year, day.month, day.day]).toEqual([2024, 3, 11]);
  });
});
