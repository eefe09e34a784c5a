import { useState, type FormEvent } from 'react';
import { Button, TextField } from '../design-system';
import type { OperatorSignInError } from '../machines/operator/operatorSession.machine';
import * as styles from './console.css';
import { useConsoleT } from './useConsoleT';

export function SignIn({ pending, error, onSubmit }: { pending: boolean; error: OperatorSignInError | null; onSubmit: (email: string, password: string) => void }) {
  const { t } = useConsoleT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email.trim(), password);
  };
  return (
    <section className={styles.panel} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={styles.heading}>
        {t('signIn.title')}
      </h2>
      <p className={styles.muted}>{t('signIn.intro')}</p>
      <form onSubmit={submit} noValidate className={styles.form}>
        <TextField label={t('signIn.email')} type="email" name="email" autoComplete="username" value={email} onChange={setEmail} isRequired />
        <TextField label={t('signIn.password')} type="password" name="password" autoComplete="current-password" value={password} onChange={setPassword} isRequired />
        {error ? (
          <p role="alert" className={styles.error}>
            {t(`signIn.errors.${error}`)}
          </p>
        ) : null}
        {/* Disabled rather than pending while signing in: react-aria would announce the button it is about to remove. */}
        <Button type="submit" isDisabled={pending}>
          {pending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
    </section>
  );
}
