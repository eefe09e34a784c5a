// A draft competition's delete button (administrators): confirmed naming the competition; the server keeps an archive
// of it first (the Archives section lists it) and refuses a competition that is not a draft or that someone entered.
import { useMachine } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { Button, Spinner } from '../design-system';
import { ConfirmDialog } from '../design-system/components/ConfirmDialog/ConfirmDialog';
import { type CompetitionDeletionEvent, competitionDeletionMachine } from '../machines/operator/competitionDeletion.machine';
import { type ConsoleClient, decisionOutcome, type Schemas } from './api';
import * as styles from './console.css';
import { SaveStatus } from './SaveStatus';
import { useConsoleT } from './useConsoleT';

type Competition = Schemas['OperatorCompetition'];

export function DeleteDraft({ client, competition, onDeleted }: { client: ConsoleClient; competition: Competition; onDeleted: () => void }) {
  const machine = competitionDeletionMachine.provide({
    actors: {
      deleteCompetition: fromPromise(() => decisionOutcome(client.DELETE('/operator/competitions/{competitionId}', { params: { path: { competitionId: competition.id } } }), () => onDeleted())),
    },
  });
  const [state, send] = useMachine(machine);
  return <DeleteDraftView competition={competition} state={state} send={send} />;
}

export function DeleteDraftView({ competition, state, send }: { competition: Competition; state: SnapshotFrom<typeof competitionDeletionMachine>; send: (event: CompetitionDeletionEvent) => void }) {
  const { t, language } = useConsoleT();
  if (competition.state !== 'draft') return null;
  const title = competition.title[language];
  return (
    <>
      <div className={styles.row}>
        <Button variant="secondary" isDisabled={state.matches('deleting') || state.matches('deleted')} onPress={() => send({ type: 'deletion.choose' })}>
          {t('competitions.delete.button')}
        </Button>
      </div>
      {state.matches('deleting') ? <Spinner label={t('saving')} /> : null}
      {state.matches('deleted') ? (
        <p role="status" className={styles.success}>
          {t('competitions.delete.done')}
        </p>
      ) : null}
      <SaveStatus status={state.matches({ offered: 'refused' }) ? 'refused' : null} refusal={state.context.refusal} />
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'deletion.cancel' }))}
        title={t('competitions.delete.title', { competition: title })}
        confirmLabel={t('competitions.delete.yes')}
        cancelLabel={t('competitions.confirm.cancel')}
        closeLabel={t('dialogClose')}
        onConfirm={() => send({ type: 'deletion.confirm' })}
      >
        <p>{t('competitions.delete.body')}</p>
      </ConfirmDialog>
    </>
  );
}
