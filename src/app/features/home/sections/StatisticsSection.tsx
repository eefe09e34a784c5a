import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner, StatisticCounter } from '../../../../design-system';
import type { Statistics } from '../homeApi';
import type { Resource } from '../../../../api/useResource';
import * as styles from '../home.css';

export const STATISTIC_KEYS = ['total_countries', 'registered', 'subscribes_contestants', 'candidates', 'winners'] as const;

/** Section 8: five counters. */
export function StatisticsSection({ statistics, onRetry }: { statistics: Resource<Statistics>; onRetry: () => void }) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.sectionMuted} aria-labelledby="home-statistics" id="statistics">
      <div className={styles.inner}>
        <h2 id="home-statistics" className={styles.heading}>
          {t('statistics.title')}
        </h2>
        {statistics.status === 'loading' ? (
          <div className={styles.reserve}>
            <Spinner label={t('sectionLoading')} />
          </div>
        ) : statistics.status === 'failed' ? (
          <ErrorState title={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />
        ) : (
          <ul className={styles.statsList}>
            {STATISTIC_KEYS.map((key) => (
              <li key={key}>
                <StatisticCounter value={statistics.data[key]} label={t(`statistics.${key}`)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
