import { useCallback, useState, type FormEvent } from 'react';
import { listOfData } from '../api/envelope';
import { Button, ResourceView, TextField } from '../design-system';
import { useResource } from '../api/useResource';
import type { ConsoleClient } from './api';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';

export function AuditPanel({ client }: { client: ConsoleClient }) {
  const { t, when } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [log, retry] = useResource(
    useCallback(async () => {
      const { data } = await client.GET('/operator/audit', { params: { query: { per_page: 50, ...(query ? { q: query } : {}) } } });
      if (!data) throw new Error('the server refused the request');
      return { entries: listOfData(data), total: data.meta.total };
    }, [client, query]),
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim().slice(0, 64));
  };
  return (
    <section className={styles.panel} aria-labelledby="audit-title">
      <h2 id="audit-title" className={styles.heading}>
        {t('audit.title')}
      </h2>
      <form role="search" onSubmit={search} className={styles.row}>
        <TextField label={t('audit.search')} type="search" value={typed} onChange={setTyped} maxLength={64} />
        <Button type="submit" variant="secondary">
          {t('audit.searchButton')}
        </Button>
      </form>
      <ResourceView resource={log} onRetry={retry} labels={labels} isEmpty={({ entries }) => entries.length === 0} empty={{ title: t('audit.empty') }}>
        {({ entries, total }) => (
            <>
              <p className={styles.muted} role="status">
                {t('audit.total', { count: total })}
              </p>
              <ul className={styles.list}>
                {entries.map((e) => (
                  <li key={e.id} className={styles.item}>
                    <p>
                      <strong>{t('audit.entry', { who: e.operator_name, action: e.action, subject: e.subject_type, id: e.subject_id })}</strong>
                    </p>
                    <p className={styles.muted}>{t('audit.when', { when: when(e.created_at) })}</p>
                    <p className={styles.muted}>{t('audit.before')}:</p>
                    <p className={styles.pre}>{JSON.stringify(e.before)}</p>
                    <p className={styles.muted}>{t('audit.after')}:</p>
                    <p className={styles.pre}>{JSON.stringify(e.after)}</p>
                  </li>
                ))}
              </ul>
            </>
        )}
      </ResourceView>
    </section>
  );
}
