// Contestants' deletion requests (issue 30, point 2), for administrators: each request waits here until one carries it
// out, after a confirmation naming the contestant and saying it cannot be undone; carrying it out anonymises the account.
import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { listOfData } from '../api/envelope';
import { useResource } from '../api/useResource';
import { Button, Inline, ResourceView, Stack } from '../design-system';
import { ConfirmDialog } from '../design-system/components/ConfirmDialog/ConfirmDialog';
import { isolate } from '../domain/format';
import { anonymisationMachine, type DeletionStepEvent } from '../machines/account/accountDeletion.machine';
import { type ConsoleClient, decisionOutcome, type Schemas } from './api';
import * as styles from './console.css';
import { SaveStatus } from './SaveStatus';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';

type DeletionRequest = Schemas['OperatorDeletionRequest'];

export function DeletionRequestsPanel({ client }: { client: ConsoleClient }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [requests, retry] = useResource(
    useCallback(async () => {
      const { data } = await client.GET('/operator/deletion-requests');
      if (!data) throw new Error('the server refused the request');
      return listOfData(data);
    }, [client]),
  );
  return (
    <section className={styles.panel} aria-labelledby="deletions-title">
      <h2 id="deletions-title" className={styles.heading}>
        {t('deletions.title')}
      </h2>
      <p className={styles.muted}>{t('deletions.intro')}</p>
      <ResourceView resource={requests} onRetry={retry} labels={labels} isEmpty={(list) => list.length === 0} empty={{ title: t('deletions.empty') }}>
        {(list) => (
          <ul className={styles.list}>
            {list.map((request) => (
              <Anonymisation key={request.user_id} client={client} request={request} />
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
}

function Anonymisation({ client, request }: { client: ConsoleClient; request: DeletionRequest }) {
  const machine = anonymisationMachine.provide({
    actors: {
      takeStep: fromPromise(() => decisionOutcome(client.POST('/operator/deletion-requests/{userId}/anonymisation', { params: { path: { userId: request.user_id } } }), () => {})),
    },
  });
  const [state, send] = useMachine(machine, { input: { done: false } });
  return <DeletionRequestView request={request} state={state} send={send} />;
}

/** One request in a state of the anonymisation machine: who asked and when, the button, the confirmation, the outcome. */
export function DeletionRequestView({ request, state, send }: { request: DeletionRequest; state: SnapshotFrom<typeof anonymisationMachine>; send: (event: DeletionStepEvent) => void }) {
  const { t, when } = useConsoleT();
  const failure = state.context.failure;
  const done = state.matches('done');
  return (
    <li className={styles.item}>
      <Stack space="sm">
        <p>{t('deletions.asked', { name: isolate(request.name), email: isolate(request.email), when: when(request.requested_at) })}</p>
        {done ? (
          <p className={styles.success} role="status">
            {t('deletions.done')}
          </p>
        ) : (
          <Inline space="sm">
            <Button variant="danger" isPending={state.matches('working')} pendingLabel={t('deletions.anonymise')} onPress={() => send({ type: 'step.ask' })}>
              {t('deletions.anonymise')}
            </Button>
          </Inline>
        )}
        <SaveStatus status={failure ? 'refused' : null} refusal={failure?.message} />
      </Stack>
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'step.cancel' }))}
        title={t('deletions.confirm.title', { name: isolate(request.name) })}
        confirmLabel={t('deletions.confirm.yes')}
        cancelLabel={t('deletions.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'step.confirm' })}
      >
        <p>{t('deletions.confirm.body')}</p>
      </ConfirmDialog>
    </li>
  );
}
