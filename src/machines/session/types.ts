import type { FieldMessages, LogoutErrorCode } from '../errors/apiErrors.ts';

/** The `data.user` fields the machines read. */
export interface SessionUser {
  type: 'contestant' | 'visitor' | (string & {});
  name?: string;
  email?: string;
  thumbnail?: string | null;
  gender?: 'male' | 'female' | (string & {}) | null;
  second_path_certificates?: boolean | null;
  path_first_path?: string | null;
  first_paths_audios?: readonly unknown[] | null;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

export type LoginResult =
  /** 200 or 201 with `data.token` */
  | { kind: 'success'; token: string }
  /** 203: the account exists but cannot sign in yet; only `message` */
  | { kind: 'notYet'; message: string }
  /** Any failure: `loginFailureMessage(body)` and the field messages */
  | { kind: 'failed'; message: string; fieldErrors: FieldMessages };

export type LogoutResult = { kind: 'success' } | { kind: 'failed'; code: LogoutErrorCode };
