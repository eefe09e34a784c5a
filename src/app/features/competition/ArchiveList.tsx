import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ArchiveCard } from '../../../design-system';
import { formatDate } from '../../../domain/format';
import { isLanguage, type Language } from '../../../domain/language';
import { pathTo } from '../../routes/routes';
import type { Archive } from './competitionApi';
import * as styles from './competition.css';

/** "start – end" in the page's language, Mecca calendar days. */
export function archivePeriod(language: Language, archive: Archive): string {
  const { startsAt: start, endsAt: end } = archive;
  if (start === null || end === null) return `${archive.start_date} – ${archive.end_date}`;
  return `${formatDate(language, start)} – ${formatDate(language, end)}`;
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
