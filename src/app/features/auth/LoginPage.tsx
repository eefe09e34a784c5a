import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { FormField, LoginFormMachine } from '../../../machines';
import { Button } from '../../../design-system/components/Button/Button';
import { TextField } from '../../../design-system/components/TextField/TextField';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { SessionActor } from '../../session/sessionActor';
import { fieldMessage } from '../../forms/fieldMessages';
import * as formStyles from '../../forms/form.css';
import { FormAlert, FormNotice, FormPage, FormPageLink } from '../../forms/FormPage';
import { loginFormThrough } from './loginForm';
import { pathOf } from '../../routes/routes';
import { Form } from '../../../design-system/components/Form/Form';

export type LoginFormActor = ActorRefFrom<LoginFormMachine>;

/** The login card drawn from its form machine: editing, sending, signedIn, notYetAllowed, rejected. */
export function LoginView({ form }: { form: LoginFormActor }) {
  const { t } = useAppTranslation();
  const [params] = useSearchParams();
  const snapshot = useSelector(form, (s) => s);
  const { values, errors, serverErrors, failure } = snapshot.context;
  const pending = snapshot.matches('sending') || snapshot.matches('signedIn');
  const rejected = snapshot.matches('rejected');
  const notYet = snapshot.matches('notYetAllowed');
  const notice = params.get('verified') ? t('auth:login.verified') : params.get('reset') ? t('auth:login.passwordReset') : null;
  const change = (field: FormField<'login'>) => (value: string) => form.send({ type: 'field.change', field, value });

  return (
    <FormPage
      title={t('auth:login.title')}
      intro={t('auth:login.intro')}
      status={
        <>
          {notice && !rejected && !notYet ? <FormNotice>{notice}</FormNotice> : null}
          {notYet ? (
            <div className={formStyles.alert} role="alert">
              <p>
                <strong>{t('auth:login.notYetTitle')}: </strong>
                {failure?.message || t('errors:generic')}
              </p>
              <FormPageLink to={pathOf('verifyOtp', { email: values.email })}>{t('auth:login.verifyNow')}</FormPageLink>
            </div>
          ) : null}
          {rejected ? (
            <FormAlert>
              <strong>{t('auth:login.failedTitle')}: </strong>
              {failure?.message || t('errors:generic')}
            </FormAlert>
          ) : null}
        </>
      }
      footer={
        <>
          <FormPageLink to={pathOf('forgotPassword')}>{t('auth:login.forgot')}</FormPageLink>
          <FormPageLink to={pathOf('register')} lead={t('auth:login.noAccount')}>
            {t('auth:login.register')}
          </FormPageLink>
        </>
      }
    >
      <Form className={formStyles.form} onSubmit={() => form.send({ type: 'form.submit' })}>
        <TextField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          errorMessage={fieldMessage(t, 'email', errors, serverErrors)}
          isRequired
        />
        <TextField
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          errorMessage={fieldMessage(t, 'password', errors, serverErrors)}
          isRequired
        />
        <Button type="submit" fullWidth isPending={pending} pendingLabel={t('auth:login.pending')}>
          {t('auth:login.submit')}
        </Button>
      </Form>
    </FormPage>
  );
}

/**
 * /login: the login form machine, whose submit asks the session machine to log in; the session
 * stores the token, toasts and reloads to `/`.
 */
export default function LoginPage() {
  const session = SessionActor.useActorRef();
  const [params] = useSearchParams();
  const machine = useMemo(() => loginFormThrough(session), [session]);
  const form = useActorRef(machine, { input: { values: { email: params.get('email') ?? '' } } });
  return <LoginView form={form} />;
}
