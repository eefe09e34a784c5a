import { assign, fromPromise, setup } from 'xstate';
import type { RouteRef } from '../routes/routeRef.ts';
import type { FieldMessages, LogoutErrorCode } from '../errors/apiErrors.ts';
import type { LoginCredentials, LoginResult, LogoutResult, SessionUser } from './types.ts';

export interface SessionContext {
  token: string | null;
  user: SessionUser | null;
  /** The server's login message (null when the request itself failed) and its field messages. */
  loginError: { message: string | null; fieldErrors: FieldMessages } | null;
  logoutError: LogoutErrorCode | null;
}

export type SessionEvent =
  | { type: 'auth.login'; credentials: LoginCredentials }
  | { type: 'auth.logout' }
  | { type: 'profile.refresh' };

export type SessionNotice = 'loginSuccess' | 'logoutSuccess';

/** Narrows a result whose kind a guard has already checked. */
const asKind = <T extends { kind: string }, K extends T['kind']>(result: T, _kind: K) => result as Extract<T, { kind: K }>;

const signedOutContext: SessionContext = { token: null, user: null, loginError: null, logoutError: null };

/**
 * The profile call's answer that the token is no longer good (401 or 403): the only profile failure that signs out.
 * Any other (offline, a timeout, 429, 5xx) keeps the cookie and tries again: a contestant opening the site on a weak
 * connection must not lose their session to it.
 */
export class TokenRefusedError extends Error {
  constructor(readonly status: number) {
    super(`profile: token refused (HTTP ${status})`);
    this.name = 'TokenRefusedError';
  }
}

