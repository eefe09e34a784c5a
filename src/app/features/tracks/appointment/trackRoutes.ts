import type { BookingTrack, RouteId, RouteWithParams } from '../../../../machines';

/**
 * Each appointment track's own pages: its introduction and its booking. Which page shows a request in a given status is
 * the machines' one table, `requestOutcomeRoute`, shared with push routing.
 */
export const trackRoutes = {
  third: { intro: 'preSaving', booking: 'saving' },
  fourth: { intro: 'preSavingNabaa', booking: 'savingNabaa' },
} as const satisfies Record<BookingTrack, Record<string, Exclude<RouteId, RouteWithParams>>>;
