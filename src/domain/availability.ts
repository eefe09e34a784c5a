// Examiner availability of the third and fourth tracks (issue 29, point 5), cal.com's model: a weekly pattern of hours in
// Mecca time cut into slots of one length, date-range overrides (a range without hours is unavailable: "three weeks of
// vacation" is one entry), seats per slot, a minimum notice before a slot may be booked and how long a seat is held
// while the contestant confirms. Pure: the server generates the slots from it, the console previews them while editing.
import { DAY_MS, fromMeccaString, MINUTE_MS, toMeccaIsoDate } from './meccaTime.ts';

/** Hours of one day, `HH:MM` to `HH:MM` in Mecca time; the end is not a slot start (the last slot ends by it). */
export type AvailabilityHours = { start: string; end: string };
/** Hours on a day of the week: 0 Sunday … 6 Saturday. */
export type WeeklyHours = AvailabilityHours & { day: number };
/** From one Mecca day to another (both included): no slots at all (`hours` empty), or these hours instead of the week's. */
export type AvailabilityOverride = { from: string; to: string; hours: AvailabilityHours[] };

export type Availability = {
  weekly: WeeklyHours[];
  overrides: AvailabilityOverride[];
  slotMinutes: number;
  seats: number;
  minNoticeMinutes: number;
  holdMinutes: number;
};

/** The demo's and the product's first pattern: every evening 18:00–22:00, half-hour slots, two seats, a day's notice, five minutes' hold. */
export const defaultAvailability: Availability = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '18:00', end: '22:00' })),
  overrides: [],
  slotMinutes: 30,
  seats: 2,
  minNoticeMinutes: 24 * 60,
  holdMinutes: 5,
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes since midnight of an `HH:MM`, or null. `24:00` is accepted as an end. */
export function minutesOf(time: string): number | null {
  if (time === '24:00') return 24 * 60;
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The day of the week (0 Sunday) of a Mecca calendar day `YYYY-MM-DD`. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

const validDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export type AvailabilityFault =
  | { field: 'weekly'; index: number; code: 'hoursInvalid' | 'dayInvalid' | 'hoursOverlap' }
  | { field: 'overrides'; index: number; code: 'datesInvalid' | 'hoursInvalid' | 'hoursOverlap' }
  | { field: 'slotMinutes' | 'seats' | 'minNoticeMinutes' | 'holdMinutes'; index: null; code: 'outOfRange' };

/** Limits of the numbers: a slot from 5 minutes to 8 hours, up to 100 seats, up to 60 days' notice, a hold of 1 to 60 minutes. */
export const availabilityLimits = { slotMinutes: [5, 480], seats: [1, 100], minNoticeMinutes: [0, 60 * 24 * 60], holdMinutes: [1, 60] } as const;

function hoursFaults(hours: AvailabilityHours[]): ('hoursInvalid' | 'hoursOverlap')[] {
  const spans: [number, number][] = [];
  const faults: ('hoursInvalid' | 'hoursOverlap')[] = [];
  for (const h of hours) {
    const start = minutesOf(h.start);
    const end = minutesOf(h.end);
    if (start === null || end === null || h.start === '24:00' || end <= start) {
      faults.push('hoursInvalid');
      continue;
    }
    if (spans.some(([s, e]) => start < e && s < end)) faults.push('hoursOverlap');
    spans.push([start, end]);
  }
  return faults;
}

/** Every fault of a setting, field by field (empty when it can be saved). */
export function availabilityFaults(a: Availability): AvailabilityFault[] {
  const faults: AvailabilityFault[] = [];
  a.weekly.forEach((w, index) => {
    if (!Number.isInteger(w.day) || w.day < 0 || w.day > 6) faults.push({ field: 'weekly', index, code: 'dayInvalid' });
    const [fault] = hoursFaults([w]);
    if (fault) faults.push({ field: 'weekly', index, code: fault });
    else if (hoursFaults(a.weekly.slice(0, index + 1).filter((o) => o.day === w.day)).includes('hoursOverlap')) faults.push({ field: 'weekly', index, code: 'hoursOverlap' });
  });
  a.overrides.forEach((o, index) => {
    if (!validDate(o.from) || !validDate(o.to) || o.to < o.from) faults.push({ field: 'overrides', index, code: 'datesInvalid' });
    const [fault] = hoursFaults(o.hours);
    if (fault) faults.push({ field: 'overrides', index, code: fault });
  });
  for (const field of ['slotMinutes', 'seats', 'minNoticeMinutes', 'holdMinutes'] as const) {
    const [min, max] = availabilityLimits[field];
    if (!Number.isInteger(a[field]) || a[field] < min || a[field] > max) faults.push({ field, index: null, code: 'outOfRange' });
  }
  return faults;
}

/** The hours of one Mecca day: the last override covering it wins over the week. */
export function hoursOn(a: Pick<Availability, 'weekly' | 'overrides'>, isoDate: string): AvailabilityHours[] {
  const override = [...a.overrides].reverse().find((o) => o.from <= isoDate && isoDate <= o.to);
  if (override) return override.hours;
  const day = weekdayOf(isoDate);
  return a.weekly.filter((w) => w.day === day);
}

/**
 * Every slot start (epoch ms, ascending) the setting offers between `startAt` and `endAt` (both included), day by day
 * in Mecca time: each range cut into slots of `slotMinutes` that end by the range's end.
 */
export function availableSlotStarts(a: Pick<Availability, 'weekly' | 'overrides' | 'slotMinutes'>, span: { startAt: number; endAt: number }): number[] {
  const starts: number[] = [];
  if (!(a.slotMinutes > 0) || span.endAt < span.startAt) return starts;
  const lastDay = toMeccaIsoDate(span.endAt);
  for (let midnight = fromMeccaString(`${toMeccaIsoDate(span.startAt)} 00:00`).getTime(); toMeccaIsoDate(midnight) <= lastDay; midnight += DAY_MS) {
    const day = toMeccaIsoDate(midnight);
    const dayStarts: number[] = [];
    for (const h of hoursOn(a, day)) {
      const from = minutesOf(h.start);
      const to = minutesOf(h.end);
      if (from === null || to === null) continue;
      for (let m = from; m + a.slotMinutes <= to; m += a.slotMinutes) {
        const at = midnight + m * MINUTE_MS;
        if (at >= span.startAt && at <= span.endAt) dayStarts.push(at);
      }
    }
    starts.push(...[...new Set(dayStarts)].sort((x, y) => x - y));
  }
  return starts;
}

/** Overrides moved by whole days (a copied competition's, by the distance between the two starts). */
export function shiftOverrides(overrides: AvailabilityOverride[], days: number): AvailabilityOverride[] {
  const move = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return overrides.map((o) => ({ ...o, from: move(o.from), to: move(o.to) }));
}
