/** Field messages in the wire's `{ field: [messages] }` shape; the app reads them from answers (src/app/api/errors.ts). */
export type FieldMessages = Record<string, string[]>;

export type LogoutErrorCode = 'userNotFound' | 'invalidCredentials' | 'accessForbidden' | 'somethingWentWrong';

/** Logout failure by status (spec section 8): 404, 401, 403, anything else. */
export function logoutErrorCode(status: number | null | undefined): LogoutErrorCode {
  switch (status) {
    case 404:
      return 'userNotFound';
    case 401:
      return 'invalidCredentials';
    case 403:
      return 'accessForbidden';
    default:
      return 'somethingWentWrong';
  }
}
