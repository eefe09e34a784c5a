import { useMachine } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { Button, Form, ResourceView, TextField } from '../../../design-system';
import { pageCount, resultsListMachine, type ResultsPage, type ResultsQuery } from '../../../machines';
import { useResultsResourceLabels, useResultsTranslation } from './resultsTranslation';
import * as styles from './results.css';

type ListSnapshot = SnapshotFrom<typeof resultsListMachine>;
type ListSend = (event: Parameters<ReturnType<typeof useMachine<typeof resultsListMachine>>[1]>[0]) => void;

export type ResultsListLabels = {
  /** The list's accessible name. */
  list: string;
  search: string;
  /** "{{count}} candidates", for the number of matches. */
  count: (total: number) => string;
  /** Nothing at all yet (no search). */
  empty: string;
};

type ViewProps<T> = {
  snapshot: ListSnapshot;
  send: ListSend;
  labels: ResultsListLabels;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Lists of a few items (a winner's certificates) need no search field. */
  searchable?: boolean;
};

/** One list of results in each of its states: loading, loaded (search, count, cards, pages), empty, failed. */
export function ResultsListView<T>({ snapshot, send, labels, renderItem, itemKey, searchable = true }: ViewProps<T>) {
  const { t } = useResultsTranslation();
  const { query, page, perPage, total } = snapshot.context;
  const items = snapshot.context.items as readonly T[];
  const [text, setText] = useState(query);
  const pages = pageCount(total, perPage);
  const resourceLabels = useResultsResourceLabels();
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : snapshot.matches('empty') ? 'empty' : 'loaded';
  return (
    <div className={styles.section}>
      {searchable ? (
        <Form role="search" className={styles.searchForm} onSubmit={() => send({ type: 'list.search', query: text })}>
          <div className={styles.searchField}>
            <TextField label={labels.search} type="search" value={text} onChange={setText} name="q" />
          </div>
          <Button type="submit" variant="secondary">
            {t('list.searchButton')}
          </Button>
        </Form>
      ) : null}
      <ResourceView
        status={status}
        onRetry={() => send({ type: 'list.retry' })}
        labels={resourceLabels}
        reserve="240px"
        spinnerSize="lg"
        empty={{
          title: query ? t('list.noResults') : labels.empty,
          ...(query
            ? {
                action: (
                  <Button
                    variant="secondary"
                    onPress={() => {
                      setText('');
                      send({ type: 'list.search', query: '' });
                    }}
                  >
                    {t('list.clearSearch')}
                  </Button>
                ),
              }
            : {}),
        }}
      >
          <p className={styles.count} aria-live="polite">
            {labels.count(total)}
          </p>
          <ul className={styles.cards} aria-label={labels.list}>
            {items.map((item) => (
              <li key={itemKey(item)} className={styles.card}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className={styles.pager} aria-label={t('list.pages')}>
              <Button variant="secondary" isDisabled={page <= 1} onPress={() => send({ type: 'list.page', page: page - 1 })}>
                {t('list.previous')}
              </Button>
              <span>{t('list.pageOf', { page, pages })}</span>
              <Button variant="secondary" isDisabled={page >= pages} onPress={() => send({ type: 'list.page', page: page + 1 })}>
                {t('list.next')}
              </Button>
            </nav>
          ) : null}
      </ResourceView>
    </div>
  );
}

type ListProps<T> = Omit<ViewProps<T>, 'snapshot' | 'send'> & {
  fetchPage: (query: ResultsQuery) => Promise<ResultsPage<T>>;
  perPage?: number;
};

/** The results list machine with the page's own `fetchPage` (one machine for candidates, winners and certificates). */
export function ResultsList<T>({ fetchPage, perPage = 12, ...view }: ListProps<T>) {
  const logic = useMemo(() => resultsListMachine.provide({ actors: { fetchPage: fromPromise<ResultsPage, ResultsQuery>(({ input }) => fetchPage(input)) } }), [fetchPage]);
  const [snapshot, send] = useMachine(logic, { input: { perPage } });
  return <ResultsListView<T> snapshot={snapshot} send={send} {...view} />;
}
