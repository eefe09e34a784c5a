import { useMachine } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { Button, Stack } from '../../../design-system';
import { ConfirmDialog } from '../../../design-system/components/ConfirmDialog/ConfirmDialog';
import { accountDeletionMachine, type DeletionStepEvent } from '../../../machines';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { requestAccountDeletion } from './profile';
import * as styles from './account.css';

/**
 * A contestant's request to delete their account (issue 30, point 2), in a state of its machine: the button, the
 * confirmation naming what happens (it cannot be undone), the request on its way, and then "requested" for good; a
 * refused or failed request says so under the button, which may be pressed again.
 */
export function AccountDeletionView({ state, send }: { state: SnapshotFrom<typeof accountDeletionMachine>; send: (event: DeletionStepEvent) => void }) {
  const { t } = useAppTranslation();
  const requested = state.matches('done');
  const failure = state.context.failure;
  return (
    <section className={styles.card} aria-labelledby="deletion-title">
      <Stack space="sm">
        <h2 id="deletion-title" className={styles.itemTitle}>
          {t('account:deletion.title')}
        </h2>
        {requested ? (
          <p className={styles.body} role="status">
            {t('account:deletion.requested')}
          </p>
        ) : (
          <>
            <p className={styles.hint}>{t('account:deletion.intro')}</p>
            <div>
              <Button variant="danger" isPending={state.matches('working')} pendingLabel={t('account:deletion.sending')} onPress={() => send({ type: 'step.ask' })}>
                {t('account:deletion.ask')}
              </Button>
            </div>
            {failure ? (
              <p className={styles.fieldError} role="alert">
                {failure.message ?? t('account:deletion.failed')}
              </p>
            ) : null}
          </>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={state.matches('confirming')}
        onOpenChange={(open) => (open ? undefined : send({ type: 'step.cancel' }))}
        title={t('account:deletion.confirmTitle')}
        confirmLabel={t('account:deletion.confirm')}
        cancelLabel={t('account:deletion.cancel')}
        closeLabel={t('account:deletion.close')}
        onConfirm={() => send({ type: 'step.confirm' })}
      >
        <p>{t('account:deletion.confirmBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

/** The request on the contestant's profile page, opened on "requested" when they asked already. */
export function AccountDeletion({ requested }: { requested: boolean }) {
  const [state, send] = useMachine(accountDeletionMachine.provide({ actors: { takeStep: fromPromise(() => requestAccountDeletion()) } }), { input: { done: requested } });
  return <AccountDeletionView state={state} send={send} />;
}
