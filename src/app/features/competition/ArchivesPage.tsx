import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Preloader } from '../../../design-system';
import { ArchiveList } from './ArchiveList';
import { fetchAllArchives } from './competitionApi';
import { useResource } from '../../../api/useResource';
import * as styles from './competition.css';

/** `/archives-competition`: every past competition, each linking to its winners. */
export default function ArchivesPage() {
  const { t } = useTranslation('home');
  const [archives, retry] = useResource(fetchAllArchives);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.pageTitle}>
        {t('archives.pageTitle')}
      </h1>
      {archives.status === 'loading' ? (
        <Preloader label={t('sectionLoading')} fullPage={false} minBlockSize="320px" />
      ) : archives.status === 'failed' ? (
        <ErrorState title={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />
      ) : archives.data.length === 0 ? (
        <EmptyState title={t('archives.empty')} />
      ) : (
        <ArchiveList archives={archives.data} headingLevel={2} />
      )}
    </section>
  );
}
