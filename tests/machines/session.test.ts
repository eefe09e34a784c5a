import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
} from '../../src/machines/errors/apiErrors.ts';
import { PROFILE_RETRY_MS, sessionFlags, sessionMachine, TokenRefusedError } from '../../src/machines/session/session.machine.ts';
import { sessionView } from '../../src/app/session/sessionView.ts';
import { expiredJwtCookie, jwtCookie, readJwtCookie, USER_PROGRESS_STORAGE_KEY } from '../../src/machines/session/storage.ts';
import type { LoginCredentials, LoginResult, LogoutResult, SessionUser } from '../../src/machines/session/types.ts';
import { graphCoverage, neverSettles, replayMismatches } from './support/graphCoverage.ts';
import { pathTo } from '../../src/app/routes/routes.ts';
import { logoutErrorCode, readLogoutAnswer, readProfileAnswer } from '../../src/app/api/auth.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const contestant: SessionUser = { type: 'contestant', name: 'Contestant One', second_path_certificates: true };
const visitor: SessionUser = { type: 'visitor', name: 'Visitor One' };

interface Deferred<T, I = unknown> {
  input: I;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function startSession(token: string | null | Error) {
  const profile: Array<Deferred<SessionUser, { token: string }>> = [];
  const logins: Array<Deferred<LoginResult, LoginCredentials>> = [];
  const logouts: Array<Deferred<LogoutResult, { token: string | null }>> = [];
  const deferred =
    <T, I>(list: Array<Deferred<T, I>>) =>
    ({ input }: { input: I }) =>
      new Promise<T>((resolve, reject) => list.push({ input, resolve, reject }));
  const effects = {
    persistToken: vi.fn(),
    removeToken: vi.fn(),
    clearProgress: vi.fn(),
    reloadTo: vi.fn(),
    navigate: vi.fn(),
    notify: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      readToken: fromPromise(async () => {
        if (token instanceof Error) throw token;
        return token;
      }),
      fetchProfile: fromPromise(deferred(profile)),
      login: fromPromise(deferred(logins)),
      logout: fromPromise(deferred(logouts)),
    },
    actions: {
      persistToken: (_, params) => effects.persistToken(params),
      removeToken: () => effects.removeToken(),
      clearProgress: () => effects.clearProgress(),
      // The machine names a route; these tests read it as the path the site goes to.
      reloadTo: (_, { to }) => effects.reloadTo({ path: pathTo(to) }),
      navigate: (_, { to }) => effects.navigate({ path: pathTo(to) }),
      notify: (_, params) => effects.notify(params),
    },
  });
  const actor = createActor(machine).start();
  return { actor, profile, logins, logouts, effects };
}

async function signedInAs(user: SessionUser) {
  const session = startSession('jwt-1');
  await settle();
  session.profile[0]!.resolve(user);
  await settle();
  return session;
}

