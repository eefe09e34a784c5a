// The review screen: the queue, or one item of it opened for listening and judging; back to the queue reads it again.
import { assign, setup } from 'xstate';

export type ReviewKind = 'second' | 'fifth';
export type OpenedItem = { kind: ReviewKind; id: number };
export type ReviewQueueContext = { opened: OpenedItem | null };
export type ReviewQueueEvent = { type: 'item.open'; item: OpenedItem } | { type: 'item.back' };

export const reviewQueueMachine = setup({
  types: {} as { context: ReviewQueueContext; events: ReviewQueueEvent },
  actions: {
    /** The queue is read again on the way back (the verdict just given may have closed the item). */
    reloadQueue: () => {},
  },
}).createMachine({
  id: 'reviewQueue',
  context: { opened: null },
  initial: 'queue',
  states: {
    queue: { on: { 'item.open': { target: 'item', actions: assign({ opened: ({ event }) => event.item }) } } },
    item: { on: { 'item.back': { target: 'queue', actions: [assign({ opened: null }), 'reloadQueue'] } } },
  },
});
