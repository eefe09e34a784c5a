import { useActorRef } from '@xstate/react';
import { Link } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button/Button';
import { TextField } from '../../../design-system/components/TextField/TextField';
import { useGoOnWithSentEmail } from './useGoOnWithSentEmail';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { fieldMessage } from '../feedback/fieldMessages';
import * as formStyles from '../feedback/form.css';
import { appForgotPasswordFormMachine } from './accountForms';
import { useFormActor, type SubmitFormActor } from './useFormActor';
import * as styles from './auth.css';

export function ForgotPasswordForm({ actor }: { actor: SubmitFormActor }) {
  const { t } = useAppTranslation();
  const { state, context, change, submit } = useFormActor(actor);
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {state === 'failed' ? (
        <p className={formStyles.alert} role="alert">
          {context.failure?.message || t('errors:submitFailed')}
        </p>
      ) : null}
      {state === 'sent' ? (
        <p className={formStyles.notice} role="status">
          {t('auth:forgot.sent')}
        </p>
      ) : null}
      <TextField
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        value={context.values['email'] ?? ''}
        onChange={change('email')}
        errorMessage={fieldMessage(t, 'email', context.errors, context.serverErrors)}
        isRequired
        isReadOnly={state === 'sending'}
      />
      <Button type="submit" fullWidth isPending={state === 'sending'} pendingLabel={t('forms:sending')}>
        {t('auth:forgot.submit')}
      </Button>
    </form>
  );
}

/** /forget-password: emails a reset code, then /reset-password takes the code and the new password. */
export default function ForgotPasswordPage() {
  const { t } = useAppTranslation();
  const actor = useActorRef(appForgotPasswordFormMachine);
  useGoOnWithSentEmail(actor, (email) => `/reset-password?email=${encodeURIComponent(email)}`);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          {t('auth:forgot.title')}
        </h1>
        <p className={formStyles.intro}>{t('auth:forgot.intro')}</p>
        <ForgotPasswordForm actor={actor} />
        <p className={styles.links}>
          <Link className={styles.link} to="/login">
            {t('auth:forgot.back')}
          </Link>
        </p>
      </section>
    </div>
  );
}
