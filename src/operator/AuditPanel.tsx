import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import type { SnapshotFrom } from 'xstate';
import { listOfData } from '../api/envelope';
import type { Resource } from '../api/useResource';
import { useResource } from '../api/useResource';
import { Button, Form, ResourceView, TextField } from '../design-system';
import { auditQueryMaxLength, type AuditSearchEvent, auditSearchMachine } from '../machines/operator/auditSearch.machine';
import type { ConsoleClient, Schemas } from './api';
import { auditSentence } from './auditSentence';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';

export type AuditLog = { entries: Schemas['AuditEntry'][]; total: number };

export function AuditPanel({ client }: { client: ConsoleClient }) {
  const [search, send] = useMachine(auditSearchMachine);
  const { query } = search.context;
  const [log, retry] = useResource(
    useCallback(async () => {
      const { data } = await client.GET('/operator/audit', { params: { query: { per_page: 50, ...(query ? { q: query } : {}) } } });
      if (!data) throw new Error('the server refused the request');
      return { entries: listOfData(data), total: data.meta.total };
    }, [client, query]),
  );
  return <AuditView search={search} send={send} log={log} retry={retry} />;
}

/** The log in a state of the search machine (the whole log, or the entries matching), one sentence per entry. */
export function AuditView({ search, send, log, retry }: { search: SnapshotFrom<typeof auditSearchMachine>; send: (event: AuditSearchEvent) => void; log: Resource<AuditLog>; retry: () => void }) {
  const { t, when } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const { typed, query } = search.context;
  return (
    <section className={styles.panel} aria-labelledby="audit-title">
      <h2 id="audit-title" className={styles.heading}>
        {t('audit.title')}
      </h2>
      <Form role="search" onSubmit={() => send({ type: 'search.submit' })} className={styles.row}>
        <TextField label={t('audit.search')} type="search" value={typed} onChange={(value) => send({ type: 'search.type', value })} maxLength={auditQueryMaxLength} />
        <Button type="submit" variant="secondary">
          {t('audit.searchButton')}
        </Button>
      </Form>
      {search.matches('searched') ? (
        <div className={styles.row}>
          <p className={styles.muted}>{t('audit.searched', { query })}</p>
          <Button variant="ghost" size="sm" onPress={() => send({ type: 'search.clear' })}>
            {t('audit.clear')}
          </Button>
        </div>
      ) : null}
      <ResourceView resource={log} onRetry={retry} labels={labels} isEmpty={({ entries }) => entries.length === 0} empty={{ title: t('audit.empty') }}>
        {({ entries, total }) => (
            <>
              <p className={styles.muted} role="status">
                {t('audit.total', { count: total })}
              </p>
              <ul className={styles.list}>
                {entries.map((e) => {
                  const { sentence, changes } = auditSentence(e, { t, when });
                  return (
                    <li key={e.id} className={styles.item}>
                      <p className={styles.sentence}>{sentence}</p>
                      <p className={styles.muted}>{t('audit.when', { when: when(e.created_at) })}</p>
                      {changes.length > 0 ? (
                        <>
                          <p className={styles.muted}>{t('audit.changed')}</p>
                          <ul className={styles.changes}>
                            {changes.map((change) => (
                              <li key={change} className={styles.sentence}>
                                {change}
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
        )}
      </ResourceView>
    </section>
  );
}
