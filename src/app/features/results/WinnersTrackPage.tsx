import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from 'react-aria-components';
import { EmptyState } from '../../../design-system';
import type { ResultsQuery, TrackKey } from '../../../machines';
import { fetchTrackWinners, pageOf, type Winner } from '../../api/results';
import { pathTo, trackOfWinnerSlug } from '../../routes/routes';
import { ResultsList } from './ResultsList';
import { SharePage } from './SharePage';
import { WinnerCard } from './WinnerCard';
import { useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';

/** The winners of a track once drawn, searched and paged in the browser, with a link to their draw. */
export function WinnersTrackView({ track, loadAll }: { track: TrackKey; loadAll: () => Promise<readonly Winner[]> }) {
  const { t } = useResultsTranslation();
  const trackName = t(`common:tracks.${track}`);
  const [drawnIn, setDrawnIn] = useState<number | null>(null);
  const all = useRef<Promise<readonly Winner[]> | null>(null);
  const fetchPage = useCallback(
    async (query: ResultsQuery) => {
      all.current ??= loadAll().catch((error: unknown) => {
        all.current = null; // a retry asks again
        throw error;
      });
      const winners = await all.current;
      setDrawnIn(winners.find((w) => w.entry_id)?.competition_id ?? null);
      return pageOf(winners, query);
    },
    [loadAll],
  );
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('winners.title', { track: trackName })}
      </h1>
      {drawnIn !== null ? (
        <p className={styles.notice}>
          <Link className={styles.textLink} href={pathTo({ route: 'draw', competitionId: drawnIn, track })}>
            {t('winners.drawLink')}
          </Link>
        </p>
      ) : null}
      <SharePage title={t('winners.title', { track: trackName })} />
      <ResultsList<Winner>
        key={track}
        fetchPage={fetchPage}
        labels={{ list: t('winners.title', { track: trackName }), search: t('list.search'), count: (count) => t('winners.count', { count }), empty: t('winners.notDrawn') }}
        itemKey={(w) => w.id}
        renderItem={(w) => <WinnerCard winner={w} />}
      />
    </section>
  );
}

/** `/winners/{first-path … fifth-path}`: the current competition's winners of a track, with the prize and the draw. */
export default function WinnersTrackPage() {
  const { t } = useResultsTranslation();
  const track = trackOfWinnerSlug(useParams().slug);
  const loadAll = useCallback(() => fetchTrackWinners(track ?? 'first'), [track]);
  if (!track) {
    return (
      <section className={styles.page}>
        <EmptyState title={t('candidates.unknownTrack')} />
      </section>
    );
  }
  return <WinnersTrackView track={track} loadAll={loadAll} />;
}
