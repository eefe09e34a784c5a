import { assertEvent, assign, setup } from 'xstate';

/**
 * `copy.served`: the site's service worker answered a read of this page from what it kept (the network was gone), as
 * stored at `storedAt` (epoch ms). The app sends the browser's `network.online` / `network.offline`.
 */
export type OfflineCopyEvent = { type: 'copy.served'; storedAt: number } | { type: 'network.online' } | { type: 'network.offline' };

export interface OfflineCopyContext {
  /** When the oldest kept answer this page shows was stored; null while the page shows only live answers. */
  storedAt: number | null;
}

/**
 * Whether the page shows kept answers: `live` says nothing; `stale` is the note "offline — shown as of …" (the oldest
 * kept answer's time); `reconnected`, once the network is back, offers to load the page again for the latest.
 */
export const offlineCopyMachine = setup({
  types: {} as { context: OfflineCopyContext; events: OfflineCopyEvent },
  actions: {
    keepOldest: assign({
      storedAt: ({ context, event }) => {
        assertEvent(event, 'copy.served');
        return Math.min(context.storedAt ?? event.storedAt, event.storedAt);
      },
    }),
  },
}).createMachine({
  id: 'offlineCopy',
  context: { storedAt: null },
  initial: 'live',
  states: {
    live: { on: { 'copy.served': { target: 'stale', actions: 'keepOldest' } } },
    stale: {
      on: {
        'copy.served': { actions: 'keepOldest' },
        'network.online': 'reconnected',
      },
    },
    reconnected: {
      on: {
        'copy.served': { target: 'stale', actions: 'keepOldest' },
        'network.offline': 'stale',
      },
    },
  },
});
