import { assign, fromPromise, setup, spawnChild, type ActorRefFrom } from 'xstate';
import type { FieldMessages } from '../../errors/apiErrors.ts';
import { toMeccaIsoDate } from '../../../domain/meccaTime.ts';
import type { ClockTickEvent } from '../../time/ticker.ts';
import { tickerNotProvided } from '../../time/ticker.ts';

/** The two appointment tracks; the machine is the same for both, the track is its input. */
export type BookingTrack = 'third' | 'fourth';

export interface BookingLevel {
  id: number;
  title: string;
  description: string;
}

/** A slot with a free seat; `startsAt` is an instant (epoch ms), shown in Mecca time. */
export interface BookingSlot {
  id: number;
  startsAt: number;
  capacity: number;
  seatsLeft: number;
}

/** The contestant's open request, when the booking moves it instead of making one. */
export interface OpenRequest {
  id: number;
  slotId: number | null;
  levelId: number;
  appointmentAt: number;
}

export interface BookingData {
  levels: readonly BookingLevel[];
  slots: readonly BookingSlot[];
  /** A pending or accepted request that may still be changed: the booking reschedules it. */
  openRequest: OpenRequest | null;
}

export interface SlotHold {
  id: number;
  slotId: number;
  /** Epoch ms on this device's clock when the hold lapses (the server's remaining seconds added to the time it arrived). */
  expiresAt: number;
}

/** Why the contestant is back at choosing, told once above the slots. */
export type BookingNotice = 'slotTaken' | 'slotTooSoon' | 'holdExpired' | 'requestOpen' | 'tooLateToChange';

/** The server's sentence naming the contestant's test on the other track that this slot overlaps (a 409 `clash`). */
export type ClashResult = { kind: 'clash'; message: string };

export type HoldResult = { kind: 'held'; holdId: number; expiresInSeconds: number } | { kind: 'refused'; reason: 'slotTaken' | 'slotTooSoon' } | ClashResult;

export type ConfirmResult =
  | { kind: 'booked'; requestId: number }
  | { kind: 'refused'; reason: 'slotTaken' | 'slotTooSoon' | 'requestOpen' | 'tooLateToChange' }
  /** Bad details (422): the server's message and field messages, shown on the form. */
  | { kind: 'rejected'; message: string; fieldErrors: FieldMessages }
  | ClashResult;

export interface ConfirmInput {
  track: BookingTrack;
  mode: 'book' | 'reschedule';
  levelId: number;
  slotId: number;
  holdId: number;
  /** The contestant details form's values (book only). */
  details: Readonly<Record<string, string>> | null;
}

export interface BookingContext {
  track: BookingTrack;
  levels: readonly BookingLevel[];
  slots: readonly BookingSlot[];
  openRequest: OpenRequest | null;
  levelId: number | null;
  /** The Mecca calendar day shown, `YYYY-MM-DD`. */
  date: string | null;
  slotId: number | null;
  hold: SlotHold | null;
  now: number;
  notice: BookingNotice | null;
  /**
   * The server's sentence when the chosen slot overlaps the contestant's test on the other track (one test at a time):
   * shown above the slots, the level, day and details kept, until another slot is chosen.
   */
  clash: string | null;
  /** The last confirmation the server refused for its details, or a send that failed (message null). */
  rejection: { message: string | null; fieldErrors: FieldMessages } | null;
  requestId: number | null;
}

export type BookingEvent =
  | { type: 'level.choose'; levelId: number }
  | { type: 'date.choose'; date: string }
  | { type: 'slot.choose'; slotId: number }
  | { type: 'slot.release' }
  | { type: 'slots.refresh' }
  | { type: 'booking.confirm'; details: Readonly<Record<string, string>> | null }
  | { type: 'booking.retry' }
  | ClockTickEvent;

export interface BookingInput {
  track: BookingTrack;
  /** The injected clock's reading when the machine starts. */
  now: number;
}

