import type { TFunction } from 'i18next';
import { formatDayTime } from '../../../../domain/format';
import type { Language } from '../../../../domain/language';
import type { TrackKey, TrackSummary } from '../../../../machines';

/**
 * The one short line a track card shows under its title: where the contestant stands ("Booked for Sunday 29 November
 * at 19:00 Mecca time", "Passed, 92", "Attempt 1 of 3 — awaiting review"); null when there is nothing to say.
 */
export function trackStatusText(track: TrackKey, summary: TrackSummary | null | undefined, t: TFunction<'tracks'>, language: Language): string | null {
  if (!summary) return null;
  const when = summary.appointmentAt !== null ? formatDayTime(language, summary.appointmentAt) : null;
  switch (summary.stage) {
    case 'notStarted':
      return null;
    case 'inProgress':
      if (track === 'first') return t('progress.quizStarted');
      return summary.clips ? t('progress.clipsRecorded', { recorded: summary.clips.recorded, required: summary.clips.required }) : null;
    case 'answered':
      return summary.score ? t('progress.quizScore', { correct: summary.score.correct, total: summary.score.total }) : t('progress.quizAnswered');
    case 'booked':
      return when ? t('progress.booked', { when }) : t('progress.awaitingReview');
    case 'awaitingReview':
    case 'accepted':
    case 'refused':
    case 'passed':
      if (summary.attempt) {
        const state = t(`progress.attemptState.${summary.stage}`);
        return t('progress.attempt', { number: summary.attempt.number, allowed: summary.attempt.allowed, state });
      }
      if (summary.stage === 'accepted' && when) return t('progress.testAccepted', { when });
      if (summary.stage === 'passed' && summary.degree !== null) return t('progress.passedWithDegree', { degree: summary.degree });
      return t(`progress.${summary.stage}`);
    case 'failed':
      return t('progress.failed');
  }
}
