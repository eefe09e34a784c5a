// The console's words for a form field's problem: the client's rule (src/machines/forms/validation.ts) in the console's
// dictionary, else the server's first message for the field as it wrote it; and a form's failure as a whole.
import { type ReactNode, useId } from 'react';
import { Form } from '../design-system';
import { formatNumber } from '../domain/format';
import type { FieldError } from '../machines/forms/validation';
import * as styles from './console.css';
import { useConsoleT } from './useConsoleT';

type Errors = Partial<Record<string, FieldError>>;
type ServerErrors = Readonly<Record<string, readonly string[]>>;

export function useFieldMessage(): (field: string, errors: Errors, serverErrors: ServerErrors) => string | undefined {
  const { t, language } = useConsoleT();
  const textOf = (error: FieldError): string => {
    switch (error.code) {
      case 'minLength':
        return t('validation.minLength', { min: formatNumber(language, error.min) });
      case 'maxLength':
        return t('validation.maxLength', { max: formatNumber(language, error.max) });
      default:
        return t(`validation.${error.code}`);
    }
  };
  return (field, errors, serverErrors) => {
    const client = errors[field];
    if (client) return textOf(client);
    return serverErrors[field]?.find((message) => message.trim() !== '');
  };
}

/**
 * A console form's failure under its fields: `unreachable` (the form's words) when the request failed or the server
 * named no message, else the server's message, unless it already spoke field by field (then the fields say it).
 */
export function FormFailure({ failure, serverErrors, unreachable }: { failure: { message: string | null } | null; serverErrors: ServerErrors; unreachable: string }) {
  if (!failure) return null;
  if (!failure.message) {
    return (
      <p role="alert" className={styles.error}>
        {unreachable}
      </p>
    );
  }
  if (Object.keys(serverErrors).length) return null;
  return (
    <p role="alert" className={styles.error} dir="auto">
      {failure.message}
    </p>
  );
}

/** A console form named by its heading (a sub-heading of its panel), sent by `onSubmit`. */
export function TitledForm({ title, onSubmit, children }: { title: string; onSubmit: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Form onSubmit={onSubmit} className={styles.form} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subheading}>
        {title}
      </h3>
      {children}
    </Form>
  );
}
