// The test slots in the console: open one (track, Mecca start time, seats) or close an empty one.
import { assign, fromPromise, setup } from 'xstate';
import { westernDigits } from '../../domain/digits.ts';
import { type ConsoleOutcome } from './consoleOutcome.ts';

export type SlotTrack = 'third' | 'fourth';
export type NewSlot = { track: SlotTrack; starts_at: string; capacity: number };
export type SlotOpeningContext = { track: SlotTrack; startsAt: string; capacity: string; refusal: string | null };
export type SlotOpeningEvent =
  | { type: 'slot.trackChange'; track: SlotTrack }
  | { type: 'slot.startsAtChange'; value: string }
  | { type: 'slot.capacityChange'; value: string }
  | { type: 'slot.open' }
  | { type: 'slot.close'; slotId: number };

export const slotOpeningMachine = setup({
  types: {} as { context: SlotOpeningContext; events: SlotOpeningEvent },
  actors: {
    openSlot: fromPromise<ConsoleOutcome, NewSlot>(async () => {
      throw new Error('provide openSlot');
    }),
    closeSlot: fromPromise<ConsoleOutcome, { slotId: number }>(async () => {
      throw new Error('provide closeSlot');
    }),
  },
  guards: { isSaved: (_, outcome: ConsoleOutcome) => outcome.kind === 'saved' },
  actions: {
    clearRefusal: assign({ refusal: null }),
    refuse: assign((_, outcome: ConsoleOutcome) => ({ refusal: outcome.message ?? null })),
  },
}).createMachine({
  id: 'slotOpening',
  context: { track: 'third', startsAt: '', capacity: '2', refusal: null },
  initial: 'editing',
  states: {
    /** The new slot's fields and the list; after a refusal (`refused`, the server's message, null when none or unreachable). */
    editing: {
      initial: 'idle',
      on: {
        'slot.trackChange': { actions: assign({ track: ({ event }) => event.track }) },
        'slot.startsAtChange': { actions: assign({ startsAt: ({ event }) => event.value }) },
        'slot.capacityChange': { actions: assign({ capacity: ({ event }) => event.value }) },
        'slot.open': { target: 'opening', actions: 'clearRefusal' },
        'slot.close': { target: 'closing', actions: 'clearRefusal' },
      },
      states: { idle: {}, refused: {} },
    },
    opening: {
      invoke: {
        src: 'openSlot',
        input: ({ context }) => ({ track: context.track, starts_at: westernDigits(context.startsAt.trim()), capacity: Number(westernDigits(context.capacity.trim())) }),
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'editing' },
          { target: 'editing.refused', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing.refused', actions: 'clearRefusal' },
      },
    },
    closing: {
      invoke: {
        src: 'closeSlot',
        input: ({ event }) => ({ slotId: (event as Extract<SlotOpeningEvent, { type: 'slot.close' }>).slotId }),
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'editing' },
          { target: 'editing.refused', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing.refused', actions: 'clearRefusal' },
      },
    },
  },
});
