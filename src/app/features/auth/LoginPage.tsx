import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isValid, validate, type FieldErrors } from '../../../machines';
import { Button } from '../../../design-system/components/Button/Button';
import { TextField } from '../../../design-system/components/TextField/TextField';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { SessionActor } from '../../session/SessionProvider';
import { fieldMessage } from '../../forms/fieldMessages';
import * as formStyles from '../../forms/form.css';
import * as styles from '../../forms/formPage.css';

type LoginValues = { email: string; password: string };

/**
 * /login on the session machine: it logs in, stores the token, toasts and reloads to `/`;
 * a 203 lands in `signedOut.notYetAllowed` and any refusal in `signedOut.loginRejected`.
 */
export default function LoginPage() {
  const { t } = useAppTranslation();
  const session = SessionActor.useActorRef();
  const pending = SessionActor.useSelector((s) => s.matches('loggingIn') || s.matches('reloading'));
  const rejected = SessionActor.useSelector((s) => s.matches({ signedOut: 'loginRejected' }));
  const notYet = SessionActor.useSelector((s) => s.matches({ signedOut: 'notYetAllowed' }));
  const loginError = SessionActor.useSelector((s) => s.context.loginError);
  const [params] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({ email: params.get('email') ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'login'>>({});
  const serverErrors = rejected ? (loginError?.fieldErrors ?? {}) : {};
  const notice = params.get('verified') ? t('auth:login.verified') : params.get('reset') ? t('auth:login.passwordReset') : null;

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          {t('auth:login.title')}
        </h1>
        <p className={formStyles.intro}>{t('auth:login.intro')}</p>
        {notice && !rejected && !notYet ? (
          <p className={formStyles.notice} role="status">
            {notice}
          </p>
        ) : null}
        {notYet ? (
          <div className={formStyles.alert} role="alert">
            <p>
              <strong>{t('auth:login.notYetTitle')}: </strong>
              {loginError?.message || t('errors:generic')}
            </p>
            <Link className={styles.link} to={`/verify-otp?email=${encodeURIComponent(values.email)}`}>
              {t('auth:login.verifyNow')}
            </Link>
          </div>
        ) : null}
        {rejected ? (
          <p className={formStyles.alert} role="alert">
            <strong>{t('auth:login.failedTitle')}: </strong>
            {loginError?.message || t('errors:generic')}
          </p>
        ) : null}
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = validate('login', values);
            setErrors(found);
            if (isValid(found)) session.send({ type: 'auth.login', credentials: values });
          }}
        >
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
        </form>
        <p className={styles.links}>
          <Link className={styles.link} to="/forget-password">
            {t('auth:login.forgot')}
          </Link>
          <span>
            <span className={styles.muted}>{t('auth:login.noAccount')} </span>
            <Link className={styles.link} to="/register/contestant">
              {t('auth:login.register')}
            </Link>
          </span>
        </p>
      </section>
    </div>
  );
}
