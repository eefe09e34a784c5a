import type { LogoutErrorCode } from '../../machines';
import { firstFieldMessage, readEnvelope, refusalMessage, type FieldErrors } from './envelope';

/**
 * Keys of the `errors` i18n namespace (src/app/i18n/locales/{ar,en}/errors.json): the fixed texts of
 * spec section 8. Server-provided messages are never keys; they are shown as received.
 */
export const errorKeys = [
  'generic',
  'network',
  'loadFailed',
  'submitFailed',
  'settingsFetchFailed',
  'offline',
  'noResults',
  'noCertificates',
  'notSubscribed',
  'noActiveCompetition',
  'logout.userNotFound',
  'logout.invalidCredentials',
  'logout.accessForbidden',
  'logout.somethingWentWrong',
] as const;
export type ErrorKey = (typeof errorKeys)[number];

/** A text to show: a fixed catalogue text by key (translate with the `errors` namespace) or a server message as is. */
export type ErrorMessage = { kind: 'key'; key: ErrorKey } | { kind: 'server'; text: string };

export const errorKey = (key: ErrorKey): ErrorMessage => ({ kind: 'key', key });
const serverText = (text: string): ErrorMessage => ({ kind: 'server', text });

function dataFieldErrors(data: unknown): FieldErrors | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const result: FieldErrors = {};
  for (const [field, value] of Object.entries(data)) {
    if (Array.isArray(value)) result[field] = value.filter((m): m is string => typeof m === 'string');
  }
  return result;
}

function topLevelMessage(message: string | undefined): ErrorMessage | undefined {
  return message !== undefined && message.trim() !== '' ? serverText(message) : undefined;
}

/** Login failure: first message under `errors`, else the top-level message (also the 203 answer's message). */
export function loginErrorMessage(body: unknown): ErrorMessage {
  const message = refusalMessage(body);
  return message !== undefined ? serverText(message) : errorKey('generic');
}

/** Register failure: the first field key and its message from `errors`, else an empty key and the top-level message. */
export function registerError(body: unknown): { field: string; message: ErrorMessage } {
  const { errors, message } = readEnvelope(body);
  const first = firstFieldMessage(errors);
  if (first) return { field: first.field, message: serverText(first.message) };
  return { field: '', message: topLevelMessage(message) ?? errorKey('generic') };
}

/** OTP resend failure toast: first `errors` message, else first item of the first `data` field, else the top-level message. */
export function otpResendErrorMessage(body: unknown): ErrorMessage {
  const { errors, data, message } = readEnvelope(body);
  const fromErrors = firstFieldMessage(errors);
  if (fromErrors) return serverText(fromErrors.message);
  const firstDataField = Object.values(dataFieldErrors(data) ?? {})[0];
  const fromData = firstDataField?.[0];
  if (fromData !== undefined && fromData.trim() !== '') return serverText(fromData);
  return topLevelMessage(message) ?? errorKey('generic');
}

/**
 * Complaint and testimonial (impression) failure: the toast is the first `errors` entry with a message,
 * else the first message of the first field of `data`, else the top-level message. The field messages
 * (from `errors`, else from `data`) go under the form's fields.
 */
export function complaintFailure(body: unknown): { toast: ErrorMessage; fieldErrors: FieldErrors } {
  const { errors, data, message } = readEnvelope(body);
  const dataFields = dataFieldErrors(data);
  const fromErrors = firstFieldMessage(errors);
  if (fromErrors) return { toast: serverText(fromErrors.message), fieldErrors: errors ?? {} };
  const fromData = firstFieldMessage(dataFields);
  if (fromData) return { toast: serverText(fromData.message), fieldErrors: dataFields ?? {} };
  return { toast: topLevelMessage(message) ?? errorKey('submitFailed'), fieldErrors: {} };
}

/** The text of a logout failure: the session machine decides the code from the HTTP status. */
export function logoutErrorMessageKey(code: LogoutErrorCode): ErrorKey {
  return `logout.${code}`;
}
