import type { LoginResult, LogoutErrorCode, LogoutResult, SessionUser } from '../../machines';
import { isLoginPending, readEnvelope, tokenOf, userOf } from './envelope';
import { loginErrorMessage } from './errors';

/**
 * Reads a login answer (`POST /user/auth/login`): `data.token` on 200/201; 203 means the account
 * cannot sign in yet (only `message`); anything else is a refusal with its message and field messages.
 */
export function readLoginAnswer(httpStatus: number, body: unknown): LoginResult {
  if (isLoginPending(httpStatus)) {
    const message = loginErrorMessage(body);
    return { kind: 'notYet', message: message.kind === 'server' ? message.text : '' };
  }
  const token = httpStatus >= 200 && httpStatus < 300 ? tokenOf(body as never) : undefined;
  if (token) return { kind: 'success', token };
  const message = loginErrorMessage(body);
  return { kind: 'failed', message: message.kind === 'server' ? message.text : '', fieldErrors: readEnvelope(body).errors ?? {} };
}

/** Reads a profile answer (`GET /user/profile`): `data.user`; anything else throws. */
export function readProfileAnswer(httpStatus: number, body: unknown): SessionUser {
  const user = httpStatus >= 200 && httpStatus < 300 ? userOf(body as never) : undefined;
  if (!user) throw new Error(`profile: HTTP ${httpStatus}`);
  return user as SessionUser;
}

/** Logout failure by status (spec section 8): 404, 401, 403, anything else. */
export function logoutErrorCode(httpStatus: number | null | undefined): LogoutErrorCode {
  switch (httpStatus) {
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

/** Reads a logout answer (`POST /user/profile/logout`): only 200 signs out. */
export function readLogoutAnswer(httpStatus: number): LogoutResult {
  return httpStatus === 200 ? { kind: 'success' } : { kind: 'failed', code: logoutErrorCode(httpStatus) };
}
