// The API speaks Mecca time (UTC+03:00, no DST) as "YYYY-MM-DD HH:MM"; the database stores instants.
const OFFSET_MS = 3 * 60 * 60 * 1000;

export function toMeccaString(instant: Date): string {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return shifted.toISOString().slice(0, 16).replace('T', ' ');
}

export function toMeccaDate(instant: Date): string {
  return toMeccaString(instant).slice(0, 10);
}

/** Parses "YYYY-MM-DD HH:MM" or "YYYY-MM-DD" as Mecca time. */
export function fromMeccaString(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(value);
  if (!match) throw new Error(`Not a Mecca date-time: ${value}`);
  const [, y, mo, d, h = '00', mi = '00'] = match;
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) - OFFSET_MS);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
