import { useTranslation } from 'react-i18next';
import { ConnectedRules } from './ConnectedRules';
import * as styles from './competition.css';

/** `/about-competition`: the competition conditions (title set by the route table), loading, failed with retry, or the list. */
export default function AboutCompetitionPage() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.pageTitle}>
        {t('about.rulesTitle')}
      </h1>
      <ConnectedRules />
    </section>
  );
}
