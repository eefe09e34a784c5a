// The test slots in the console: open one (track, Mecca start time, seats) or close an empty one.
import { assign, fromPromise, setup } from 'xstate';
import { type ConsoleOutcome, westernDigits } from './consoleOutcome.ts';

export type SlotTrack = 'third' | 'fourth';
export type NewSlot = { track: SlotTrack; starts_at: string; capacity: number };
export type SlotOpeningContext = { track: SlotTrack; startsAt: string; capacity: string; refusal: string | null };
export type SlotOpeningEvent =
  | { type: 'slot.trackChange'; track: SlotTrack }
  | { type: 'slot.startsAtChange'; value: string }
  | { type: 'slot.capacityChange'; value: string }
  | { type: 'slot.open' }
  | { type: 'slot.close'; slotId: number };

const editing = {
  'slot.trackChange': { actions: 'change' },
  'slot.startsAtChange': { actions: 'change' },
  'slot.capacityChange': { actions: 'change' },
  'slot.open': { target: 'opening', actions: 'clearRefusal' },
  'slot.close': { target: 'closing', actions: 'clearRefusal' },
} as const;

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
    change: assign(({ context, event }) => {
      if (event.type === 'slot.trackChange') return { ...context, track: event.track };
      if (event.type === 'slot.startsAtChange') return { ...context, startsAt: event.value };
      if (event.type === 'slot.capacityChange') return { ...context, capacity: event.value };
      return context;
    }),
    clearRefusal: assign({ refusal: null }),
    refuse: assign((_, outcome: ConsoleOutcome) => ({ refusal: outcome.kind === 'refused' ? outcome.message : null })),
  },
}).createMachine({
  id: 'slotOpening',
  context: { track: 'third', startsAt: '', capacity: '2', refusal: null },
  initial: 'idle',
  states: {
    idle: { on: editing },
    opening: {
      invoke: {
        src: 'openSlot',
        input: ({ context }) => ({ track: context.track, starts_at: context.startsAt.trim(), capacity: Number(westernDigits(context.capacity.trim())) }),
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'idle' },
          { target: 'refused', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'refused', actions: 'clearRefusal' },
      },
    },
    closing: {
      invoke: {
        src: 'closeSlot',
        input: ({ event }) => ({ slotId: event.type === 'slot.close' ? event.slotId : 0 }),
        onDone: [
          { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: 'idle' },
          { target: 'refused', actions: { type: 'refuse', params: ({ event }) => event.output } },
        ],
        onError: { target: 'refused', actions: 'clearRefusal' },
      },
    },
    refused: { on: editing },
  },
});
