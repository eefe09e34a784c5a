import type { RouteRef } from '../routes/routeRef.ts';
import type { BookingTrack } from './booking/booking.machine.ts';

/** A third- or fourth-track request's status (the contract's `MemorisationStatus`). */
export const REQUEST_STATUSES = ['pending', 'approved', 'refused', 'success', 'failed', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * The one table of which page shows a third- or fourth-track request in each status, read by push routing and by the
 * track pages. It is spec §4's push routing, which decisions.md keeps: pending → `/success-send`, approved or passed →
 * `/congratulations`, failed → the track's own page (`/pre-saving`, which shows the request, its reason and "book
 * again"); a refusal is a failure, and a cancelled request leaves the track not started. The `/nabaa` pages for the fourth.
 */
export const REQUEST_OUTCOME_ROUTES = {
  third: {
    pending: { route: 'successSend' },
    approved: { route: 'congratulations' },
    success: { route: 'congratulations' },
    failed: { route: 'preSaving' },
    refused: { route: 'preSaving' },
    cancelled: { route: 'preSaving' },
  },
  fourth: {
    pending: { route: 'successSendNabaa' },
    approved: { route: 'congratulationsNabaa' },
    success: { route: 'congratulationsNabaa' },
    failed: { route: 'preSavingNabaa' },
    refused: { route: 'preSavingNabaa' },
    cancelled: { route: 'preSavingNabaa' },
  },
} as const satisfies Record<BookingTrack, Record<RequestStatus, RouteRef>>;

export type RequestOutcomeRoute = (typeof REQUEST_OUTCOME_ROUTES)[BookingTrack][RequestStatus];

/** The page that shows a request in this status. */
export function requestOutcomeRoute(track: BookingTrack, status: RequestStatus): RequestOutcomeRoute {
  return REQUEST_OUTCOME_ROUTES[track][status];
}
