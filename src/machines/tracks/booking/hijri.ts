import { CalendarDate } from '@internationalized/date';

/** A day of the Umm al-Qura calendar (Saudi Arabia's official Hijri calendar). */
export interface HijriDate {
  year: number;
  /** 1 = Muharram … 9 = Ramadan … 12 = Dhu al-Hijjah */
  month: number;
  day: number;
}

// The browser's own Umm al-Qura calendar (ICU), the one every Hijri date the site prints comes from
// (src/domain/meccaTime.ts), so the calendar's small Hijri numbers and the printed dates cannot disagree.
const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });

/** The Umm al-Qura date of a Gregorian calendar day (`YYYY-MM-DD`, for example a Mecca day from `toMeccaIsoDate`). */
export function umalquraDate(isoDate: string): HijriDate {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // Noon UTC: the same calendar day wherever the formatter's day boundary falls.
  const parts = umalqura.formatToParts(Date.UTC(year, month - 1, day, 12));
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The same day as react-aria's calendars take it, for `createCalendar` or a `CalendarDate` value. */
export function calendarDateOf(isoDate: string): CalendarDate {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new CalendarDate(year, month, day);
}
