import { setup } from 'xstate';

/** The app sends `network.offline` at start when `navigator.onLine` is false. */
export type OfflineEvent = { type: 'network.offline' } | { type: 'network.online' } | { type: 'dialog.close' };

export const offlineMachine = setup({
  types: {} as { events: OfflineEvent },
}).createMachine({
  id: 'offline',
  initial: 'online',
  states: {
    online: { on: { 'network.offline': 'offline' } },
    offline: {
      initial: 'dialogOpen',
      on: {
        // Every offline event reopens the dialog, even after it was closed.
        'network.offline': '.dialogOpen',
        'network.online': 'online',
      },
      states: {
        /** "You are currently offline…" */
        dialogOpen: { on: { 'dialog.close': 'dialogClosed' } },
        dialogClosed: {},
      },
    },
  },
});
