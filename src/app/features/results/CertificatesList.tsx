import { useCallback, useRef } from 'react';
import type { ResultsPage, ResultsQuery } from '../../../machines';
import { pageOf, type Certificate } from '../../api/results';
import { ResultsList } from './ResultsList';
import { useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';
import { CertificateCard } from './CertificateCard';
import { CertificateVisibility } from './CertificateVisibility';

type Props = {
  title: string;
  intro?: string;
  /** A paged search on the server (the public list)… */
  fetchPage?: (query: ResultsQuery) => Promise<ResultsPage<Certificate>>;
  /** …or a short list of one's own, paged in the browser. */
  loadAll?: () => Promise<readonly Certificate[]>;
  searchLabel?: string;
  /** The holder's own lists: each certificate's switch between the public list and private. */
  saveVisibility?: (id: string, isPublic: boolean) => Promise<Certificate>;
};

/** A page of certificates: the public list, mine, a winner's. Empty says "No certificates", as the catalogue does. */
export function CertificatesList({ title, intro, fetchPage, loadAll, searchLabel, saveVisibility }: Props) {
  const { t } = useResultsTranslation();
  const all = useRef<Promise<readonly Certificate[]> | null>(null);
  const ownPage = useCallback(
    async (query: ResultsQuery) => {
      all.current ??= (loadAll ?? (async () => []))().catch((error: unknown) => {
        all.current = null;
        throw error;
      });
      return pageOf((await all.current).map((c) => ({ ...c, name: `${c.holder_name} ${c.id}` })), query);
    },
    [loadAll],
  );
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <ResultsList<Certificate>
        fetchPage={fetchPage ?? ownPage}
        searchable={fetchPage !== undefined}
        labels={{ list: title, search: searchLabel ?? t('certificates.searchLabel'), count: (count) => t('certificates.count', { count }), empty: t('certificates.empty') }}
        itemKey={(c) => c.id}
        renderItem={(c) => <CertificateCard certificate={c} extra={saveVisibility ? <CertificateVisibility certificate={c} save={saveVisibility} /> : null} />}
      />
    </section>
  );
}