/** The Mecca days that have a slot with a free seat, earliest first. */
export function bookableDays(slots: readonly BookingSlot[]): string[] {
  return [...new Set(slots.filter((s) => s.seatsLeft > 0).map((s) => toMeccaIsoDate(s.startsAt)))].sort();
}

/** The free slots of one Mecca day, earliest first. */
export function slotsOfDay(slots: readonly BookingSlot[], date: string | null): BookingSlot[] {
  return date === null ? [] : slots.filter((s) => s.seatsLeft > 0 && toMeccaIsoDate(s.startsAt) === date).sort((a, b) => a.startsAt - b.startsAt);
}

/** Whole seconds the hold has left (0 once lapsed). */
export function holdSecondsLeft(context: Pick<BookingContext, 'hold' | 'now'>): number {
  return context.hold ? Math.max(0, Math.ceil((context.hold.expiresAt - context.now) / 1000)) : 0;
}

/** Keeps the chosen day when it still has free slots, else the first day that does. */
function dayAfterRefresh(slots: readonly BookingSlot[], date: string | null): string | null {
  const days = bookableDays(slots);
  return date !== null && days.includes(date) ? date : (days[0] ?? null);
}

/** Placeholders the machine ships with, so a forgotten `.provide()` fails loudly. */
function notProvided<Output, Input>(name: string) {
  return fromPromise<Output, Input>(async () => {
    throw new Error(`provide the booking machine's ${name} actor`);
  });
}

/**
 * Booking an appointment for the third or fourth track (cal.com's flow): choose a level and a free slot; the slot is
 * held for a few minutes while the contestant confirms with their details; a slot gone meanwhile ("no longer
 * available") or a lapsed hold brings fresh slots back. With an open request the same steps move it (reschedule).
 */
