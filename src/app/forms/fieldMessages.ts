import type { FieldError } from '../../machines';
import type { AppT } from '../i18n/useAppTranslation';

/** A validation error code as the spec's message, in the current language. */
export function validationText(t: AppT, error: FieldError, otherLabel?: string): string {
  switch (error.code) {
    case 'minLength':
      return t('forms:validation.minLength', { count: error.min });
    case 'maxLength':
      return t('forms:validation.maxLength', { max: error.max });
    case 'equalTo':
      return t('forms:validation.equalTo', { other: otherLabel ?? error.other });
    default:
      return t(`forms:validation.${error.code}`);
  }
}

/**
 * What a field shows under it: the client's rule first (it runs on submit) in `textOf`'s words,
 * else the server's first message for that field, shown as received.
 */
export function messageOf(
  field: string,
  clientErrors: Partial<Record<string, FieldError>>,
  serverErrors: Readonly<Record<string, readonly string[]>>,
  textOf: (error: FieldError) => string,
): string | undefined {
  const client = clientErrors[field];
  if (client) return textOf(client);
  return serverErrors[field]?.find((message) => message.trim() !== '');
}

/** `messageOf` with the `forms` namespace's validation texts. */
export function fieldMessage(
  t: AppT,
  field: string,
  clientErrors: Partial<Record<string, FieldError>>,
  serverErrors: Readonly<Record<string, readonly string[]>>,
  otherLabel?: string,
): string | undefined {
  return messageOf(field, clientErrors, serverErrors, (error) => validationText(t, error, otherLabel));
}
