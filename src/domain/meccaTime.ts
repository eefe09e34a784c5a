/**
 * Mecca time, the one module for the browser, the server and the scripts: every API date-time (`YYYY-MM-DD HH:MM`) is
 * wall-clock time in Asia/Riyadh, which is UTC+03:00 all year (no daylight saving). Everything here is plain arithmetic
 * on epoch milliseconds (or Intl told the zone), so the result never depends on the process or browser time zone.
 */
export const MECCA_TIME_ZONE = 'Asia/Riyadh';
export const MECCA_UTC_OFFSET = '+03:00';
export const MECCA_OFFSET_MS = 3 * 60 * 60 * 1000;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const API_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Epoch milliseconds of an API date-time read as Mecca wall-clock time, or null when malformed. */
export function parseMeccaDateTime(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const match = API_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part))) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const utcWallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 31 February over into March; reject instead of guessing.
  if (new Date(utcWallClock).getUTCDate() !== day) return null;
  return utcWallClock - MECCA_OFFSET_MS;
}

/** A Mecca date-time or calendar day (`YYYY-MM-DD HH:MM`, `YYYY-MM-DD` as midnight) as an instant; throws when malformed (the server's reading of what it stored or validated). */
export function fromMeccaString(value: string): Date {
  const at = parseMeccaDateTime(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} 00:00` : value);
  if (at === null) throw new Error(`Not a Mecca date-time: ${value}`);
  return new Date(at);
}

/** Noon in Mecca of a calendar day (`YYYY-MM-DD`), the instant that names that day in any calendar; null when malformed. */
export function meccaNoonOf(isoDate: string): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? parseMeccaDateTime(`${isoDate} 12:00`) : null;
}

/** Adds whole days; exact because Mecca has no daylight-saving shifts. */
export function addDays(epochMs: number, days: number): number {
  return epochMs + days * DAY_MS;
}

export interface RemainingTime {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left, never negative. */
  totalSeconds: number;
}

export const ZERO_REMAINING: RemainingTime = { days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 };

/** Time left until `targetMs`, in whole seconds, stopped at zero once the target has passed. */
export function remainingTime(targetMs: number, nowMs: number): RemainingTime {
  const totalSeconds = Math.max(0, Math.floor((targetMs - nowMs) / SECOND_MS));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

/** ISO 8601 duration for `<time datetime>`: `P2DT3H4M5S`, `PT4M`, `P1D`; `PT0S` at zero. */
export function toIsoDuration(remaining: RemainingTime): string {
  const { days, hours, minutes, seconds } = remaining;
  const date = days > 0 ? `${days}D` : '';
  const time = [hours > 0 ? `${hours}H` : '', minutes > 0 ? `${minutes}M` : '', seconds > 0 ? `${seconds}S` : ''].join('');
  if (!date && !time) return 'PT0S';
  return `P${date}${time ? `T${time}` : ''}`;
}

export interface MeccaDateTimeParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday, in Mecca. */
  weekday: number;
}

const epochOf = (instant: Date | number): number => (typeof instant === 'number' ? instant : instant.getTime());

/** Mecca wall-clock fields of an instant, for labels the app formats with Intl. */
export function meccaDateTimeParts(instant: Date | number): MeccaDateTimeParts {
  const shifted = new Date(epochOf(instant) + MECCA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The API's own `YYYY-MM-DD HH:MM` form of an instant, in Mecca time. */
export function toMeccaString(instant: Date | number): string {
  const p = meccaDateTimeParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** The Mecca calendar day of an instant, `YYYY-MM-DD` (for `<time datetime>` of a date). */
export function toMeccaIsoDate(instant: Date | number): string {
  const p = meccaDateTimeParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** ISO 8601 instant with Mecca's offset (`2026-03-01T20:00:00+03:00`), for `<time datetime>` of a moment. */
export function toMeccaIsoString(epochMs: number): string {
  const p = meccaDateTimeParts(epochMs);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${MECCA_UTC_OFFSET}`;
}

/**
 * What the app needs to print a Mecca-time label with Intl, without this module holding text:
 * `new Intl.DateTimeFormat(locale, label.intlOptions).format(label.date)` plus the
 * translation of `label.zoneKey`.
 */
export interface MeccaTimeLabel {
  date: Date;
  dateTime: string;
  intlOptions: { timeZone: typeof MECCA_TIME_ZONE };
  zoneKey: 'meccaTime';
}

export function meccaTimeLabel(epochMs: number): MeccaTimeLabel {
  return {
    date: new Date(epochMs),
    dateTime: toMeccaIsoString(epochMs),
    intlOptions: { timeZone: MECCA_TIME_ZONE },
    zoneKey: 'meccaTime',
  };
}

// Building an Intl formatter costs far more than using one (a countdown formats every second), so each is kept.
const meccaFormatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as a date (and time) in Mecca, whatever the process or visitor's zone; `locale` is Intl's (`ar-EG`, `en-GB`). */
export function formatMeccaDate(locale: string, instant: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = meccaFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: MECCA_TIME_ZONE, ...options });
    meccaFormatters.set(key, formatter);
  }
  return formatter.format(instant);
}

/** A Mecca calendar day (`YYYY-MM-DD`, a certificate's issue day) in the Hijri (Umm al-Qura) and Gregorian calendars; the text as given when malformed. */
export function meccaDayInCalendars(locale: string, isoDate: string): { hijri: string; gregorian: string } {
  const noon = meccaNoonOf(isoDate);
  if (noon === null) return { hijri: isoDate, gregorian: isoDate };
  const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  return {
    hijri: formatMeccaDate(locale, noon, { ...long, calendar: 'islamic-umalqura' }),
    gregorian: formatMeccaDate(locale, noon, { ...long, calendar: 'gregory' }),
  };
}

/** The Umm al-Qura year of an instant in Mecca, in Western digits (`1447`). */
export function hijriYear(instant: Date | number): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { year: 'numeric', timeZone: MECCA_TIME_ZONE }).formatToParts(instant);
  return parts.find((p) => p.type === 'year')?.value.replace(/\D/g, '') || String(new Date(epochOf(instant) + MECCA_OFFSET_MS).getUTCFullYear());
}
