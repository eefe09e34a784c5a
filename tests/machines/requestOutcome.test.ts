import { describe, expect, it } from 'vitest';
import { PUSH_STATUSES, pushRoute } from '../../src/machines/push/pushRouting.ts';
import { REQUEST_STATUSES, requestOutcomeRoute } from '../../src/machines/tracks/requestOutcome.ts';

describe('one status → outcome table for push routing and the track pages', () => {
  it('sends a push message to the page the track pages show the request on, for every status and both tracks', () => {
    for (const status of PUSH_STATUSES) {
      expect(pushRoute({ third_path_status: status })).toEqual(requestOutcomeRoute('third', status));
      expect(pushRoute({ fourth_path_status: status })).toEqual(requestOutcomeRoute('fourth', status));
    }
  });

  it('is spec §4 routing, which decisions.md keeps; a refusal is a failure, a cancelled request the track page', () => {
    const pages = (track: 'third' | 'fourth') => Object.fromEntries(REQUEST_STATUSES.map((status) => [status, requestOutcomeRoute(track, status).route]));
    expect(pages('third')).toEqual({ pending: 'successSend', approved: 'congratulations', success: 'congratulations', failed: 'preSaving', refused: 'preSaving', cancelled: 'preSaving' });
    expect(pages('fourth')).toEqual({
      pending: 'successSendNabaa',
      approved: 'congratulationsNabaa',
      success: 'congratulationsNabaa',
      failed: 'preSavingNabaa',
      refused: 'preSavingNabaa',
      cancelled: 'preSavingNabaa',
    });
  });
});
