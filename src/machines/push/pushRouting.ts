import { setup } from 'xstate';
import type { RouteRef } from '../routes/routeRef.ts';
import { requestOutcomeRoute } from '../tracks/requestOutcome.ts';

export const PUSH_STATUSES = ['pending', 'approved', 'success', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** The second track's set after review (the server's `second_path_status`). */
export const SECOND_TRACK_PUSH_STATUSES = ['accepted', 'refused'] as const;
/** The fifth track's newest attempt after review (the server's `fifth_path_status`). */
export const FIFTH_TRACK_PUSH_STATUSES = ['active', 'failed'] as const;

/** A prize request after a finance step (the server's `prize_request_status`, server/operators/notices.ts). */
export const PRIZE_REQUEST_PUSH_STATUSES = ['approved', 'returned', 'payment_recorded', 'paid'] as const;

/** A push message's `data`: a track's status, or a prize request's (the server sends one per message). */
export interface PushData {
  prize_request_status?: string | null;
  second_path_status?: string | null;
  third_path_status?: string | null;
  fourth_path_status?: string | null;
  fifth_path_status?: string | null;
}

export interface PushMessage {
  notification?: { title?: string | null; body?: string | null } | null;
  data?: PushData | null;
}

const isPushStatus = (value: unknown): value is PushStatus => (PUSH_STATUSES as readonly unknown[]).includes(value);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

/**
 * Where a push message sends the contestant, or null. A third- or fourth-track status opens the page the track pages
 * show a request in that status on (`requestOutcomeRoute`, the one table). The second track's decision opens the recording page
 * (its set's status and reason); the fifth track's opens Al-Fatiha's page (the attempts and, after a refusal,
 * a new attempt); a prize request's step opens the winner's requests (/winner/competition). When a message carries several statuses the third track's wins, then the fourth's, the second's
 * and the fifth's.
 */
export function pushRoute(data: PushData | null | undefined): RouteRef | null {
  if (isPushStatus(data?.third_path_status)) return requestOutcomeRoute('third', data.third_path_status);
  if (isPushStatus(data?.fourth_path_status)) return requestOutcomeRoute('fourth', data.fourth_path_status);
  if (isOneOf(SECOND_TRACK_PUSH_STATUSES, data?.second_path_status)) return { route: 'recording' };
  if (isOneOf(FIFTH_TRACK_PUSH_STATUSES, data?.fifth_path_status)) return { route: 'fatihah' };
  if (isOneOf(PRIZE_REQUEST_PUSH_STATUSES, data?.prize_request_status)) return { route: 'winnerCompetition' };
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
