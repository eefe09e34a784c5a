import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Spinner } from '../../../design-system';
import type { RuleItem } from '../../../machines';
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
  switch (view) {
    case 'loading':
      return (
        <div className={styles.reserve}>
          <Spinner label={t('about.rulesLoading')} />
        </div>
      );
    case 'failed':
      return <ErrorState title={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
    case 'empty':
      return <EmptyState title={t('about.rulesEmpty')} />;
    case 'listed':
      return (
        <ol className={styles.rulesList}>
          {rules.map((rule) => (
            <li key={rule.id}>
              <span className={styles.ruleTitle}>{rule.title}</span>: {rule.description}
            </li>
          ))}
        </ol>
      );
  }
}
