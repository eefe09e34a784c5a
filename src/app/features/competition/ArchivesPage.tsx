import { useTranslation } from 'react-i18next';
import { ResourceView } from '../../../design-system';
import { useResourceLabels } from '../../i18n/useResourceLabels';
import { ArchiveList } from './ArchiveList';
import { fetchAllArchives } from './competitionApi';
import { useResource } from '../../../api/useResource';
import * as styles from './competition.css';

/** `/archives-competition`: every past competition, each linking to its winners. */
export default function ArchivesPage() {
  const { t } = useTranslation('home');
  const [archives, retry] = useResource(fetchAllArchives);
  const labels = useResourceLabels();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.pageTitle}>
        {t('archives.pageTitle')}
      </h1>
      <ResourceView resource={archives} onRetry={retry} labels={labels} reserve="320px" spinnerSize="lg" empty={{ title: t('archives.empty') }}>
        {(list) => <ArchiveList archives={list} headingLevel={2} />}
      </ResourceView>
    </section>
  );
}
