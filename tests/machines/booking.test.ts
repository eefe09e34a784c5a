// The booking machine, shared by the third and fourth tracks, under time zones other than Mecca's: the unit project
// runs with TZ=America/Los_Angeles, and every case runs again under America/New_York (Node reads TZ as it changes).
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import {
  bookableDays,
  bookingMachine,
  holdSecondsLeft,
  slotsOfDay,
  type BookingData,
  type BookingSlot,
  type BookingTrack,
  type ConfirmInput,
  type ConfirmResult,
  type HoldResult,
} from '../../src/machines/tracks/booking/booking.machine.ts';
import { graphCoverage, neverSettles, replayMismatches, silentTicker } from './support/graphCoverage.ts';

const at = (iso: string) => Date.parse(iso);
// 23:30 on 5 March and 00:30 on 6 March in Mecca: both on 5 March in the Americas.
const lateEvening: BookingSlot = { id: 11, startsAt: at('2026-03-05T23:30:00+03:00'), capacity: 2, seatsLeft: 1 };
const afterMidnight: BookingSlot = { id: 12, startsAt: at('2026-03-06T00:30:00+03:00'), capacity: 2, seatsLeft: 2 };
const nextEvening: BookingSlot = { id: 13, startsAt: at('2026-03-07T20:00:00+03:00'), capacity: 2, seatsLeft: 2 };
const full: BookingSlot = { id: 14, startsAt: at('2026-03-08T20:00:00+03:00'), capacity: 2, seatsLeft: 0 };
const data: BookingData = {
  levels: [
    { id: 1, title: "Three juz'", description: '' },
    { id: 2, title: "Five juz'", description: '' },
  ],
  slots: [lateEvening, afterMidnight, nextEvening, full],
  openRequest: null,
};
const details = { phone: '14165550123', gender: 'female', country: 'CA', nationality: 'JO', birth_date: '1998-07-20', national_id_type: 'passport', id_number: '55501234', id_name: 'Maryam Haddad' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Calls = { holds: number[]; confirms: ConfirmInput[]; slotLoads: number; released: number[] };

function startBooking(options: {
  track?: BookingTrack;
  load?: BookingData;
  hold?: (slotId: number) => HoldResult;
  confirm?: (input: ConfirmInput) => ConfirmResult;
  freshSlots?: readonly BookingSlot[];
  now?: number;
}) {
  const calls: Calls = { holds: [], confirms: [], slotLoads: 0, released: [] };
  const actor = createActor(
    bookingMachine.provide({
      actors: {
        loadBooking: fromPromise(async () => options.load ?? data),
        loadSlots: fromPromise(async () => {
          calls.slotLoads++;
          return options.freshSlots ?? data.slots;
        }),
        holdSlot: fromPromise(async ({ input }) => {
          calls.holds.push(input.slotId);
          return options.hold?.(input.slotId) ?? { kind: 'held', holdId: 40, expiresInSeconds: 300 };
        }),
        releaseHold: fromPromise(async ({ input }) => {
          calls.released.push(input.holdId);
        }),
        confirmBooking: fromPromise(async ({ input }) => {
          calls.confirms.push(input);
          return options.confirm?.(input) ?? { kind: 'booked', requestId: 77 };
        }),
        ticker: fromCallback(() => {}),
      },
    }),
    { input: { track: options.track ?? 'third', now: options.now ?? at('2026-03-02T10:00:00Z') } },
  ).start();
  return { actor, calls };
}

const zones = ['America/Los_Angeles', 'America/New_York'];
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe.each(zones)('booking machine in %s', (zone) => {
  it('runs in a zone that is not Mecca time', () => {
    process.env.TZ = zone;
    expect(new Date(at('2026-03-05T20:30:00Z')).getTimezoneOffset()).not.toBe(-180);
    expect(new Date(at('2026-03-05T21:30:00Z')).getDate()).toBe(5);
  });

  it('groups free slots by Mecca day, whatever the device zone', () => {
    process.env.TZ = zone;
    expect(bookableDays(data.slots)).toEqual(['2026-03-05', '2026-03-06', '2026-03-07']);
    expect(slotsOfDay(data.slots, '2026-03-06').map((s) => s.id)).toEqual([12]);
    expect(slotsOfDay(data.slots, '2026-03-08')).toEqual([]);
    // No day chosen yet: no slots listed; no hold: no countdown.
    expect(slotsOfDay(data.slots, null)).toEqual([]);
    expect(holdSecondsLeft({ hold: null, now: Date.now() })).toBe(0);
  });

  it('books: level, day, slot held with its countdown, then confirmed with the details', async () => {
    process.env.TZ = zone;
    const { actor, calls } = startBooking({ track: 'fourth' });
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ levelId: null, date: '2026-03-05' });
    actor.send({ type: 'level.choose', levelId: 2 });
    actor.send({ type: 'date.choose', date: '2026-03-06' });
    actor.send({ type: 'slot.choose', slotId: 12 });
    expect(actor.getSnapshot().value).toBe('holding');
    await settle();
    const held = actor.getSnapshot();
    expect(held.value).toBe('held');
    expect(holdSecondsLeft(held.context)).toBe(300);
    actor.send({ type: 'clock.tick', now: held.context.now + 61_000 });
    expect(holdSecondsLeft(actor.getSnapshot().context)).toBe(239);
    actor.send({ type: 'booking.confirm', details });
    await settle();
    expect(actor.getSnapshot().value).toBe('booked');
    expect(actor.getSnapshot().context.requestId).toBe(77);
    expect(calls.holds).toEqual([12]);
    expect(calls.confirms).toEqual([{ track: 'fourth', mode: 'book', levelId: 2, slotId: 12, holdId: 40, details }]);
  });

  it('the last seat went to someone else: told "no longer available", shown fresh slots on the same day when it has some', async () => {
    process.env.TZ = zone;
    const fresh = [afterMidnight, nextEvening];
    const { actor, calls } = startBooking({ hold: () => ({ kind: 'refused', reason: 'slotTaken' }), freshSlots: fresh });
    await settle();
    actor.send({ type: 'slot.choose', slotId: 11 });
    await settle();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('choosing');
    expect(snapshot.context).toMatchObject({ notice: 'slotTaken', slotId: null, slots: fresh, date: '2026-03-06' });
    expect(calls.slotLoads).toBe(1);
  });

  it('a seat taken between hold and confirmation (hold lapsed on the server) also brings fresh slots', async () => {
    process.env.TZ = zone;
    const { actor } = startBooking({ confirm: () => ({ kind: 'refused', reason: 'slotTaken' }) });
    await settle();
    actor.send({ type: 'level.choose', levelId: 1 });
    actor.send({ type: 'slot.choose', slotId: 11 });
    await settle();
    actor.send({ type: 'booking.confirm', details });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'slotTaken', hold: null });
  });

  it('a time that overlaps the other track’s test: the server’s sentence is shown, level and day kept, nothing refetched', async () => {
    process.env.TZ = zone;
    const sentence = 'This time overlaps your fourth track test on Thursday 5 March at 11:30 pm Mecca time; choose a time that does not overlap it';
    const { actor, calls } = startBooking({ hold: (slotId) => (slotId === 11 ? { kind: 'clash', message: sentence } : { kind: 'held', holdId: 40, expiresInSeconds: 300 }) });
    await settle();
    actor.send({ type: 'level.choose', levelId: 2 });
    actor.send({ type: 'date.choose', date: '2026-03-05' });
    actor.send({ type: 'slot.choose', slotId: 11 });
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ clash: sentence, notice: null, slotId: null, levelId: 2, date: '2026-03-05' });
    expect(calls.slotLoads).toBe(0);
    // Choosing another time clears it.
    actor.send({ type: 'slot.choose', slotId: 13 });
    expect(actor.getSnapshot().context.clash).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('held');
  });

  it('a clash found on confirming (the other test booked meanwhile) lets the seat go and keeps level and day', async () => {
    process.env.TZ = zone;
    const sentence = 'يتداخل هذا الموعد مع اختبارك في المسار الثالث';
    const { actor, calls } = startBooking({ track: 'fourth', confirm: () => ({ kind: 'clash', message: sentence }) });
    await settle();
    actor.send({ type: 'level.choose', levelId: 1 });
    actor.send({ type: 'date.choose', date: '2026-03-07' });
    actor.send({ type: 'slot.choose', slotId: 13 });
    await settle();
    actor.send({ type: 'booking.confirm', details });
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ clash: sentence, hold: null, slotId: null, levelId: 1, date: '2026-03-07' });
    expect(calls.released).toEqual([40]);
    expect(calls.slotLoads).toBe(0);
  });

  it('a hold that lapses while the form is filled in is let go and the slots are fetched again', async () => {
    process.env.TZ = zone;
    const { actor, calls } = startBooking({});
    await settle();
    actor.send({ type: 'slot.choose', slotId: 13 });
    await settle();
    const { now } = actor.getSnapshot().context;
    actor.send({ type: 'clock.tick', now: now + 299_000 });
    expect(actor.getSnapshot().value).toBe('held');
    actor.send({ type: 'clock.tick', now: now + 300_000 });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'holdExpired', hold: null });
    expect(calls.slotLoads).toBe(1);
  });

  it('refused details stay on the form; a confirm without a level is not sent; another slot releases the hold', async () => {
    process.env.TZ = zone;
    const { actor, calls } = startBooking({ confirm: () => ({ kind: 'rejected', message: 'invalid', fieldErrors: { birth_date: ['Enter a birth date in the past'] } }) });
    await settle();
    actor.send({ type: 'slot.choose', slotId: 13 });
    await settle();
    actor.send({ type: 'booking.confirm', details });
    expect(actor.getSnapshot().value).toBe('held');
    expect(calls.confirms).toEqual([]);
    actor.send({ type: 'level.choose', levelId: 1 });
    actor.send({ type: 'booking.confirm', details });
    await settle();
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.rejection).toEqual({ message: 'invalid', fieldErrors: { birth_date: ['Enter a birth date in the past'] } });
    actor.send({ type: 'slot.release' });
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(calls.released).toEqual([40]);
  });

  it('with an open request the same steps move it (reschedule), keeping its level', async () => {
    process.env.TZ = zone;
    const { actor, calls } = startBooking({ load: { ...data, openRequest: { id: 9, slotId: 11, levelId: 2, appointmentAt: lateEvening.startsAt } } });
    await settle();
    expect(actor.getSnapshot().context.levelId).toBe(2);
    actor.send({ type: 'slot.choose', slotId: 13 });
    await settle();
    actor.send({ type: 'booking.confirm', details: null });
    await settle();
    expect(calls.confirms[0]).toMatchObject({ mode: 'reschedule', slotId: 13, holdId: 40, details: null });
  });
});

