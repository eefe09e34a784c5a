import { useActorRef, useSelector } from '@xstate/react';
import type { FormField } from '../../../machines';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button/Button';
import { TextField } from '../../../design-system/components/TextField/TextField';
import { notify } from '../../../design-system/components/Toast/notify';
import { activeI18n } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { fieldMessage } from '../../forms/fieldMessages';
import * as formStyles from '../../forms/form.css';
import { appResetPasswordFormMachine } from './accountForms';
import { useFormActor, useFormSent, type SubmitFormActor } from '../../forms/useFormActor';
import * as styles from '../../forms/formPage.css';
import { pathOf } from '../../routes/routes';
import { Form } from '../../../design-system/components/Form/Form';
import { useLinkToken } from './linkToken';
import { onlyDigits } from '../../../domain/digits';

export function ResetPasswordForm({ actor }: { actor: SubmitFormActor<'resetPassword'> }) {
  const { t } = useAppTranslation();
  const { state, context, change, submit } = useFormActor(actor);
  const sending = state === 'sending';
  // Opened from the e-mail's link: its token stands in for the code (forgotten if the server refuses it).
  const fromLink = context.values.token !== '';
  const message = (field: FormField<'resetPassword'>) => fieldMessage(t, field, context.errors, context.serverErrors, t('auth:register.fieldOf.password'));
  if (state === 'sent') {
    return (
      <p className={formStyles.notice} role="status">
        {t('auth:reset.done')}
      </p>
    );
  }
  return (
    <Form
      className={formStyles.form}
      onSubmit={submit}
    >
      {state === 'failed' ? (
        <p className={formStyles.alert} role="alert">
          {context.failure?.message || t('auth:reset.failed')}
        </p>
      ) : null}
      <TextField
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        value={context.values.email}
        onChange={change('email')}
        errorMessage={message('email')}
        isRequired
        isReadOnly={sending}
      />
      {fromLink ? (
        <p className={formStyles.notice} role="status">
          {t('auth:reset.fromLink')}
        </p>
      ) : (
        <TextField
          label={t('auth:fields.otp')}
          description={t('auth:hints.otp')}
          value={context.values.otp}
          onChange={(value) => change('otp')(onlyDigits(value).slice(0, 4))}
          errorMessage={message('otp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          isRequired
          isReadOnly={sending}
        />
      )}
      <TextField
        label={t('auth:reset.newPassword')}
        type="password"
        autoComplete="new-password"
        value={context.values.password}
        onChange={change('password')}
        errorMessage={message('password')}
        isRequired
        isReadOnly={sending}
      />
      <TextField
        label={t('auth:fields.password_confirmation')}
        type="password"
        autoComplete="new-password"
        value={context.values.password_confirmation}
        onChange={change('password_confirmation')}
        errorMessage={message('password_confirmation')}
        isRequired
        isReadOnly={sending}
      />
      <Button type="submit" fullWidth isPending={sending} pendingLabel={t('forms:sending')}>
        {t('auth:reset.submit')}
      </Button>
    </Form>
  );
}

/**
 * /reset-password?email=…: the emailed code and a new password; then the contestant logs in again. Opened from the
 * e-mail's link (`&token=…`), the link's token is sent in the code's place.
 */
export default function ResetPasswordPage() {
  const { t } = useAppTranslation();
  const [params] = useSearchParams();
  const token = useLinkToken();
  const actor = useActorRef(appResetPasswordFormMachine, { input: { values: { email: params.get('email') ?? '', token: token ?? '' } } });
  const navigate = useNavigate();
  // A link the server refused is forgotten, and the page asks for the code again.
  const fromLink = useSelector(actor, (snapshot) => snapshot.context.values.token !== '');
  useFormSent(actor, ({ email }) => {
    void notify.success(activeI18n().t('auth:reset.done'));
    void navigate(pathOf('login', { reset: '1', email }));
  });
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="reset-title">
        <h1 id="reset-title" className={styles.title}>
          {t('auth:reset.title')}
        </h1>
        <p className={formStyles.intro}>{t(fromLink ? 'auth:reset.introFromLink' : 'auth:reset.intro')}</p>
        <ResetPasswordForm actor={actor} />
        <p className={styles.links}>
          <Link className={styles.link} to={pathOf('login')}>
            {t('auth:forgot.back')}
          </Link>
        </p>
      </section>
    </div>
  );
}
