import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ArchiveCard, ErrorState, LinkButton, Spinner } from '../../../../design-system';
import { formatDate } from '../../../i18n/format';
import { isLanguage, type Language } from '../../../i18n/language';
import type { Archive, ArchivesOnHome } from '../homeApi';
import type { Resource } from '../../../data/useResource';
import * as styles from '../home.css';
import { pathOf, pathTo } from '../../../routes/routes';

/** "start – end" in the page's language, Mecca calendar days. */
export function archivePeriod(language: Language, archive: Archive): string {
  const { startsAt: start, endsAt: end } = archive;
  if (start === null || end === null) return `${archive.start_date} – ${archive.end_date}`;
  return `${formatDate(language, new Date(start))} – ${formatDate(language, new Date(end))}`;
}

/** A list of archive cards, each linking to its winners. */
export function ArchiveList({ archives, headingLevel = 3 }: { archives: readonly Archive[]; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('home');
  const language = isLanguage(i18n.language) ? i18n.language : 'ar';
  return (
    <ul className={styles.grid}>
      {archives.map((archive, index) => (
        <li key={archive.id}>
          <ArchiveCard
            index={index}
            headingLevel={headingLevel}
            name={archive.name}
            winnerCount={archive.winner_count}
            winnerCountLabel={t('archives.winnerCount')}
            period={archivePeriod(language, archive)}
            periodLabel={t('archives.period')}
            action={
              <Link className={styles.archiveActionLink} href={pathTo({ route: 'winnersArchive', name: archive.name, id: archive.id })}>
                {t('archives.viewWinners', { name: archive.name })}
              </Link>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Section 9: the first three archives, only when at least one exists (while loading or failed the
 * section keeps its place). "Read more" shows when the API returned more than three (decisions.md).
 */
export function ArchivesSection({ archives, onRetry }: { archives: Resource<ArchivesOnHome>; onRetry: () => void }) {
  const { t } = useTranslation('home');
  if (archives.status === 'loaded' && archives.data.shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-archives" id="archives">
      <div className={styles.inner}>
        <h2 id="home-archives" className={styles.heading}>
          {t('archives.title')}
        </h2>
        {archives.status === 'loading' ? (
          <div className={styles.reserve}>
            <Spinner label={t('sectionLoading')} />
          </div>
        ) : archives.status === 'failed' ? (
          <ErrorState title={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />
        ) : (
          <>
            <ArchiveList archives={archives.data.shown} />
            {archives.data.total > archives.data.shown.length ? (
              <div className={styles.centre}>
                <LinkButton href={pathOf('archives')} variant="secondary">
                  {t('archives.readMore')}
                </LinkButton>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
