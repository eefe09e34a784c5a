import type { components } from '../../contract/schema';
import { type DeletionStepOutcome, type LoginResult, type LogoutErrorCode, type LogoutResult, type SessionUser, TokenRefusedError } from '../../machines';
import { isRecord, isSuccess, readEnvelope, readRefusal } from '../../api/envelope';

type Schemas = components['schemas'];

export type User = Schemas['User'];

/** `data.token` of a login or email-verification answer; undefined for the 203 answer, which has no data. */
export function tokenOf(
  body: Schemas['LoginResponse'] | Schemas['LoginPendingResponse'] | Schemas['VerifyOtpResponse'] | null | undefined,
): string | undefined {
  const data = readEnvelope(body).data;
  if (!isRecord(data)) return undefined;
  const token = data['token'];
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** `data.user` of the profile, login and email-verification answers. */
export function userOf(
  body: Schemas['UserResponse'] | Schemas['LoginResponse'] | Schemas['LoginPendingResponse'] | Schemas['VerifyOtpResponse'] | null | undefined,
): User | undefined {
  const data = readEnvelope(body).data;
  if (!isRecord(data)) return undefined;
  const user = data['user'];
  return isRecord(user) ? (user as User) : undefined;
}

/** Login answered 203: the account exists but cannot sign in yet; show `message`. */
export function isLoginPending(httpStatus: number): boolean {
  return httpStatus === 203;
}

/**
 * Reads a login answer (`POST /user/auth/login`): `data.token` on 200/201; 203 means the account
 * cannot sign in yet (only `message`); anything else is a refusal with its message and field messages.
 */
export function readLoginAnswer(httpStatus: number, body: unknown): LoginResult {
  if (isLoginPending(httpStatus)) return { kind: 'notYet', message: readRefusal(body).message ?? '' };
  const token = isSuccess(httpStatus) ? tokenOf(body as never) : undefined;
  if (token) return { kind: 'success', token };
  const { message, fieldErrors } = readRefusal(body);
  return { kind: 'failed', message: message ?? '', fieldErrors };
}

/** Reads a profile answer (`GET /user/profile`): `data.user`; anything else throws. */
export function readUserAnswer(httpStatus: number, body: unknown): User {
  const user = isSuccess(httpStatus) ? userOf(body as never) : undefined;
  if (!user) throw new Error(`profile: HTTP ${httpStatus}`);
  return user;
}

/** The profile answer as the session keeps it; 401 and 403 say the token is no longer good (the session signs out). */
export function readProfileAnswer(httpStatus: number, body: unknown): SessionUser {
  if (httpStatus === 401 || httpStatus === 403) throw new TokenRefusedError(httpStatus);
  return readUserAnswer(httpStatus, body) as SessionUser;
}

export type ProfileUpdate = { kind: 'saved'; user: User } | { kind: 'rejected'; message: string; fieldErrors: Record<string, string[]> };

/** Reads a profile change (`PUT /user/profile`, its picture): the saved `data.user`, or a refusal with its first message. */
export function readProfileUpdate(httpStatus: number, body: unknown): ProfileUpdate {
  const user = isSuccess(httpStatus) ? userOf(body as never) : undefined;
  if (user) return { kind: 'saved', user };
  const { message, fieldErrors } = readRefusal(body);
  return { kind: 'rejected', message: message ?? '', fieldErrors };
}

/** Reads a deletion request (`POST /user/deletion-request`): received, or refused with the server's first message. */
export function readDeletionRequest(httpStatus: number, body: unknown): DeletionStepOutcome {
  if (isSuccess(httpStatus) && userOf(body as never)) return { kind: 'saved' };
  return { kind: 'refused', message: readRefusal(body).message ?? null };
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
