import type { FieldError } from '../machines/forms/validation';
import type { OperatorSessionContext, OperatorSessionEvent, OperatorSignInField } from '../machines/operator/operatorSession.machine';
import { Button, Form, TextField } from '../design-system';
import * as styles from './console.css';
import { useConsoleT } from './useConsoleT';

/**
 * The sign-in form in a state of the session machine (signed out, or signing in): its values, its rule errors after a
 * refused submit, the server's refusal as a code. Stories render it with a resolved state.
 */
export function SignIn({ context, pending, send }: { context: OperatorSessionContext; pending: boolean; send: (event: OperatorSessionEvent) => void }) {
  const { t } = useConsoleT();
  const { values, errors, error } = context;
  const messageOf = (field: OperatorSignInField) => {
    const rule: FieldError | undefined = errors[field];
    if (!rule) return undefined;
    return rule.code === 'maxLength' ? t('validation.maxLength', { max: rule.max }) : t(`signInErrors.${field}.${rule.code}`);
  };
  const change = (field: OperatorSignInField) => (value: string) => send({ type: 'field.change', field, value });
  return (
    <section className={styles.panel} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={styles.heading}>
        {t('signIn.title')}
      </h2>
      <p className={styles.muted}>{t('signIn.intro')}</p>
      <Form onSubmit={() => send({ type: 'session.signIn' })} className={styles.form}>
        <TextField label={t('signIn.email')} type="email" name="email" autoComplete="username" value={values.email} onChange={change('email')} errorMessage={messageOf('email')} isRequired />
        <TextField
          label={t('signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          errorMessage={messageOf('password')}
          isRequired
        />
        {error ? (
          <p role="alert" className={styles.error}>
            {t(`signIn.errors.${error}`)}
          </p>
        ) : null}
        {/* Disabled rather than pending while signing in: react-aria would announce the button it is about to remove. */}
        <Button type="submit" isDisabled={pending}>
          {pending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </Form>
    </section>
  );
}
