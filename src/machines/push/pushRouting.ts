import { setup } from 'xstate';
import type { RouteRef } from '../routes/routeRef.ts';

export const PUSH_STATUSES = ['pending', 'approved', 'success', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** A push message's `data`: either or both statuses. */
export interface PushData {
  third_path_status?: string | null;
  fourth_path_status?: string | null;
}

export interface PushMessage {
  notification?: { title?: string | null; body?: string | null } | null;
  data?: PushData | null;
}

const THIRD_TRACK_ROUTES: Record<PushStatus, RouteRef> = {
  approved: { route: 'congratulations' },
  success: { route: 'congratulations' },
  failed: { route: 'preSaving' },
  pending: { route: 'successSend' },
};

const FOURTH_TRACK_ROUTES: Record<PushStatus, RouteRef> = {
  approved: { route: 'congratulationsNabaa' },
  success: { route: 'congratulationsNabaa' },
  failed: { route: 'preSavingNabaa' },
  pending: { route: 'successSendNabaa' },
};

const isPushStatus = (value: unknown): value is PushStatus => (PUSH_STATUSES as readonly unknown[]).includes(value);

/**
 * Where a push message sends the contestant, or null. When a message carries both statuses
 * the third track's wins (it is the one listed first).
 */
export function pushRoute(data: PushData | null | undefined): RouteRef | null {
  if (isPushStatus(data?.third_path_status)) return THIRD_TRACK_ROUTES[data.third_path_status];
  if (isPushStatus(data?.fourth_path_status)) return FOURTH_TRACK_ROUTES[data.fourth_path_status];
  return null;
}

export type PushRoutingEvent = { type: 'push.receive'; message: PushMessage };

/** Every push message: a success toast with its body, a notifications refetch, and the route if any. */
export const pushRoutingMachine = setup({
  types: {} as { events: PushRoutingEvent },
  guards: {
    hasRoute: ({ event }) => pushRoute(event.message.data) !== null,
  },
  actions: {
    showToast: (_, _params: { body: string }) => {},
    refetchNotifications: () => {},
    navigate: (_, _params: { to: RouteRef }) => {},
  },
}).createMachine({
  id: 'pushRouting',
  initial: 'listening',
  states: {
    listening: {
      on: {
        'push.receive': [
          {
            guard: 'hasRoute',
            actions: [
              { type: 'showToast', params: ({ event }) => ({ body: event.message.notification?.body ?? '' }) },
              'refetchNotifications',
              { type: 'navigate', params: ({ event }) => ({ to: pushRoute(event.message.data)! }) },
            ],
          },
          {
            actions: [
              { type: 'showToast', params: ({ event }) => ({ body: event.message.notification?.body ?? '' }) },
              'refetchNotifications',
            ],
          },
        ],
      },
    },
  },
});
