import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../../../design-system';
import type { ResultsQuery, TrackKey } from '../../../machines';
import { fetchCandidates, type Candidate } from '../../api/results';
import { trackOfCandidateSlug } from '../../routes/routes';
import { PersonCard } from './PersonCard';
import { ResultsList } from './ResultsList';
import { useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';

export function CandidatesView({ track, fetchPage }: { track: TrackKey; fetchPage: (query: ResultsQuery) => ReturnType<typeof fetchCandidates> }) {
  const { t } = useResultsTranslation();
  const trackName = t(`common:tracks.${track}`);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t('candidates.title', { track: trackName })}
      </h1>
      <p className={styles.intro}>
        {t(`candidates.rule.${track}`)} {t('candidates.privacy')}
      </p>
      <ResultsList<Candidate>
        key={track}
        fetchPage={fetchPage}
        labels={{
          list: t('candidates.title', { track: trackName }),
          search: t('list.search'),
          count: (total) => t('candidates.count', { count: total }),
          empty: t('candidates.empty'),
        }}
        itemKey={(c) => c.entry_id ?? c.id}
        renderItem={(c) => <PersonCard person={c} />}
      />
    </section>
  );
}

/** `/competition/candidates/{first-path … fifth-path}` (the fourth spelt `forth-path`): who goes into the draw. */
export default function CandidatesPage() {
  const { t } = useResultsTranslation();
  const track = trackOfCandidateSlug(useParams().slug);
  const fetchPage = useCallback((query: ResultsQuery) => fetchCandidates(track ?? 'first', query), [track]);
  if (!track) {
    return (
      <section className={styles.page}>
        <EmptyState title={t('candidates.unknownTrack')} />
      </section>
    );
  }
  return <CandidatesView track={track} fetchPage={fetchPage} />;
}