describe('session start-up', () => {
  it('with a jwt cookie: loads the profile with that token, then is signed in', async () => {
    const { actor, profile } = startSession('jwt-1');
    expect(actor.getSnapshot().value).toBe('initializing');
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    expect(profile[0]!.input).toEqual({ token: 'jwt-1' });
    profile[0]!.resolve(contestant);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'jwt-1', user: contestant });
  });

  it('without a cookie: signed out, no profile call', async () => {
    const { actor, profile } = startSession(null);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(profile).toHaveLength(0);
  });

  it('an empty cookie counts as none', async () => {
    const { actor } = startSession('');
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
  });

  it('an unreadable cookie store: signed out', async () => {
    const { actor } = startSession(new Error('blocked'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
  });

  it('a refused token (401 or 403) clears token and user and removes the cookie', async () => {
    const { actor, profile, effects } = startSession('expired');
    await settle();
    profile[0]!.reject(new TokenRefusedError(401));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(effects.removeToken).toHaveBeenCalledTimes(1);
  });

  it('any other profile failure (offline, 429, 5xx) keeps the token and cookie and asks again', async () => {
    vi.useFakeTimers();
    try {
      const { actor, profile, effects } = startSession('jwt-1');
      await vi.advanceTimersByTimeAsync(0);
      profile[0]!.reject(new TypeError('Failed to fetch'));
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('profileUnavailable');
      expect(actor.getSnapshot().context.token).toBe('jwt-1');
      expect(effects.removeToken).not.toHaveBeenCalled();
      expect(sessionView(actor.getSnapshot())).toEqual({ status: 'checking' });
      await vi.advanceTimersByTimeAsync(PROFILE_RETRY_MS);
      expect(actor.getSnapshot().value).toBe('loadingProfile');
      expect(profile[1]!.input).toEqual({ token: 'jwt-1' });
      profile[1]!.resolve(contestant);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
      expect(actor.getSnapshot().context.user).toEqual(contestant);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the app reads 401 and 403 as a refused token, anything else as a failure to retry', () => {
    const failure = (status: number) => {
      try {
        readProfileAnswer(status, { status, message: 'x' });
        return 'read';
      } catch (error) {
        return error instanceof TokenRefusedError ? 'refused' : 'retry';
      }
    };
    expect([401, 403, 404, 429, 500, 503].map(failure)).toEqual(['refused', 'refused', 'retry', 'retry', 'retry', 'retry']);
    expect(readProfileAnswer(200, { status: 200, message: 'ok', data: { user: contestant } })).toEqual(contestant);
  });

  it('fails safe (signed out) when the app forgets to provide readToken', async () => {
    const actor = createActor(sessionMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
  });
});

describe('login', () => {
  const credentials = { email: 'a@example.com', password: 'secret-123' };

  it('200/201 success: stores the token, toasts, reloads to /', async () => {
    const { actor, logins, effects } = startSession(null);
    await settle();
    actor.send({ type: 'auth.login', credentials });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(logins[0]!.input).toEqual(credentials);
    logins[0]!.resolve({ kind: 'success', token: 'new-jwt' });
    await settle();
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().context.token).toBe('new-jwt');
    expect(effects.persistToken).toHaveBeenCalledWith({ token: 'new-jwt' });
    expect(effects.notify).toHaveBeenCalledWith({ notice: 'loginSuccess' });
    expect(effects.reloadTo).toHaveBeenCalledWith({ path: '/' });
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('203: the server message is the error; still signed out', async () => {
    const { actor, logins, effects } = startSession(null);
    await settle();
    actor.send({ type: 'auth.login', credentials });
    logins[0]!.resolve({ kind: 'notYet', message: 'Please verify your email' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'notYetAllowed' });
    expect(actor.getSnapshot().context.loginError).toEqual({ message: 'Please verify your email', fieldErrors: {} });
    expect(effects.persistToken).not.toHaveBeenCalled();
  });

  it('failure: message and field errors kept for display', async () => {
    const { actor, logins } = startSession(null);
    await settle();
    actor.send({ type: 'auth.login', credentials });
    logins[0]!.resolve({ kind: 'failed', message: 'Email or Password is incorrect', fieldErrors: { email: ['bad'] } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'loginRejected' });
    expect(actor.getSnapshot().context.loginError).toEqual({
      message: 'Email or Password is incorrect',
      fieldErrors: { email: ['bad'] },
    });
  });

  it('a failed request: rejected with no server message', async () => {
    const { actor, logins } = startSession(null);
    await settle();
    actor.send({ type: 'auth.login', credentials });
    logins[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'loginRejected' });
    expect(actor.getSnapshot().context.loginError).toEqual({ message: null, fieldErrors: {} });
  });

  it('can try again after a rejection, and success clears the old error on the next start-up', async () => {
    const { actor, logins } = startSession(null);
    await settle();
    actor.send({ type: 'auth.login', credentials });
    logins[0]!.resolve({ kind: 'failed', message: 'x', fieldErrors: {} });
    await settle();
    actor.send({ type: 'auth.login', credentials });
    expect(actor.getSnapshot().value).toBe('loggingIn');
  });
});

describe('signed in', () => {
  it('profile.refresh reloads the profile', async () => {
    const { actor, profile } = await signedInAs(contestant);
    actor.send({ type: 'profile.refresh' });
    expect(actor.getSnapshot().value).toBe('loadingProfile');
    profile[1]!.resolve({ ...contestant, path_first_path: 'active' });
    await settle();
    expect(actor.getSnapshot().context.user?.path_first_path).toBe('active');
  });

  it('logout success: clears token and user, cookie and userProgress, toasts, goes to /', async () => {
    const { actor, logouts, effects } = await signedInAs(contestant);
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(logouts[0]!.input).toEqual({ token: 'jwt-1' });
    logouts[0]!.resolve({ kind: 'success' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'idle' });
    expect(actor.getSnapshot().context).toEqual({ token: null, user: null, loginError: null, logoutError: null });
    expect(effects.removeToken).toHaveBeenCalledTimes(1);
    expect(effects.clearProgress).toHaveBeenCalledTimes(1);
    expect(effects.notify).toHaveBeenCalledWith({ notice: 'logoutSuccess' });
    expect(effects.navigate).toHaveBeenCalledWith({ path: '/' });
  });

  it.each([
    [404, 'userNotFound'],
    [401, 'invalidCredentials'],
    [403, 'accessForbidden'],
    [500, 'somethingWentWrong'],
  ] as const)('logout failure %i: stays signed in with code %s', async (status, code) => {
    const { actor, logouts, effects } = await signedInAs(contestant);
    actor.send({ type: 'auth.logout' });
    logouts[0]!.resolve(readLogoutAnswer(status));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'logoutFailed' });
    expect(actor.getSnapshot().context.logoutError).toBe(code);
    expect(actor.getSnapshot().context.user).toBe(contestant);
    expect(effects.removeToken).not.toHaveBeenCalled();
  });

  it('a logout request that never reached the server: something went wrong', async () => {
    const { actor, logouts } = await signedInAs(visitor);
    actor.send({ type: 'auth.logout' });
    logouts[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(actor.getSnapshot().context.logoutError).toBe('somethingWentWrong');
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
  });
});

describe('sessionFlags', () => {
  it('authenticated needs both token and user', () => {
    expect(sessionFlags({ token: 't', user: null }).isAuthenticated).toBe(false);
    expect(sessionFlags({ token: null, user: contestant }).isAuthenticated).toBe(false);
    expect(sessionFlags({ token: '', user: contestant }).isAuthenticated).toBe(false);
    expect(sessionFlags({ token: 't', user: contestant }).isAuthenticated).toBe(true);
  });
  it('a contestant with second_path_certificates may see certificates', () => {
    expect(sessionFlags({ token: 't', user: contestant })).toEqual({
      isAuthenticated: true,
      isContestant: true,
      isVisitor: false,
      canSeeCertificates: true,
    });
    expect(sessionFlags({ token: 't', user: { ...contestant, second_path_certificates: false } }).canSeeCertificates).toBe(false);
  });
  it('a visitor is not a contestant and never sees certificates', () => {
    expect(sessionFlags({ token: 't', user: { ...visitor, second_path_certificates: true } })).toEqual({
      isAuthenticated: true,
      isContestant: false,
      isVisitor: true,
      canSeeCertificates: false,
    });
  });
  it('a guest is neither', () => {
    expect(sessionFlags({ token: null, user: null })).toEqual({
      isAuthenticated: false,
      isContestant: false,
      isVisitor: false,
      canSeeCertificates: false,
    });
  });
});

describe('logout failure codes (spec section 8)', () => {
  it('logout codes by status', () => {
    expect([404, 401, 403, 500, null].map(logoutErrorCode)).toEqual([
      'userNotFound',
      'invalidCredentials',
      'accessForbidden',
      'somethingWentWrong',
      'somethingWentWrong',
    ]);
  });
});

describe('session machine, model-based', () => {
  it('reaches every state and takes every transition', () => {
    const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
    const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(id) }) as never;
    const events = [
      done('readToken', 'jwt'),
      done('readToken', null),
      error('readToken'),
      done('fetchProfile', contestant),
      error('fetchProfile'),
      { type: 'xstate.error.actor.fetchProfile', error: new TokenRefusedError(401) } as never,
      { type: `xstate.after.${PROFILE_RETRY_MS}.session.profileUnavailable` } as never,
      { type: 'auth.login', credentials: { email: 'a@example.com', password: 'secret-123' } } as const,
      done('login', { kind: 'success', token: 't' }),
      done('login', { kind: 'notYet', message: 'verify' }),
      done('login', { kind: 'failed', message: 'no', fieldErrors: {} }),
      error('login'),
      { type: 'auth.logout' } as const,
      { type: 'profile.refresh' } as const,
      done('logout', { kind: 'success' }),
      done('logout', { kind: 'failed', code: 'accessForbidden' }),
      error('logout'),
    ];
    const live = sessionMachine.provide({
      actors: { readToken: neverSettles(), fetchProfile: neverSettles(), login: neverSettles(), logout: neverSettles() },
    });
    expect(replayMismatches(live, { events } as never)).toEqual([]);
    expect(graphCoverage(sessionMachine, { events })).toEqual({ unvisitedStates: [], untakenEdges: [] });
  });
});

describe('jwt cookie and stored values', () => {
  it('stores the token for 365 days, SameSite=Lax, path /, Secure on https', () => {
    expect(jwtCookie('a.b.c', { secure: true })).toBe('jwt=a.b.c; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(jwtCookie('a b', { secure: false })).toBe('jwt=a%20b; Path=/; Max-Age=31536000; SameSite=Lax');
  });
  it('removal expires the cookie', () => {
    expect(expiredJwtCookie({ secure: false })).toBe('jwt=; Path=/; Max-Age=0; SameSite=Lax');
  });
  it('reads the token back from document.cookie', () => {
    expect(readJwtCookie('language=ar; jwt=a%20b=c; other=1')).toBe('a b=c');
    expect(readJwtCookie('jwt=')).toBeNull();
    expect(readJwtCookie('')).toBeNull();
    expect(readJwtCookie('jwtx=1')).toBeNull();
  });
  it('userProgress is the sessionStorage key cleared at logout', () => {
    expect(USER_PROGRESS_STORAGE_KEY).toBe('userProgress');
  });
});
