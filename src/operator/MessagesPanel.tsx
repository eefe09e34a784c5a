import { useCallback, useState } from 'react';
import { Button, EmptyState } from '../design-system';
import { useResource } from '../app/data/useResource';
import { type ConsoleClient, messageOf } from './api';
import * as styles from './console.css';
import { first, Loaded } from './Loaded';
import { useConsoleT } from './useConsoleT';

/** Messages a page holds; the server pages them (meta.total counts them all). */
const PER_PAGE = 50;

export function MessagesPanel({ client }: { client: ConsoleClient }) {
  const { t, when } = useConsoleT();
  const [page, setPage] = useState(1);
  const [messages, retry, replace] = useResource(
    useCallback(async () => {
      const answer = await client.GET('/operator/messages', { params: { query: { page, per_page: PER_PAGE } } });
      return { list: first(answer), pages: Math.max(1, Math.ceil((answer.data?.meta.total ?? 0) / PER_PAGE)) };
    }, [client, page]),
  );
  const [error, setError] = useState<string | null>(null);
  const toggle = async (id: number, publish: boolean, loaded: NonNullable<Extract<typeof messages, { status: 'loaded' }>['data']>) => {
    setError(null);
    const options = { params: { path: { messageId: id } } };
    const { data, error: refused } = await (publish ? client.POST('/operator/messages/{messageId}/publication', options) : client.DELETE('/operator/messages/{messageId}/publication', options)).catch(
      () => ({ data: undefined, error: undefined }),
    );
    if (data) replace({ ...loaded, list: loaded.list.map((m) => (m.id === id ? first({ data }) : m)) });
    else setError(messageOf(refused) ?? t('actionFailed'));
  };
  return (
    <section className={styles.panel} aria-labelledby="messages-title">
      <h2 id="messages-title" className={styles.heading}>
        {t('messages.title')}
      </h2>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Loaded resource={messages} retry={retry}>
        {(loaded) =>
          loaded.list.length === 0 && page === 1 ? (
            <EmptyState title={t('messages.empty')} />
          ) : (
            <>
              <ul className={styles.list}>
                {loaded.list.map((m) => (
                  <li key={m.id} className={styles.item}>
                    <p>
                      <span className={styles.badge}>{t(`messages.type.${m.type}`)}</span>
                    </p>
                    <p>{m.content}</p>
                    <p className={styles.muted}>{t('messages.from', { name: m.name, email: m.email, when: when(m.created_at) })}</p>
                    {m.type === 'impression' ? (
                      <>
                        <p className={styles.muted}>{m.author_took_part ? t('messages.tookPart') : t('messages.didNotTakePart')}</p>
                        {m.published ? <p className={styles.success}>{t('messages.published')}</p> : null}
                        <div className={styles.row}>
                          {m.published ? (
                            <Button variant="secondary" onPress={() => void toggle(m.id, false, loaded)}>
                              {t('messages.unpublish')}
                            </Button>
                          ) : m.author_took_part ? (
                            <Button onPress={() => void toggle(m.id, true, loaded)}>{t('messages.publish')}</Button>
                          ) : null}
                        </div>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
              {loaded.pages > 1 || page > 1 ? (
                <nav className={styles.row} aria-label={t('messages.pages')}>
                  <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage((p) => p - 1)}>
                    {t('messages.previous')}
                  </Button>
                  <p className={styles.muted} aria-live="polite">
                    {t('messages.page', { page, pages: loaded.pages })}
                  </p>
                  <Button variant="secondary" isDisabled={page >= loaded.pages} onPress={() => setPage((p) => p + 1)}>
                    {t('messages.next')}
                  </Button>
                </nav>
              ) : null}
            </>
          )
        }
      </Loaded>
    </section>
  );
}
