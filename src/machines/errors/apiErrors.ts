/** Field messages in the wire's `{ field: [messages] }` shape; the app reads them from answers (src/app/api/errors.ts). */
export type FieldMessages = Record<string, string[]>;

/** Why a logout failed (spec section 8), read from the answer by src/app/api/auth.ts. */
export type LogoutErrorCode = 'userNotFound' | 'invalidCredentials' | 'accessForbidden' | 'somethingWentWrong';
