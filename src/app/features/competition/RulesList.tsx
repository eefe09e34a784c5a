import { useTranslation } from 'react-i18next';
import { ResourceView } from '../../../design-system';
import type { RuleItem } from '../../../machines';
import { useResourceLabels } from '../../i18n/useResourceLabels';
import * as styles from './competition.css';

export type RulesView = 'loading' | 'listed' | 'empty' | 'failed';

export interface RulesListProps {
  view: RulesView;
  rules: readonly RuleItem[];
  onRetry: () => void;
}

/** The competition conditions: spinner, then "title: description" items; failure says so with a retry. */
export function RulesList({ view, rules, onRetry }: RulesListProps) {
  const { t } = useTranslation('home');
  const labels = useResourceLabels({ loading: t('about.rulesLoading') });
  return (
    <ResourceView
      status={view === 'listed' ? 'loaded' : view}
      onRetry={onRetry}
      labels={labels}
      reserve={styles.reservedBlockSize}
      empty={{ title: t('about.rulesEmpty') }}
    >
      <ol className={styles.rulesList}>
        {rules.map((rule) => (
          <li key={rule.id}>
            <span className={styles.ruleTitle}>{rule.title}</span>: {rule.description}
          </li>
        ))}
      </ol>
    </ResourceView>
  );
}
