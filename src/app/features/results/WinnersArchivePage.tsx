import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from 'react-aria-components';
import { EmptyState, ResourceView } from '../../../design-system';
import { useResource } from '../../../api/useResource';
import { useResourceLabels } from '../../i18n/useResourceLabels';
import { fetchAllArchives } from '../competition/competitionApi';
import { TRACK_KEYS, type ResultsQuery, type TrackKey } from '../../../machines';
import { fetchArchiveWinners, pageOf, type Winner } from '../../api/results';
import { pathOf, pathTo } from '../../routes/routes';
import { ResultsList } from './ResultsList';
import { SharePage } from './SharePage';
import { WinnerCard } from './WinnerCard';
import { useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';

/** What the page says of an archive that does not exist (or no longer does), with the way to the others. */
function missingArchive(t: ReturnType<typeof useResultsTranslation>['t']) {
  return { title: t('winners.archiveMissing'), action: <Link className={styles.textLink} href={pathOf('archives')}>{t('winners.allArchives')}</Link> };
}

/** An archived competition's winners (every track, in drawn order), with a link to each track's draw where one was run. */
export function WinnersArchiveView({ name, loadAll }: { name: string; loadAll: () => Promise<readonly Winner[] | null> }) {
  const { t } = useResultsTranslation();
  const [missing, setMissing] = useState(false);
  const [draws, setDraws] = useState<{ competitionId: number; track: TrackKey }[]>([]);
  const all = useRef<Promise<readonly Winner[] | null> | null>(null);
  const fetchPage = useCallback(
    async (query: ResultsQuery) => {
      all.current ??= loadAll().catch((error: unknown) => {
        all.current = null;
        throw error;
      });
      const winners = await all.current;
      if (winners === null) {
        setMissing(true);
        return { items: [], total: 0 };
      }
      setDraws(
        TRACK_KEYS.flatMap((track) => {
          const drawn = winners.find((w) => w.track === track && w.entry_id);
          return drawn ? [{ competitionId: drawn.competition_id, track }] : [];
        }),
      );
      return pageOf(winners, query);
    },
    [loadAll],
  );
  if (missing) {
    return (
      <section className={styles.page}>
        <EmptyState {...missingArchive(t)} />
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('winners.archiveTitle', { name })}
      </h1>
      {draws.length > 0 ? (
        <nav aria-label={t('winners.draws')} className={styles.actions}>
          {draws.map((d) => (
            <Link key={d.track} className={styles.textLink} href={pathTo({ route: 'draw', ...d })}>
              {t('winners.drawLinkTrack', { track: t(`common:tracks.${d.track}`) })}
            </Link>
          ))}
        </nav>
      ) : null}
      <SharePage title={t('winners.archiveTitle', { name })} />
      <ResultsList<Winner>
        fetchPage={fetchPage}
        labels={{ list: t('winners.archiveTitle', { name }), search: t('list.search'), count: (count) => t('winners.count', { count }), empty: t('winners.empty') }}
        itemKey={(w) => w.id}
        renderItem={(w) => <WinnerCard winner={w} showTrack />}
      />
      <Link className={styles.textLink} href={pathOf('archives')}>
        {t('winners.allArchives')}
      </Link>
    </section>
  );
}

/**
 * `/winners/{name}/{id}`: the winners of one archived competition. The name it shows is the archive's own, in the
 * visitor's language: the address's name segment is only there to be readable, and a hand-made link could put anything
 * in it.
 */
export default function WinnersArchivePage() {
  const { winnersId = '' } = useParams();
  return <ArchiveWinners key={winnersId} id={/^[1-9][0-9]{0,9}$/.test(winnersId) ? Number(winnersId) : null} />;
}

function ArchiveWinners({ id }: { id: number | null }) {
  const { t } = useResultsTranslation();
  const labels = useResourceLabels();
  const [archive, retry] = useResource(async () => (id === null ? null : ((await fetchAllArchives()).find((a) => a.id === id) ?? null)));
  const loadAll = useCallback(async () => (id === null ? null : fetchArchiveWinners(id)), [id]);
  return (
    <ResourceView resource={archive} onRetry={retry} labels={labels} reserve="320px" spinnerSize="lg" isEmpty={(found) => found === null} empty={missingArchive(t)}>
      {(found) => <WinnersArchiveView name={found!.name} loadAll={loadAll} />}
    </ResourceView>
  );
}