describe('booking machine: model-based', () => {
  const slotsDone = { type: 'xstate.done.actor.loadSlots', output: [afterMidnight] };
  const events = [
    { type: 'xstate.done.actor.loadBooking', output: data },
    { type: 'xstate.error.actor.loadBooking', error: new Error('offline') },
    { type: 'booking.retry' },
    { type: 'level.choose', levelId: 1 },
    { type: 'date.choose', date: '2026-03-06' },
    { type: 'slot.choose', slotId: 12 },
    { type: 'slots.refresh' },
    { type: 'xstate.done.actor.holdSlot', output: { kind: 'held', holdId: 40, expiresInSeconds: 300 } },
    { type: 'xstate.done.actor.holdSlot', output: { kind: 'refused', reason: 'slotTaken' } },
    { type: 'xstate.done.actor.holdSlot', output: { kind: 'clash', message: 'overlaps' } },
    { type: 'xstate.error.actor.holdSlot', error: new Error('offline') },
    { type: 'clock.tick', now: 1_000 },
    { type: 'clock.tick', now: 1_000_000 },
    { type: 'slot.release' },
    { type: 'booking.confirm', details },
    { type: 'xstate.done.actor.confirmBooking', output: { kind: 'booked', requestId: 77 } },
    { type: 'xstate.done.actor.confirmBooking', output: { kind: 'rejected', message: 'no', fieldErrors: {} } },
    { type: 'xstate.done.actor.confirmBooking', output: { kind: 'refused', reason: 'slotTaken' } },
    { type: 'xstate.done.actor.confirmBooking', output: { kind: 'clash', message: 'overlaps' } },
    { type: 'xstate.error.actor.confirmBooking', error: new Error('offline') },
    slotsDone,
    { type: 'xstate.error.actor.loadSlots', error: new Error('offline') },
  ];
  const options = { events, input: { track: 'third', now: 0 } };

  it('reaches every state and takes every transition', () => {
    expect(graphCoverage(bookingMachine as AnyStateMachine, options as never)).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });

  it('a live actor follows every shortest path the model gives', () => {
    const live = bookingMachine.provide({
      actors: {
        loadBooking: neverSettles(),
        loadSlots: neverSettles(),
        holdSlot: neverSettles(),
        releaseHold: neverSettles(),
        confirmBooking: neverSettles(),
        ticker: silentTicker,
      },
    });
    expect(replayMismatches(live as AnyStateMachine, options as never)).toEqual([]);
  });
});
