import { useActorRef } from '@xstate/react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button/Button';
import { TextField } from '../../../design-system/components/TextField/TextField';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { fieldMessage } from '../../forms/fieldMessages';
import * as formStyles from '../../forms/form.css';
import { appForgotPasswordFormMachine } from './accountForms';
import { useFormActor, useFormSent, type SubmitFormActor } from '../../forms/useFormActor';
import * as styles from '../../forms/formPage.css';
import { pathOf } from '../../routes/routes';
import { Form } from '../../../design-system/components/Form/Form';

export function ForgotPasswordForm({ actor }: { actor: SubmitFormActor<'forgotPassword'> }) {
  const { t } = useAppTranslation();
  const { state, context, change, submit } = useFormActor(actor);
  return (
    <Form
      className={formStyles.form}
      onSubmit={submit}
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
        value={context.values.email}
        onChange={change('email')}
        errorMessage={fieldMessage(t, 'email', context.errors, context.serverErrors)}
        isRequired
        isReadOnly={state === 'sending'}
      />
      <Button type="submit" fullWidth isPending={state === 'sending'} pendingLabel={t('forms:sending')}>
        {t('auth:forgot.submit')}
      </Button>
    </Form>
  );
}

/** /forget-password: emails a reset code, then /reset-password takes the code and the new password. */
export default function ForgotPasswordPage() {
  const { t } = useAppTranslation();
  const actor = useActorRef(appForgotPasswordFormMachine);
  const navigate = useNavigate();
  useFormSent(actor, ({ email }) => void navigate(pathOf('resetPassword', { email })));
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="forgot-title">
        <h1 id="forgot-title" className={styles.title}>
          {t('auth:forgot.title')}
        </h1>
        <p className={formStyles.intro}>{t('auth:forgot.intro')}</p>
        <ForgotPasswordForm actor={actor} />
        <p className={styles.links}>
          <Link className={styles.link} to={pathOf('login')}>
            {t('auth:forgot.back')}
          </Link>
        </p>
      </section>
    </div>
  );
}
