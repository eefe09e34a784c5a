// Administrators' section: the console's accounts, inviting someone by e-mail, changing a role, disabling or enabling
// (each change confirmed first). The server refuses what would leave no active administrator, in its own words.
import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { listOfData, requireFirstOfData } from '../api/envelope';
import { useResource } from '../api/useResource';
import { Button, RadioGroup, ResourceView, TextField } from '../design-system';
import type { SubmitFormEvent } from '../machines/forms/submitForm.machine';
import { OPERATOR_ROLES } from '../machines/forms/validation';
import { type AccountChange, type AccountChangeEvent, accountChangeMachine } from '../machines/operator/accountChange.machine';
import { operatorInviteFormMachine } from '../machines/operator/accountForms';
import type { OperatorRole, SignedInOperator } from '../machines/operator/operatorSession.machine';
import { type ConsoleClient, decisionOutcome, formOutcome, type Schemas } from './api';
import * as styles from './console.css';
import { FormFailure, TitledForm, useFieldMessage } from './formText';
import { isState } from './SetupPage';
import { useConsoleResourceLabels, useConsoleT } from './useConsoleT';
import { SaveStatus } from './SaveStatus';

type Account = Schemas['OperatorAccount'];

export function AccountsPanel({ client, me }: { client: ConsoleClient; me: SignedInOperator }) {
  const { t } = useConsoleT();
  const labels = useConsoleResourceLabels();
  const [accounts, retry, replace] = useResource(
    useCallback(async () => {
      const { data } = await client.GET('/operator/accounts');
      if (!data) throw new Error('the server refused the request');
      return listOfData(data);
    }, [client]),
  );
  const upsert = (list: Account[], account: Account) => (list.some((a) => a.id === account.id) ? list.map((a) => (a.id === account.id ? account : a)) : [...list, account]);
  return (
    <section className={styles.panel} aria-labelledby="accounts-title">
      <h2 id="accounts-title" className={styles.heading}>
        {t('accounts.title')}
      </h2>
      <p className={styles.muted}>{t('accounts.intro')}</p>
      <p className={styles.muted}>{t('accounts.roles')}</p>
      <ResourceView resource={accounts} onRetry={retry} labels={labels}>
        {(list) => (
          <>
            <ul className={styles.list}>
              {list.map((account) => (
                <AccountRow key={account.id} client={client} account={account} isMe={account.id === me.id} onChanged={(changed) => replace(upsert(list, changed))} />
              ))}
            </ul>
            <Invite client={client} onInvited={(invited) => replace(upsert(list, invited))} />
          </>
        )}
      </ResourceView>
    </section>
  );
}

function AccountRow({ client, account, isMe, onChanged }: { client: ConsoleClient; account: Account; isMe: boolean; onChanged: (account: Account) => void }) {
  const machine = accountChangeMachine.provide({
    actors: {
      saveAccount: fromPromise(({ input }) =>
        decisionOutcome(client.PATCH('/operator/accounts/{operatorId}', { params: { path: { operatorId: account.id } }, body: input }), (body) => onChanged(requireFirstOfData(body))),
      ),
    },
  });
  const [state, send] = useMachine(machine);
  return <AccountView account={account} isMe={isMe} state={state} send={send} />;
}

/** What a change is, in words, for its confirmation. */
function changeText(t: (key: string, values?: Record<string, unknown>) => string, account: Account, change: AccountChange): string {
  if ('role' in change) return t('accounts.confirmRole', { name: account.name, role: t(`role.${change.role}`) });
  return t(change.disabled ? 'accounts.confirmDisable' : 'accounts.confirmEnable', { name: account.name });
}

