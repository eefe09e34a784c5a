import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { listOfData, requireFirstOfData } from '../api/envelope';
import { Button, ResourceView } from '../design-system';
import { useResource } from '../api/useResource';
import { type PublicationEvent, publicationMachine } from '../machines/operator/publication.machine';
import { type ConsoleClient, decisionOutcome, type Schemas } from './api';
import * as styles from './console.css';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';
import { SaveStatus } from './SaveStatus';

/** Messages a page holds; the server pages them (meta.total counts them all). */
const PER_PAGE = 50;

export function MessagesPanel({ client }: { client: ConsoleClient }) {
  const { t, when } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [page, setPage] = useState(1);
  const [messages, retry, replace] = useResource(
    useCallback(async () => {
      const { data } = await client.GET('/operator/messages', { params: { query: { type: 'impression', page, per_page: PER_PAGE } } });
      if (!data) throw new Error('the server refused the request');
      return { list: listOfData(data), pages: Math.max(1, Math.ceil(data.meta.total / PER_PAGE)) };
    }, [client, page]),
  );
  return (
    <section className={styles.panel} aria-labelledby="messages-title">
      <h2 id="messages-title" className={styles.heading}>
        {t('messages.title')}
      </h2>
      <ResourceView
        resource={messages}
        onRetry={retry}
        labels={labels}
        isEmpty={(loaded) => loaded.list.length === 0 && page === 1}
        empty={{ title: t('messages.empty') }}
      >
        {(loaded) => (
            <>
              <ul className={styles.list}>
                {loaded.list.map((m) => (
                  <li key={m.id} className={styles.item}>
                    <p>
                      <span className={styles.badge}>{t(`messages.type.${m.type}`)}</span>
                    </p>
                    <p dir="auto">{m.content}</p>
                    <p className={styles.muted}>{t('messages.from', { name: m.name, email: m.email, when: when(m.created_at) })}</p>
                    {m.type === 'impression' ? (
                      <Publication
                        client={client}
                        message={m}
                        onChanged={(updated) => replace({ ...loaded, list: loaded.list.map((x) => (x.id === updated.id ? updated : x)) })}
                      />
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
        )}
      </ResourceView>
    </section>
  );
}

type Message = Schemas['OperatorMessage'];

function Publication({ client, message, onChanged }: { client: ConsoleClient; message: Message; onChanged: (m: Message) => void }) {
  const machine = publicationMachine.provide({
    actors: {
      setPublished: fromPromise(({ input }) => {
        const options = { params: { path: { messageId: message.id } } };
        const call = input.published ? client.POST('/operator/messages/{messageId}/publication', options) : client.DELETE('/operator/messages/{messageId}/publication', options);
        return decisionOutcome(call, (body) => onChanged(requireFirstOfData(body)));
      }),
    },
  });
  const [state, send] = useMachine(machine, { input: { published: message.published } });
  return <PublicationView message={message} state={state} send={send} />;
}

/** An impression's place on the home page in a state of the publication machine (only one by someone who took part can go there). */
export function PublicationView({ message: m, state, send }: { message: Message; state: SnapshotFrom<typeof publicationMachine>; send: (event: PublicationEvent) => void }) {
  const { t } = useConsoleT();
  const published = state.matches('published') || state.matches('unpublishing');
  const failure = state.context.failure;
  return (
    <>
      <p className={styles.muted}>{m.author_took_part ? t('messages.tookPart') : t('messages.didNotTakePart')}</p>
      {published ? <p className={styles.success}>{t('messages.published')}</p> : null}
      <div className={styles.row}>
        {published ? (
          <Button variant="secondary" isDisabled={state.matches('unpublishing')} onPress={() => send({ type: 'impression.unpublish' })}>
            {t('messages.unpublish')}
          </Button>
        ) : m.author_took_part ? (
          <Button isDisabled={state.matches('publishing')} onPress={() => send({ type: 'impression.publish' })}>
            {t('messages.publish')}
          </Button>
        ) : null}
      </div>
      <SaveStatus status={failure ? 'refused' : null} refusal={failure?.message} />
    </>
  );
}
