import { assign, fromPromise, setup } from 'xstate';

/** What the machine reads of a notification; the app's items carry the rest (title, body, time). */
export interface NotificationEntry {
  id: number;
  /** 0 while unread. */
  is_read: number;
}

/** One notification by id, or all of them. */
export type MarkReadTarget = number | 'all';

export interface NotificationsContext {
  /** Newest first, as the app's reader orders them. */
  items: readonly NotificationEntry[];
  /** What a mark-read request under way is for. */
  marking: MarkReadTarget | null;
}

export type NotificationsEvent =
  | { type: 'notifications.load' }
  | { type: 'notifications.markRead'; target: MarkReadTarget }
  /** Signed out, or not a contestant: nothing to show. */
  | { type: 'notifications.clear' };

/**
 * The signed-in contestant's notification list, one for the whole site: the header's bell, the
 * notifications page and push messages (each asks for a fresh list) read the same actor.
 */
export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent },
  actors: {
    /** GET /user/profile/notifications, newest first; rejects on failure. */
    fetchNotifications: fromPromise<readonly NotificationEntry[]>(async () => {
      throw new Error('provide the fetchNotifications actor');
    }),
    /** POST …/{id}/read or …/read-all; resolves with the new list. */
    markRead: fromPromise<readonly NotificationEntry[], { target: MarkReadTarget }>(async () => {
      throw new Error('provide the markRead actor');
    }),
  },
  actions: {
    /** The mark-read request failed: say so (an error toast in the app). */
    notifyMarkReadFailed: () => {},
    setItems: assign((_, items: readonly NotificationEntry[]) => ({ items, marking: null })),
    setMarking: assign((_, marking: MarkReadTarget) => ({ marking })),
    clearMarking: assign({ marking: null }),
    clear: assign({ items: [], marking: null }),
  },
}).createMachine({
  id: 'notifications',
  context: { items: [], marking: null },
  initial: 'idle',
  on: {
    'notifications.clear': { target: '.idle', actions: 'clear' },
  },
  states: {
    /** Nobody's list is asked for (a guest, a visitor, or before the session is known). */
    idle: { on: { 'notifications.load': 'loading' } },
    /** Asking; a list already shown stays shown while a fresh one comes (after a push message). */
    loading: {
      invoke: {
        id: 'fetchNotifications',
        src: 'fetchNotifications',
        onDone: { target: 'loaded', actions: { type: 'setItems', params: ({ event }) => event.output } },
        // Spec §8: a failed fetch is logged, and the last list stays.
        onError: 'failed',
      },
    },
    loaded: {
      on: {
        'notifications.load': 'loading',
        'notifications.markRead': { target: 'markingRead', actions: { type: 'setMarking', params: ({ event }) => event.target } },
      },
    },
    /** One notification (or all) is being marked read: its button is pending. */
    markingRead: {
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => ({ target: context.marking ?? 'all' }),
        onDone: { target: 'loaded', actions: { type: 'setItems', params: ({ event }) => event.output } },
        onError: { target: 'loaded', actions: ['clearMarking', 'notifyMarkReadFailed'] },
      },
    },
    /** The list could not be fetched: the last one stays, with a retry. */
    failed: { on: { 'notifications.load': 'loading' } },
  },
});
