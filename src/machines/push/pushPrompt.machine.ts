import { fromPromise, setup } from 'xstate';

/** What the browser allows before anything is asked: push not possible here, already granted, denied, or not asked yet. */
export type PushPermission = 'unavailable' | 'granted' | 'denied' | 'default';

/** How asking went (the app's push setup answers more kinds; any other is a failure). */
export type PushEnableResult = 'started' | 'denied' | 'failed';

/**
 * The button that asks for browser notifications: shown only where push is possible and not yet
 * granted, and it asks only when pressed (never on first load).
 */
export const pushPromptMachine = setup({
  types: {} as { context: { permission: PushPermission }; input: { permission: PushPermission }; events: { type: 'push.enable' } },
  actors: {
    /** Asks the browser, then starts push; resolves with how it went. */
    enablePush: fromPromise<PushEnableResult>(async () => {
      throw new Error('provide the enablePush actor');
    }),
  },
  guards: {
    isHidden: (_, permission: PushPermission) => permission === 'unavailable' || permission === 'granted',
    isDenied: (_, permission: PushPermission) => permission === 'denied',
    isStarted: (_, result: PushEnableResult) => result === 'started',
    isRefused: (_, result: PushEnableResult) => result === 'denied',
  },
}).createMachine({
  id: 'pushPrompt',
  context: ({ input }) => ({ permission: input.permission }),
  initial: 'deciding',
  states: {
    deciding: {
      meta: { transient: true },
      always: [
        { guard: { type: 'isHidden', params: ({ context }) => context.permission }, target: 'hidden' },
        { guard: { type: 'isDenied', params: ({ context }) => context.permission }, target: 'denied' },
        { target: 'offer' },
      ],
    },
    /** Nothing to offer: push is not possible here, or notifications are on already. */
    hidden: {},
    /** The enable button. */
    offer: { on: { 'push.enable': 'enabling' } },
    /** Asking the browser; the button is pending. */
    enabling: {
      invoke: {
        id: 'enablePush',
        src: 'enablePush',
        onDone: [
          { guard: { type: 'isStarted', params: ({ event }) => event.output }, target: 'enabled' },
          { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'denied' },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    /** Notifications are on. */
    enabled: {},
    /** The browser refuses: how to allow them again is the browser's own setting. */
    denied: {},
    /** Something else went wrong: the button again, with the error. */
    failed: { on: { 'push.enable': 'enabling' } },
  },
});
