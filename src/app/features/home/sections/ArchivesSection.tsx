import { useTranslation } from 'react-i18next';
import { LinkButton, ResourceView } from '../../../../design-system';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import type { ArchivesOnHome } from '../homeApi';
import { ArchiveList } from '../../competition/ArchiveList';
import type { Resource } from '../../../../api/useResource';
import * as styles from '../home.css';
import { pathOf } from '../../../routes/routes';

/**
 * Section 9: the first three archives, only when at least one exists (while loading or failed the
 * section keeps its place). "Read more" shows when the API returned more than three (decisions.md).
 */
export function ArchivesSection({ archives, onRetry }: { archives: Resource<ArchivesOnHome>; onRetry: () => void }) {
  const { t } = useTranslation('home');
  const labels = useResourceLabels();
  if (archives.status === 'loaded' && archives.data.shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-archives" id="archives">
      <div className={styles.inner}>
        <h2 id="home-archives" className={styles.heading}>
          {t('archives.title')}
        </h2>
        <ResourceView resource={archives} onRetry={onRetry} labels={labels} reserve={styles.reservedBlockSize}>
          {({ shown, total }) => (
          <>
            <ArchiveList archives={shown} />
            {total > shown.length ? (
              <div className={styles.centre}>
                <LinkButton href={pathOf('archives')} variant="secondary">
                  {t('archives.readMore')}
                </LinkButton>
              </div>
            ) : null}
          </>
          )}
        </ResourceView>
      </div>
    </section>
  );
}
