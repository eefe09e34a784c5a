// The console's inbox (issue 30, point 3): complaints and suggestions from the site's form as threads, filtered by
// status. A thread reads as sentences ("Ahmad wrote a complaint on 3 March: …"), is answered by e-mail from its answer
// form (the answer joins the thread once the mail went out; when it did not, the typed answer stays with the server's
// words) and is closed once confirmed, or reopened.
import { useMachine } from '@xstate/react';
import { useCallback, useId, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { listOfData, requireFirstOfData } from '../api/envelope';
import { Button, Inline, RadioGroup, ResourceView, Stack, TextArea } from '../design-system';
import { ConfirmDialog } from '../design-system/components/ConfirmDialog/ConfirmDialog';
import { useResource } from '../api/useResource';
import { isolate } from '../domain/format';
import type { SubmitFormEvent } from '../machines/forms/submitForm.machine';
import { inboxAnswerFormMachine, type InboxThreadEvent, inboxThreadMachine } from '../machines/operator/inboxThread.machine';
import { type ConsoleClient, decisionOutcome, formOutcome, type Schemas } from './api';
import * as styles from './console.css';
import { FormFailure, TitledForm, useFieldMessage } from './formText';
import * as inbox from './InboxPanel.css';
import { isState } from './SetupPage';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';
import { SaveStatus } from './SaveStatus';

type Thread = Schemas['InboxThread'];
type StatusFilter = 'all' | Schemas['InboxStatus'];
const FILTERS: readonly StatusFilter[] = ['new', 'answered', 'closed', 'all'];

/** Threads a page holds; the server pages them (meta.total counts them all). */
const PER_PAGE = 20;

export function InboxPanel({ client }: { client: ConsoleClient }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [status, setStatus] = useState<StatusFilter>('new');
  const [page, setPage] = useState(1);
  const [threads, retry, replace] = useResource(
    useCallback(async () => {
      const query = { page, per_page: PER_PAGE, ...(status === 'all' ? {} : { status }) };
      const { data } = await client.GET('/operator/inbox', { params: { query } });
      if (!data) throw new Error('the server refused the request');
      return { list: listOfData(data), pages: Math.max(1, Math.ceil(data.meta.total / PER_PAGE)) };
    }, [client, status, page]),
  );
  return (
    <section className={styles.panel} aria-labelledby="inbox-title">
      <h2 id="inbox-title" className={styles.heading}>
        {t('inbox.title')}
      </h2>
      <p className={styles.muted}>{t('inbox.intro')}</p>
      <RadioGroup<StatusFilter>
        label={t('inbox.filter')}
        options={FILTERS.map((value) => ({ value, label: t(`inbox.status.${value}`) }))}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <ResourceView
        resource={threads}
        onRetry={retry}
        labels={labels}
        isEmpty={(loaded) => loaded.list.length === 0 && page === 1}
        empty={{ title: t(`inbox.empty.${status}`) }}
      >
        {(loaded) => (
          <Stack space="md">
            <ul className={styles.list}>
              {loaded.list.map((thread) => (
                <ThreadItem
                  key={thread.id}
                  client={client}
                  thread={thread}
                  onChanged={(updated) => replace({ ...loaded, list: loaded.list.map((x) => (x.id === updated.id ? updated : x)) })}
                />
              ))}
            </ul>
            {loaded.pages > 1 || page > 1 ? (
              <nav aria-label={t('inbox.pages')}>
                <Inline space="sm" alignY="center">
                  <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage((p) => p - 1)}>
                    {t('inbox.previous')}
                  </Button>
                  <p className={styles.muted} aria-live="polite">
                    {t('inbox.page', { page, pages: loaded.pages })}
                  </p>
                  <Button variant="secondary" isDisabled={page >= loaded.pages} onPress={() => setPage((p) => p + 1)}>
                    {t('inbox.next')}
                  </Button>
                </Inline>
              </nav>
            ) : null}
          </Stack>
        )}
      </ResourceView>
    </section>
  );
}

/** One thread with its two machines: its closure and its answer form, each given the calls it makes. */
function ThreadItem({ client, thread, onChanged }: { client: ConsoleClient; thread: Thread; onChanged: (thread: Thread) => void }) {
  const options = { params: { path: { threadId: thread.id } } };
  const closure = inboxThreadMachine.provide({
    actors: {
      setClosed: fromPromise(({ input }) =>
        decisionOutcome(input.closed ? client.POST('/operator/inbox/{threadId}/closure', options) : client.DELETE('/operator/inbox/{threadId}/closure', options), (body) =>
          onChanged(requireFirstOfData(body)),
        ),
      ),
    },
  });
  const answer = inboxAnswerFormMachine.provide({
    actors: {
      submitForm: fromPromise(({ input }) => formOutcome(client.POST('/operator/inbox/{threadId}/answers', { ...options, body: input }), (body) => onChanged(requireFirstOfData(body)))),
    },
  });
  const [closureState, sendClosure] = useMachine(closure, { input: { closed: thread.status === 'closed' } });
  const [answerState, sendAnswer] = useMachine(answer);
  return <ThreadView thread={thread} closure={closureState} sendClosure={sendClosure} answer={answerState} sendAnswer={sendAnswer} />;
}

