import { useTranslation } from 'react-i18next';
import { Countdown, Spinner } from '../../../../design-system';
import type { CountdownContext } from '../../../../machines';
import { formatDateTime } from '../../../i18n/format';
import { isLanguage } from '../../../i18n/language';
import * as styles from '../home.css';

export type CountdownMessageKey = 'beforeStart' | 'running' | 'awaitingResults' | 'ended' | 'drawPeriod';

/** The message above the numbers for the countdown's phase; null when there is nothing to count. */
export function countdownMessageKey(countdown: CountdownContext): CountdownMessageKey | null {
  return countdown.phase === 'noCompetition' || !countdown.title ? null : countdown.phase;
}

export interface CompetitionTimeSectionProps {
  /** The competitions call is running: a spinner. */
  loading: boolean;
  countdown: CountdownContext | null;
}

/** Section 4: the countdown in Mecca time, with its phase's message and the target date. */
export function CompetitionTimeSection({ loading, countdown }: CompetitionTimeSectionProps) {
  const { t, i18n } = useTranslation('home');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const message = countdown ? countdownMessageKey(countdown) : null;
  return (
    <section className={styles.section} aria-labelledby="home-time" id="competition-time">
      <div className={styles.inner}>
        <h2 id="home-time" className={styles.heading}>
          {t('time.title')}
        </h2>
        <div className={styles.timeBox}>
          {loading || !countdown ? (
            <Spinner label={t('time.loading')} />
          ) : message === null ? (
            <p>{t('time.noCompetition')}</p>
          ) : (
            <>
              <Countdown
                title={t(`time.${message}`, { title: countdown.title })}
                days={countdown.remaining.days}
                hours={countdown.remaining.hours}
                minutes={countdown.remaining.minutes}
                seconds={countdown.remaining.seconds}
                isoDuration={countdown.duration}
                showDays={countdown.showDays}
                labels={{ days: t('time.days'), hours: t('time.hours'), minutes: t('time.minutes'), seconds: t('time.seconds') }}
              />
              {countdown.targetMs !== null ? (
                <p className={styles.meccaNote} data-testid="countdown-target">
                  {formatDateTime(language, new Date(countdown.targetMs))} {t('meccaTime', { ns: 'common' })}
                </p>
              ) : (
                <p className={styles.meccaNote}>{t('meccaTime', { ns: 'common' })}</p>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
