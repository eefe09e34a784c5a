import { CalendarDate, IslamicUmalquraCalendar, toCalendar } from '@internationalized/date';

/** A day of the Umm al-Qura calendar (Saudi Arabia's official Hijri calendar). */
export interface HijriDate {
  year: number;
  /** 1 = Muharram … 9 = Ramadan … 12 = Dhu al-Hijjah */
  month: number;
  day: number;
}

const umalqura = new IslamicUmalquraCalendar();

/** The Umm al-Qura date of a Gregorian calendar day (`YYYY-MM-DD`, for example a Mecca day from `toMeccaIsoDate`). */
export function umalquraDate(isoDate: string): HijriDate {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const hijri = toCalendar(new CalendarDate(year, month, day), umalqura);
  return { year: hijri.year, month: hijri.month, day: hijri.day };
}

/** The same day as react-aria's calendars take it, for `createCalendar` or a `CalendarDate` value. */
export function calendarDateOf(isoDate: string): CalendarDate {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new CalendarDate(year, month, day);
}