export const bookingMachine = setup({
  types: {} as { context: BookingContext; events: BookingEvent; input: BookingInput },
  actors: {
    loadBooking: notProvided<BookingData, { track: BookingTrack }>('loadBooking'),
    loadSlots: notProvided<readonly BookingSlot[], { track: BookingTrack }>('loadSlots'),
    holdSlot: notProvided<HoldResult, { track: BookingTrack; slotId: number }>('holdSlot'),
    releaseHold: notProvided<void, { track: BookingTrack; holdId: number }>('releaseHold'),
    confirmBooking: notProvided<ConfirmResult, ConfirmInput>('confirmBooking'),
    ticker: tickerNotProvided,
  },
  guards: {
    hasLevel: ({ context }) => context.levelId !== null,
    holdLapsed: ({ context, event }) => context.hold !== null && (event as ClockTickEvent).now >= context.hold.expiresAt,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    track: input.track,
    levels: [],
    slots: [],
    openRequest: null,
    levelId: null,
    date: null,
    slotId: null,
    hold: null,
    now: input.now,
    notice: null,
    clash: null,
    rejection: null,
    requestId: null,
  }),
  initial: 'loading',
  on: {
    'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadBooking',
        src: 'loadBooking',
        input: ({ context }) => ({ track: context.track }),
        onDone: {
          target: 'choosing',
          actions: assign(({ event }) => ({
            levels: event.output.levels,
            slots: event.output.slots,
            openRequest: event.output.openRequest,
            levelId: event.output.openRequest?.levelId ?? (event.output.levels.length === 1 ? event.output.levels[0]!.id : null),
            date: bookableDays(event.output.slots)[0] ?? null,
          })),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'booking.retry': 'loading' },
    },
    choosing: {
      on: {
        'level.choose': { actions: assign({ levelId: ({ event }) => event.levelId }) },
        'date.choose': { actions: assign({ date: ({ event }) => event.date, slotId: null }) },
        'slot.choose': { target: 'holding', actions: assign({ slotId: ({ event }) => event.slotId, notice: null, clash: null, rejection: null }) },
        // The page regained focus, or the contestant asked: fresh seats (cal.com refetches on focus).
        'slots.refresh': 'refreshing',
      },
    },
    holding: {
      invoke: {
        id: 'holdSlot',
        src: 'holdSlot',
        input: ({ context }) => ({ track: context.track, slotId: context.slotId! }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'held',
            target: 'held',
            actions: assign(({ context, event }) => {
              const output = event.output as Extract<HoldResult, { kind: 'held' }>;
              return { hold: { id: output.holdId, slotId: context.slotId!, expiresAt: context.now + output.expiresInSeconds * 1000 } };
            }),
          },
          // The slot overlaps the contestant's other test: back to the same day's slots, told which test.
          {
            guard: ({ event }) => event.output.kind === 'clash',
            target: 'choosing',
            actions: assign(({ event }) => ({ clash: (event.output as ClashResult).message, slotId: null })),
          },
          {
            target: 'refreshing',
            actions: assign(({ event }) => ({ notice: (event.output as Extract<HoldResult, { kind: 'refused' }>).reason, slotId: null })),
          },
        ],
        // The hold could not be asked for (offline): back to the slots, nothing lost.
        onError: { target: 'choosing', actions: assign({ slotId: null, rejection: { message: null, fieldErrors: {} } }) },
      },
    },
    held: {
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        'clock.tick': [
          { guard: 'holdLapsed', target: 'refreshing', actions: assign({ now: ({ event }) => event.now, hold: null, slotId: null, notice: 'holdExpired' }) },
          { actions: assign({ now: ({ event }) => event.now }) },
        ],
        'level.choose': { actions: assign({ levelId: ({ event }) => event.levelId }) },
        'booking.confirm': { guard: 'hasLevel', target: 'confirming' },
        // Another slot is wanted: the seat goes back at once (a hold left alone lapses by itself).
        'slot.release': {
          target: 'choosing',
          actions: [
            spawnChild('releaseHold', { input: ({ context }) => ({ track: context.track, holdId: context.hold!.id }) }),
            assign({ hold: null, slotId: null, rejection: null }),
          ],
        },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmBooking',
        src: 'confirmBooking',
        input: ({ context, event }) => ({
          track: context.track,
          mode: context.openRequest ? 'reschedule' : 'book',
          levelId: context.levelId!,
          slotId: context.slotId!,
          holdId: context.hold!.id,
          details: (event as Extract<BookingEvent, { type: 'booking.confirm' }>).details,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'booked',
            target: 'booked',
            actions: assign(({ event }) => ({ requestId: (event.output as Extract<ConfirmResult, { kind: 'booked' }>).requestId, hold: null, rejection: null })),
          },
          {
            guard: ({ event }) => event.output.kind === 'rejected',
            target: 'held',
            actions: assign(({ event }) => {
              const output = event.output as Extract<ConfirmResult, { kind: 'rejected' }>;
              return { rejection: { message: output.message, fieldErrors: output.fieldErrors } };
            }),
          },
          // The other track's test was booked meanwhile and overlaps: the seat goes back, the level, day and details stay.
          {
            guard: ({ event }) => event.output.kind === 'clash',
            target: 'choosing',
            actions: [
              spawnChild('releaseHold', { input: ({ context }) => ({ track: context.track, holdId: context.hold!.id }) }),
              assign(({ event }) => ({ clash: (event.output as ClashResult).message, hold: null, slotId: null })),
            ],
          },
          {
            target: 'refreshing',
            actions: assign(({ event }) => ({ notice: (event.output as Extract<ConfirmResult, { kind: 'refused' }>).reason, hold: null, slotId: null })),
          },
        ],
        // The send failed (offline): the hold stands, the form keeps its values, confirm again.
        onError: { target: 'held', actions: assign({ rejection: { message: null, fieldErrors: {} } }) },
      },
    },
    refreshing: {
      invoke: {
        id: 'loadSlots',
        src: 'loadSlots',
        input: ({ context }) => ({ track: context.track }),
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => ({ slots: event.output, date: dayAfterRefresh(event.output, context.date) })),
        },
        onError: 'choosing',
      },
    },
    booked: { type: 'final' },
  },
});

export type BookingMachine = typeof bookingMachine;
/** A running booking, as the pages and the details form hold it. */
export type BookingActor = ActorRefFrom<BookingMachine>;
