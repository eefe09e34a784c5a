// A contestant's timeline event as a sentence in the console's language (getOperatorContestant's `timeline`): each
// kind its own sentence; the record's own words (a message, a reason, a code) direction-isolated.
import { isolate } from '../domain/format';
import type { Schemas } from './api';

type Event = Schemas['ContestantTimelineEvent'];
type T = (key: string, values?: Record<string, unknown>) => string;

/** The sentence for one event, and its reason when it has one (a refusal's or a return's). */
export function timelineSentence(event: Event, t: T, when: (meccaDateTime: string) => string): { sentence: string; reason: string | null } {
  const status = event.status ? t(`contestants.statusName.${event.status}`) : '';
  const values = {
    competition: event.competition_title ? isolate(event.competition_title) : '',
    track: event.track ? t(`contestants.trackName.${event.track}`) : '',
    status,
    number: event.number ?? 0,
    score: event.score ?? 0,
    total: event.total ?? 0,
    degree: event.degree ?? 0,
    text: event.text ? isolate(event.text) : '',
    appointment: event.kind === 'request_booked' && event.text ? when(event.text) : '',
  };
  const key = (() => {
    switch (event.kind) {
      case 'quiz_finished':
        return event.score === null ? 'quiz_finished_unscored' : 'quiz_finished';
      case 'set_decided':
        return event.degree === null ? 'set_decided' : 'set_decided_degree';
      case 'review':
        return event.degree === null ? 'review' : 'review_total';
      case 'request_decided':
        return event.degree === null ? 'request_decided' : 'request_decided_degree';
      default:
        return event.kind;
    }
  })();
  return { sentence: t(`contestants.event.${key}`, values), reason: event.reason ? t('contestants.event.reason', { reason: isolate(event.reason) }) : null };
}