/** One account in a state of the change machine: its role, status, and the change waiting for confirmation. */
export function AccountView({ account, isMe, state, send }: { account: Account; isMe: boolean; state: SnapshotFrom<typeof accountChangeMachine>; send: (event: AccountChangeEvent) => void }) {
  const { t } = useConsoleT();
  const { change, failure } = state.context;
  const busy = !state.matches('idle');
  const disabled = account.status === 'disabled';
  const proposedRole = change && 'role' in change ? change.role : account.role;
  return (
    <li className={styles.item}>
      <p className={styles.subheading}>
        {account.name} {isMe ? <span className={styles.muted}>{t('accounts.you')}</span> : null}
      </p>
      <p className={styles.muted} dir="ltr">
        {account.email}
      </p>
      <p>
        <span className={styles.badge}>{t(`accounts.status.${account.status}`)}</span>
      </p>
      <RadioGroup<OperatorRole>
        label={t('accounts.role')}
        options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        value={proposedRole}
        isDisabled={busy}
        onChange={(role) => {
          if (role !== account.role) send({ type: 'account.change', change: { role } });
        }}
      />
      {state.matches('idle') ? (
        <div className={styles.row}>
          <Button variant="secondary" onPress={() => send({ type: 'account.change', change: { disabled: !disabled } })}>
            {disabled ? t('accounts.enable') : t('accounts.disable')}
          </Button>
        </div>
      ) : null}
      {change ? (
        <div role="group" aria-label={changeText(t, account, change)} className={styles.form}>
          <p>{changeText(t, account, change)}</p>
          <div className={styles.row}>
            <Button isDisabled={state.matches('saving')} onPress={() => send({ type: 'account.confirm' })}>
              {state.matches('saving') ? t('accounts.saving') : t('accounts.confirm')}
            </Button>
            <Button variant="secondary" isDisabled={state.matches('saving')} onPress={() => send({ type: 'account.cancel' })}>
              {t('accounts.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <SaveStatus status={failure ? 'refused' : null} refusal={failure?.message} />
    </li>
  );
}

function Invite({ client, onInvited }: { client: ConsoleClient; onInvited: (account: Account) => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const machine = operatorInviteFormMachine.provide({
    actors: {
      submitForm: fromPromise(({ input }) =>
        formOutcome(client.POST('/operator/accounts', { body: input }), (body) => {
          const invited = requireFirstOfData(body);
          setSentTo(invited.email);
          onInvited(invited);
        }),
      ),
    },
  });
  const [state, send] = useMachine(machine);
  return <InviteFormView state={state} send={send} sentTo={sentTo} />;
}

/** The invitation form in a state of its machine; `sentTo`: the e-mail the last invitation went to. */
export function InviteFormView({ state, send, sentTo }: { state: SnapshotFrom<typeof operatorInviteFormMachine>; send: (event: SubmitFormEvent<'operatorInvite'>) => void; sentTo: string | null }) {
  const { t } = useConsoleT();
  const message = useFieldMessage();
  const { values, errors, serverErrors, failure } = state.context;
  const sending = isState(state, 'sending');
  return (
    <TitledForm title={t('accounts.invite.title')} onSubmit={() => send({ type: 'form.submit' })}>
      <TextField
        label={t('accounts.invite.name')}
        name="name"
        value={values.name}
        onChange={(value) => send({ type: 'field.change', field: 'name', value })}
        errorMessage={message('name', errors, serverErrors)}
        isRequired
      />
      <TextField
        label={t('accounts.invite.email')}
        type="email"
        name="email"
        value={values.email}
        onChange={(value) => send({ type: 'field.change', field: 'email', value })}
        errorMessage={message('email', errors, serverErrors)}
        isRequired
      />
      <RadioGroup<OperatorRole>
        label={t('accounts.invite.role')}
        options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        value={values.role as OperatorRole}
        onChange={(value) => send({ type: 'field.change', field: 'role', value })}
        errorMessage={message('role', errors, serverErrors)}
      />
      {isState(state, 'sent') && sentTo ? (
        <p role="status" className={styles.success}>
          {t('accounts.invite.sent', { email: sentTo })}
        </p>
      ) : null}
      <FormFailure failure={failure} serverErrors={serverErrors} unreachable={t('accounts.invite.unreachable')} />
      <div className={styles.row}>
        <Button type="submit" isDisabled={sending}>
          {sending ? t('accounts.invite.sending') : t('accounts.invite.submit')}
        </Button>
      </div>
    </TitledForm>
  );
}
