// The one-time link's page (src/operator/setupLink.ts): the first administrator chooses name, e-mail and password, or
// an invitee chooses their password. Either answer is a console session: the console opens signed in.
import { useMachine } from '@xstate/react';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { Button, Form, TextField } from '../design-system';
import type { SubmitFormEvent } from '../machines/forms/submitForm.machine';
import { operatorInvitationFormMachine, operatorSetupFormMachine } from '../machines/operator/accountForms';
import type { SignedInOperator } from '../machines/operator/operatorSession.machine';
import { type ConsoleClient, formOutcome, tokenStore } from './api';
import * as styles from './console.css';
import { useFieldMessage } from './formText';
import type { SetupLink } from './setupLink';
import { useConsoleT } from './useConsoleT';

type Session = { token: string; operator: SignedInOperator };

/** A submit-form machine's state name (its machine is generic over the form, so `matches` cannot be typed). */
export const isState = (snapshot: { value: unknown }, name: 'editing' | 'sending' | 'sent' | 'failed') => snapshot.value === name;

export function SetupPage({ link, client, onSignedIn }: { link: SetupLink; client: ConsoleClient; onSignedIn: (operator: SignedInOperator) => void }) {
  return link.kind === 'setup' ? (
    <AdministratorSetup token={link.token} client={client} onSignedIn={onSignedIn} />
  ) : (
    <InvitationAccept token={link.token} client={client} onSignedIn={onSignedIn} />
  );
}

/** Keeps the answer's session (the token for the client) and hands the operator on once the form is sent. */
function useSession(onSignedIn: (operator: SignedInOperator) => void) {
  const [operator, setOperator] = useState<SignedInOperator | null>(null);
  useEffect(() => {
    if (operator) onSignedIn(operator);
  }, [operator, onSignedIn]);
  return useCallback((body: { data: Session }) => {
    tokenStore.set(body.data.token);
    setOperator(body.data.operator);
  }, []);
}

function AdministratorSetup({ token, client, onSignedIn }: { token: string; client: ConsoleClient; onSignedIn: (operator: SignedInOperator) => void }) {
  const keep = useSession(onSignedIn);
  const machine = operatorSetupFormMachine.provide({
    actors: { submitForm: fromPromise(({ input }) => formOutcome(client.POST('/operator/setup', { body: input }), keep)) },
  });
  const [state, send] = useMachine(machine, { input: { values: { token } } });
  return <SetupFormView state={state} send={send} />;
}

function InvitationAccept({ token, client, onSignedIn }: { token: string; client: ConsoleClient; onSignedIn: (operator: SignedInOperator) => void }) {
  const keep = useSession(onSignedIn);
  const machine = operatorInvitationFormMachine.provide({
    actors: { submitForm: fromPromise(({ input }) => formOutcome(client.POST('/operator/invitations/accept', { body: input }), keep)) },
  });
  const [state, send] = useMachine(machine, { input: { values: { token } } });
  return <InvitationFormView state={state} send={send} />;
}

type SetupSnapshot = SnapshotFrom<typeof operatorSetupFormMachine>;
type InvitationSnapshot = SnapshotFrom<typeof operatorInvitationFormMachine>;

/** The link's own problem (incomplete, used, replaced, expired) or an unreachable server, above the submit button. */
function LinkProblem({ state }: { state: SetupSnapshot | InvitationSnapshot }) {
  const { t } = useConsoleT();
  const message = useFieldMessage();
  const tokenProblem = message('token', state.context.errors, state.context.serverErrors);
  const failure = state.context.failure;
  const text = tokenProblem ?? (failure && !failure.message ? t('setup.unreachable') : undefined);
  return text ? (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  ) : null;
}

/** What both link forms share: the field props a machine's state gives, and whether the form is on its way. */
function useLinkForm<F extends 'operatorSetup' | 'operatorInvitation'>(state: SetupSnapshot | InvitationSnapshot, send: (event: SubmitFormEvent<F>) => void) {
  const message = useFieldMessage();
  const { values, errors, serverErrors } = state.context as { values: Record<string, string>; errors: Parameters<typeof message>[1]; serverErrors: Parameters<typeof message>[2] };
  return {
    sending: isState(state, 'sending') || isState(state, 'sent'),
    hasToken: Boolean(values['token']),
    field: (name: string) => ({
      name,
      value: values[name] ?? '',
      onChange: (value: string) => send({ type: 'field.change', field: name, value } as SubmitFormEvent<F>),
      errorMessage: message(name, errors, serverErrors),
      isRequired: true,
    }),
  };
}

/** A link form's page: its title and intro, the fields, what is wrong with the link, and the submit button. */
function LinkFormPanel({ title, intro, submit, sending, state, onSubmit, children }: { title: string; intro: string; submit: string; sending: boolean; state: SetupSnapshot | InvitationSnapshot; onSubmit: () => void; children: ReactNode }) {
  const { t } = useConsoleT();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.muted}>{intro}</p>
      <Form onSubmit={onSubmit} className={styles.form}>
        {children}
        <LinkProblem state={state} />
        <Button type="submit" isDisabled={sending}>
          {sending ? t('setup.sending') : submit}
        </Button>
      </Form>
    </section>
  );
}

/** The two password fields every link form asks. */
function PasswordFields({ field }: { field: (name: string) => ReturnType<ReturnType<typeof useLinkForm>['field']> }) {
  const { t } = useConsoleT();
  return (
    <>
      <TextField label={t('setup.password')} type="password" autoComplete="new-password" description={t('setup.passwordHelp')} {...field('password')} />
      <TextField label={t('setup.passwordConfirmation')} type="password" autoComplete="new-password" {...field('password_confirmation')} />
    </>
  );
}

/** The first administrator's form in a state of its machine. */
export function SetupFormView({ state, send }: { state: SetupSnapshot; send: (event: SubmitFormEvent<'operatorSetup'>) => void }) {
  const { t } = useConsoleT();
  const { sending, hasToken, field } = useLinkForm(state, send);
  if (!hasToken) return <MissingLink />;
  return (
    <LinkFormPanel title={t('setup.title')} intro={t('setup.intro')} submit={t('setup.submit')} sending={sending} state={state} onSubmit={() => send({ type: 'form.submit' })}>
      <TextField label={t('setup.name')} autoComplete="name" {...field('name')} />
      <TextField label={t('setup.email')} type="email" autoComplete="username" {...field('email')} />
      <PasswordFields field={field} />
    </LinkFormPanel>
  );
}

/** An invitee's password form in a state of its machine. */
export function InvitationFormView({ state, send }: { state: InvitationSnapshot; send: (event: SubmitFormEvent<'operatorInvitation'>) => void }) {
  const { t } = useConsoleT();
  const { sending, hasToken, field } = useLinkForm(state, send);
  if (!hasToken) return <MissingLink />;
  return (
    <LinkFormPanel title={t('setup.invitationTitle')} intro={t('setup.invitationIntro')} submit={t('setup.invitationSubmit')} sending={sending} state={state} onSubmit={() => send({ type: 'form.submit' })}>
      <PasswordFields field={field} />
    </LinkFormPanel>
  );
}

function MissingLink() {
  const { t } = useConsoleT();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('setup.title')}
      </h2>
      <p role="alert" className={styles.error}>
        {t('setup.missing')}
      </p>
    </section>
  );
}
