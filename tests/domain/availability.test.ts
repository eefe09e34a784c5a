// Examiner availability (issue 29, point 5): the slots a weekly pattern and its date-range overrides generate, day by day
// in Mecca time whatever the machine's zone, and the faults that keep a setting from being saved.
import { describe, expect, it } from 'vitest';
import { type Availability, availabilityFaults, availableSlotStarts, defaultAvailability, hoursOn, shiftOverrides, weekdayOf } from '../../src/domain/availability.ts';
import { fromMeccaString, toMeccaString } from '../../src/domain/meccaTime.ts';

const at = (mecca: string) => fromMeccaString(mecca).getTime();
const slots = (a: Availability, from: string, to: string) => availableSlotStarts(a, { startAt: at(from), endAt: at(to) }).map((ms) => toMeccaString(ms));

describe('availability', () => {
  it("generates today's demo schedule from the default pattern: every evening 18:00 to 21:30, within the dates", () => {
    const generated = slots(defaultAvailability, '2026-12-06 19:00', '2026-12-07 18:30');
    expect(generated).toEqual(['2026-12-06 19:00', '2026-12-06 19:30', '2026-12-06 20:00', '2026-12-06 20:30', '2026-12-06 21:00', '2026-12-06 21:30', '2026-12-07 18:00', '2026-12-07 18:30']);
  });

  it('cuts each range of a day of the week into slots that end by its end, in Mecca time across UTC midnight', () => {
    // 2026-12-06 is a Sunday (day 0). 01:00–02:30 Mecca time is 22:00–23:30 UTC of the day before.
    expect(weekdayOf('2026-12-06')).toBe(0);
    const a: Availability = { ...defaultAvailability, weekly: [{ day: 0, start: '01:00', end: '02:30' }, { day: 0, start: '22:30', end: '24:00' }], slotMinutes: 40 };
    expect(slots(a, '2026-12-05 00:00', '2026-12-13 23:59')).toEqual(['2026-12-06 01:00', '2026-12-06 01:40', '2026-12-06 22:30', '2026-12-06 23:10', '2026-12-13 01:00', '2026-12-13 01:40', '2026-12-13 22:30', '2026-12-13 23:10']);
    expect(new Date(at('2026-12-06 01:00')).toISOString()).toBe('2026-12-05T22:00:00.000Z');
  });

  it('lets one override cover a whole vacation, and another give different hours; the last covering a day wins', () => {
    const a: Availability = {
      ...defaultAvailability,
      weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '18:00', end: '19:00' })),
      overrides: [
        { from: '2026-12-02', to: '2026-12-22', hours: [] },
        { from: '2026-12-10', to: '2026-12-10', hours: [{ start: '09:00', end: '10:00' }] },
      ],
    };
    expect(hoursOn(a, '2026-12-05')).toEqual([]);
    expect(slots(a, '2026-12-01 00:00', '2026-12-23 23:59')).toEqual([
      '2026-12-01 18:00',
      '2026-12-01 18:30',
      '2026-12-10 09:00',
      '2026-12-10 09:30',
      '2026-12-23 18:00',
      '2026-12-23 18:30',
    ]);
  });

  it('moves overrides by whole days for a copy', () => {
    expect(shiftOverrides([{ from: '2026-12-30', to: '2027-01-02', hours: [] }], 364)).toEqual([{ from: '2027-12-29', to: '2028-01-01', hours: [] }]);
  });

  it('names every fault by field and entry', () => {
    const a: Availability = {
      weekly: [{ day: 1, start: '18:00', end: '20:00' }, { day: 1, start: '19:00', end: '21:00' }, { day: 7, start: '10:00', end: '09:00' }],
      overrides: [{ from: '2026-12-10', to: '2026-12-09', hours: [] }, { from: '2026-02-30', to: '2026-03-01', hours: [{ start: '25:00', end: '26:00' }] }],
      slotMinutes: 2,
      seats: 0,
      minNoticeMinutes: -1,
      holdMinutes: 61,
    };
    expect(availabilityFaults(a)).toEqual([
      { field: 'weekly', index: 1, code: 'hoursOverlap' },
      { field: 'weekly', index: 2, code: 'dayInvalid' },
      { field: 'weekly', index: 2, code: 'hoursInvalid' },
      { field: 'overrides', index: 0, code: 'datesInvalid' },
      { field: 'overrides', index: 1, code: 'datesInvalid' },
      { field: 'overrides', index: 1, code: 'hoursInvalid' },
      { field: 'slotMinutes', index: null, code: 'outOfRange' },
      { field: 'seats', index: null, code: 'outOfRange' },
      { field: 'minNoticeMinutes', index: null, code: 'outOfRange' },
      { field: 'holdMinutes', index: null, code: 'outOfRange' },
    ]);
    expect(availabilityFaults(defaultAvailability)).toEqual([]);
  });
});