/** A thread in a state of its closure machine and of its answer form's machine (the stories draw each state). */
export function ThreadView({
  thread,
  closure,
  sendClosure,
  answer,
  sendAnswer,
}: {
  thread: Thread;
  closure: SnapshotFrom<typeof inboxThreadMachine>;
  sendClosure: (event: InboxThreadEvent) => void;
  answer: SnapshotFrom<typeof inboxAnswerFormMachine>;
  sendAnswer: (event: SubmitFormEvent<'inboxAnswer'>) => void;
}) {
  const { t, when } = useConsoleT();
  const titleId = useId();
  const closed = closure.matches('closed') || closure.matches('reopening');
  const failure = closure.context.failure;
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <Inline space="sm" alignY="center">
        <span className={styles.badge}>{t(`inbox.type.${thread.type}`)}</span>
        <span className={thread.status === 'closed' ? inbox.closedBadge : styles.badge}>{t(`inbox.status.${thread.status}`)}</span>
      </Inline>
      <p id={titleId} className={styles.sentence}>
        {t(`inbox.wrote.${thread.type}`, { name: isolate(thread.name), when: when(thread.created_at) })}
      </p>
      <p className={inbox.quote} dir="auto">
        {thread.content}
      </p>
      <p className={styles.muted}>
        {t('inbox.contact', { email: isolate(thread.email) })}
        {thread.contestant_id !== null ? ` · ${t('inbox.contestant', { id: thread.contestant_id })}` : ''}
      </p>
      {thread.replies.map((reply) => (
        <Stack key={reply.id} space="xs">
          <p className={styles.sentence}>{t('inbox.answered', { name: isolate(reply.operator_name), when: when(reply.sent_at) })}</p>
          <p className={inbox.reply} dir="auto">
            {reply.body}
          </p>
        </Stack>
      ))}
      {closed ? <p className={styles.muted}>{t('inbox.closedNote')}</p> : <AnswerForm thread={thread} state={answer} send={sendAnswer} />}
      <Inline space="sm">
        {closed ? (
          <Button variant="secondary" isDisabled={closure.matches('reopening')} onPress={() => sendClosure({ type: 'thread.reopen' })}>
            {closure.matches('reopening') ? t('inbox.reopening') : t('inbox.reopen')}
          </Button>
        ) : (
          <Button variant="secondary" isDisabled={closure.matches('closing')} onPress={() => sendClosure({ type: 'thread.close' })}>
            {closure.matches('closing') ? t('inbox.closing') : t('inbox.close')}
          </Button>
        )}
      </Inline>
      <SaveStatus status={failure ? 'refused' : null} refusal={failure?.message} />
      <ConfirmDialog
        isOpen={closure.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : sendClosure({ type: 'thread.cancel' }))}
        title={t('inbox.confirm.title', { name: isolate(thread.name) })}
        confirmLabel={t('inbox.confirm.yes')}
        cancelLabel={t('inbox.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => sendClosure({ type: 'thread.confirm' })}
      >
        <p>{t('inbox.confirm.body')}</p>
      </ConfirmDialog>
    </li>
  );
}

/** The answer form in a state of its machine: the typed answer stays when the mail or the server failed. */
function AnswerForm({ thread, state, send }: { thread: Thread; state: SnapshotFrom<typeof inboxAnswerFormMachine>; send: (event: SubmitFormEvent<'inboxAnswer'>) => void }) {
  const { t } = useConsoleT();
  const message = useFieldMessage();
  const { values, errors, serverErrors, failure } = state.context;
  const sending = isState(state, 'sending');
  return (
    <TitledForm title={t('inbox.answer.title')} onSubmit={() => send({ type: 'form.submit' })}>
      <TextArea
        label={t('inbox.answer.label')}
        description={t('inbox.answer.help', { email: isolate(thread.email), language: t(`inbox.language.${thread.language}`) })}
        name="answer"
        value={values.answer}
        onChange={(value) => send({ type: 'field.change', field: 'answer', value })}
        errorMessage={message('answer', errors, serverErrors)}
        isRequired
        rows={4}
      />
      {isState(state, 'sent') ? (
        <p role="status" className={styles.success}>
          {t('inbox.answer.sent')}
        </p>
      ) : null}
      <FormFailure failure={failure} serverErrors={serverErrors} unreachable={t('inbox.answer.unreachable')} />
      <Inline space="sm">
        <Button type="submit" isDisabled={sending}>
          {sending ? t('inbox.answer.sending') : t('inbox.answer.submit')}
        </Button>
      </Inline>
    </TitledForm>
  );
}
