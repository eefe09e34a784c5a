import type { LogoutErrorCode } from '../../machines';

/**
 * Keys of the `errors` i18n namespace (src/app/i18n/locales/{ar,en}/errors.json): the fixed texts of
 * spec section 8. Server-provided messages are never keys; they are shown as received (a refusal's first
 * message: `readRefusal` of src/api/envelope.ts, the one reading for every form and decision).
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

/** The text of a logout failure: the session machine decides the code from the HTTP status. */
export function logoutErrorMessageKey(code: LogoutErrorCode): ErrorKey {
  return `logout.${code}`;
}