/** How long the session waits before asking for the profile again after a failure that was not a refusal. */
export const PROFILE_RETRY_MS = 5000;

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  actors: {
    /** The `jwt` cookie, or null. */
    readToken: fromPromise<string | null>(async () => {
      throw new Error('provide the readToken actor');
    }),
    /** GET /user/profile → `data.user`; rejects on failure. */
    fetchProfile: fromPromise<SessionUser, { token: string }>(async () => {
      throw new Error('provide the fetchProfile actor');
    }),
    login: fromPromise<LoginResult, LoginCredentials>(async () => {
      throw new Error('provide the login actor');
    }),
    /** POST /user/profile/logout?platform=web */
    logout: fromPromise<LogoutResult, { token: string | null }>(async () => {
      throw new Error('provide the logout actor');
    }),
  },
  guards: {
    hasToken: (_, token: string | null) => typeof token === 'string' && token.length > 0,
    isLoginSuccess: (_, result: LoginResult) => result.kind === 'success',
    isLoginNotYet: (_, result: LoginResult) => result.kind === 'notYet',
    isLogoutSuccess: (_, result: LogoutResult) => result.kind === 'success',
    /** On an invoked actor's error event. */
    isTokenRefused: ({ event }) => (event as { error?: unknown }).error instanceof TokenRefusedError,
  },
  actions: {
    /** Store the jwt cookie (365 days, SameSite=Lax, Secure on https, path /). */
    persistToken: (_, _params: { token: string }) => {},
    /** Delete the jwt cookie. */
    removeToken: () => {},
    /** Remove sessionStorage `userProgress`. */
    clearProgress: () => {},
    /** Full-reload navigation. */
    reloadTo: (_, _params: { to: RouteRef }) => {},
    /** Client-side navigation. */
    navigate: (_, _params: { to: RouteRef }) => {},
    /** Success toast in the current language. */
    notify: (_, _params: { notice: SessionNotice }) => {},
    setToken: assign((_, token: string | null) => ({ token })),
    setUser: assign((_, user: SessionUser) => ({ user, loginError: null, logoutError: null })),
    clearSession: assign(() => signedOutContext),
    setLoginError: assign((_, loginError: SessionContext['loginError']) => ({ loginError })),
    setLogoutError: assign((_, logoutError: LogoutErrorCode) => ({ logoutError })),
  },
}).createMachine({
  id: 'session',
  context: signedOutContext,
  initial: 'initializing',
  states: {
    /** Start-up: read the jwt cookie. */
    initializing: {
      invoke: {
        id: 'readToken',
        src: 'readToken',
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => event.output },
            target: 'loadingProfile',
            actions: { type: 'setToken', params: ({ event }) => event.output },
          },
          { target: 'signedOut' },
        ],
        onError: 'signedOut',
      },
    },
    loadingProfile: {
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        // Only entered with a token (from the cookie, or signed in).
        input: ({ context }) => ({ token: context.token as string }),
        onDone: { target: 'signedIn', actions: { type: 'setUser', params: ({ event }) => event.output } },
        // A refused token clears token, user and cookie; any other failure keeps them and tries again.
        onError: [
          { guard: 'isTokenRefused', target: 'signedOut', actions: ['clearSession', 'removeToken'] },
          { target: 'profileUnavailable' },
        ],
      },
    },
    /** The profile could not be read (offline, server busy or down): the token stays, and the profile is asked again. */
    profileUnavailable: {
      after: { [PROFILE_RETRY_MS]: 'loadingProfile' },
      on: { 'profile.refresh': 'loadingProfile' },
    },
    signedOut: {
      initial: 'idle',
      on: { 'auth.login': '#session.loggingIn' },
      states: {
        idle: {},
        /** Login failed: the server's message and field messages. */
        loginRejected: {},
        /** 203: the account cannot sign in yet; the server's message. */
        notYetAllowed: {},
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        // Only `auth.login` enters this state.
        input: ({ event }) => (event as Extract<SessionEvent, { type: 'auth.login' }>).credentials,
        onDone: [
          {
            guard: { type: 'isLoginSuccess', params: ({ event }) => event.output },
            target: 'reloading',
            actions: [
              { type: 'setToken', params: ({ event }) => asKind(event.output, 'success').token },
              { type: 'persistToken', params: ({ event }) => ({ token: asKind(event.output, 'success').token }) },
              { type: 'notify', params: { notice: 'loginSuccess' } },
              { type: 'reloadTo', params: { to: { route: 'home' } } },
            ],
          },
          {
            guard: { type: 'isLoginNotYet', params: ({ event }) => event.output },
            target: 'signedOut.notYetAllowed',
            actions: {
              type: 'setLoginError',
              params: ({ event }) => ({ message: asKind(event.output, 'notYet').message, fieldErrors: {} }),
            },
          },
          {
            target: 'signedOut.loginRejected',
            actions: {
              type: 'setLoginError',
              params: ({ event }) => {
                const { message, fieldErrors } = asKind(event.output, 'failed');
                return { message, fieldErrors };
              },
            },
          },
        ],
        onError: {
          target: 'signedOut.loginRejected',
          actions: { type: 'setLoginError', params: { message: null, fieldErrors: {} } },
        },
      },
    },
    /** Signed in; the full-reload navigation to / is under way (the profile loads after it). */
    reloading: {},
    signedIn: {
      initial: 'idle',
      on: {
        'auth.logout': '#session.loggingOut',
        'profile.refresh': '#session.loadingProfile',
      },
      states: {
        idle: {},
        /** Logout failed: `logoutError` says why (user not found, invalid credentials, forbidden, other). */
        logoutFailed: {},
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isLogoutSuccess', params: ({ event }) => event.output },
            target: 'signedOut',
            actions: [
              'clearSession',
              'removeToken',
              'clearProgress',
              { type: 'notify', params: { notice: 'logoutSuccess' } },
              { type: 'navigate', params: { to: { route: 'home' } } },
            ],
          },
          {
            target: 'signedIn.logoutFailed',
            actions: {
              type: 'setLogoutError',
              params: ({ event }) => asKind(event.output, 'failed').code,
            },
          },
        ],
        onError: {
          target: 'signedIn.logoutFailed',
          actions: { type: 'setLogoutError', params: 'somethingWentWrong' as LogoutErrorCode },
        },
      },
    },
  },
});

export interface SessionFlags {
  /** Authenticated means both a token and a user. */
  isAuthenticated: boolean;
  isContestant: boolean;
  isVisitor: boolean;
  /** The /certificates link and route: a signed-in contestant with second_path_certificates. */
  canSeeCertificates: boolean;
}

export function sessionFlags(context: Pick<SessionContext, 'token' | 'user'>): SessionFlags {
  const isAuthenticated = Boolean(context.token) && context.user !== null;
  const isContestant = isAuthenticated && context.user?.type === 'contestant';
  return {
    isAuthenticated,
    isContestant,
    isVisitor: isAuthenticated && context.user?.type === 'visitor',
    canSeeCertificates: isContestant && context.user?.second_path_certificates === true,
  };
}
