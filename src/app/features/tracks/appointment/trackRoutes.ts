import type { BookingTrack, RouteId, RouteWithParams } from '../../../../machines';
import type { AppointmentStatus } from '../../../api/appointments';

/** Each appointment track's pages by role. */
export const trackRoutes = {
  third: { intro: 'preSaving', booking: 'saving', pending: 'successSend', passed: 'congratulations', failed: 'failureSend' },
  fourth: { intro: 'preSavingNabaa', booking: 'savingNabaa', pending: 'successSendNabaa', passed: 'congratulationsNabaa', failed: 'failureSendNabaa' },
} as const satisfies Record<BookingTrack, Record<string, Exclude<RouteId, RouteWithParams>>>;

/** The outcome page that shows a request in this status (push messages route the same way). */
export function outcomeRoute(track: BookingTrack, status: AppointmentStatus): Exclude<RouteId, RouteWithParams> {
  const pages = trackRoutes[track];
  if (status === 'pending' || status === 'approved') return pages.pending;
  if (status === 'success') return pages.passed;
  if (status === 'cancelled') return pages.intro;
  return pages.failed;
}
