import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../design-system/components/EmptyState/EmptyState';
import { AudioClip } from '../../../../design-system/components/Recorder/AudioClip';
import { playerLabels } from '../recording/recorderView';
import { fifthTrackAllowance, type FifthTrackAttempt } from '../../../api/recording';
import { formatDateTime, formatNumber } from '../../../../domain/format';
import { isLanguage } from '../../../../domain/language';
import * as styles from '../recording/recording.css';
import { Stack } from '../../../../design-system/components/Layout/Stack';
import { Inline } from '../../../../design-system/components/Layout/Inline';

/** Attempts used and left, of the number the competition allows. */
export function AttemptAllowance({ attempts, allowed }: { attempts: readonly FifthTrackAttempt[]; allowed: number }) {
  const { t, i18n } = useTranslation('recording');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const { used, left, accepted } = fifthTrackAllowance(attempts, allowed);
  return (
    <div className={styles.card}>
      <p className={styles.cardTitle}>{t('fifth.used', { used: formatNumber(language, used), total: formatNumber(language, allowed) })}</p>
      <p>{t('fifth.left', { left: formatNumber(language, left) })}</p>
      {accepted ? <p role="status">{t('fifth.accepted')}</p> : left === 0 ? <p role="status">{t('fifth.noneLeft')}</p> : null}
    </div>
  );
}

/** The attempts, newest first, each with its status (and reason when refused) and its recording. */
export function AttemptHistory({ attempts }: { attempts: readonly FifthTrackAttempt[] }) {
  const { t, i18n } = useTranslation('recording');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return (
    <Stack as="section" space="md" aria-labelledby="attempts-title">
      <h2 id="attempts-title" className={styles.cardTitle}>
        {t('fifth.history')}
      </h2>
      {attempts.length === 0 ? (
        <EmptyState title={t('fifth.empty')} />
      ) : (
        <Stack as="ol" space="md">
          {attempts.map((attempt) => {
            const number = formatNumber(language, attempt.attempt_number);
            const status = attempt.status ?? 'none';
            return (
              <li key={attempt.id} className={styles.card}>
                <Inline space="sm" align="spaceBetween">
                  <h3 className={styles.cardTitle}>{t('fifth.attempt', { number })}</h3>
                  <span className={[styles.badge, status === 'active' || status === 'success' ? styles.badgeDone : status === 'failed' ? styles.badgeRefused : ''].join(' ')}>
                    {t(`fifth.status.${status}`)}
                  </span>
                </Inline>
                {attempt.createdAt !== null ? <p className={styles.muted}>{t('fifth.sentAt', { date: formatDateTime(language, new Date(attempt.createdAt)) })}</p> : null}
                {status === 'failed' && attempt.refusal_reason ? <p>{t('fifth.reason', { reason: attempt.refusal_reason })}</p> : null}
                {attempt.degree !== null ? <p className={styles.muted}>{t('fifth.degree', { degree: formatNumber(language, attempt.degree) })}</p> : null}
                <AudioClip className={styles.audio} src={attempt.audio_url} durationMs={attempt.duration_ms} label={t('fifth.listen', { number })} labels={playerLabels(t)} />
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
