import { useTranslation } from 'react-i18next';
import { ResourceView, StatisticCounter } from '../../../../design-system';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import type { Statistics } from '../homeApi';
import type { Resource } from '../../../../api/useResource';
import * as styles from '../home.css';

export const STATISTIC_KEYS = ['total_countries', 'registered', 'subscribes_contestants', 'candidates', 'winners'] as const;

/** Section 8: five counters. */
export function StatisticsSection({ statistics, onRetry }: { statistics: Resource<Statistics>; onRetry: () => void }) {
  const { t } = useTranslation('home');
  const labels = useResourceLabels();
  return (
    <section className={styles.sectionMuted} aria-labelledby="home-statistics" id="statistics">
      <div className={styles.inner}>
        <h2 id="home-statistics" className={styles.heading}>
          {t('statistics.title')}
        </h2>
        <ResourceView resource={statistics} onRetry={onRetry} labels={labels} reserve={styles.reservedBlockSize}>
          {(counts) => (
            <ul className={styles.statsList}>
              {STATISTIC_KEYS.map((key) => (
                <li key={key}>
                  <StatisticCounter value={counts[key]} label={t(`statistics.${key}`)} />
                </li>
              ))}
            </ul>
          )}
        </ResourceView>
      </div>
    </section>
  );
}
