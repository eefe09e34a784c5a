import { useTranslation } from 'react-i18next';
import type { CountdownContext } from '../../../../machines';
import { formatNumber } from '../../../../domain/format';
import { isLanguage } from '../../../../domain/language';
import type { Statistics } from '../homeApi';
import * as styles from '../home.css';
import { countdownMessageKey } from './CompetitionTimeSection';

export interface CountdownBarProps {
  countdown: CountdownContext;
  statistics: Statistics | null;
}

/**
 * The fixed statistics-and-countdown bar; the page renders it only when the countdown machine says it shows.
 * On a phone it is one compact line (a short label and the time); the statistics have their own section.
 */
export function CountdownBar({ countdown, statistics }: CountdownBarProps) {
  const { t, i18n } = useTranslation('home');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  const two = (n: number) => formatNumber(language, n, { minimumIntegerDigits: 2, useGrouping: false });
  const { days, hours, minutes, seconds } = countdown.remaining;
  const message = countdownMessageKey(countdown);
  return (
    <>
      <div className={styles.barSpacer} aria-hidden="true" />
      <aside className={styles.bar} aria-label={t('statistics.bar')} data-testid="countdown-bar">
        {message ? <p className={`${styles.barItem} ${styles.barWide}`}>{t(`time.${message}`, { title: countdown.title })}</p> : null}
        <p className={styles.barItem}>
          {message && message !== 'drawPeriod' && message !== 'resultsOut' ? (
            <span className={styles.barShort}>{t(`time.short.${message}`)}</span>
          ) : null}
          <time dateTime={countdown.duration} className={styles.barNumber}>
            {countdown.showDays ? `${t('time.dayCount', { count: days })} ` : ''}
            {two(hours)}:{two(minutes)}:{two(seconds)}
          </time>
        </p>
        {statistics ? (
          <>
            <p className={`${styles.barItem} ${styles.barWide}`}>
              <span className={styles.barNumber}>{formatNumber(language, statistics.registered)}</span>
              {t('statistics.registered')}
            </p>
            <p className={`${styles.barItem} ${styles.barWide}`}>
              <span className={styles.barNumber}>{formatNumber(language, statistics.subscribes_contestants)}</span>
              {t('statistics.subscribes_contestants')}
            </p>
          </>
        ) : null}
      </aside>
    </>
  );
}
