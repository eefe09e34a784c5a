import { fromPromise } from 'xstate';
import { USER_PROGRESS_STORAGE_KEY, type LoginCredentials, type RouteRef, type sessionMachine } from '../../machines';
import { readLoginAnswer, readLogoutAnswer, readProfileAnswer } from '../api/auth';
import { pathTo, returnPath } from '../routes/routes';
import { api } from '../services/apiClient';
import { notifySession } from '../services/sessionNotices';
import { readJwtCookie, removeJwtCookie, writeJwtCookie } from '../storage/jwtCookie';

type SessionImplementations = Parameters<typeof sessionMachine.provide>[0];

/**
 * The browser's side of the session machine: the jwt cookie, the API, storage, toasts and
 * navigation. `navigate` is the router's own, passed in by the app (no router singleton).
 */
export function sessionEffects({ navigate }: { navigate: (to: RouteRef) => void }) {
  return {
    actors: {
      readToken: fromPromise(async () => readJwtCookie()),
      fetchProfile: fromPromise(async () => {
        const { data, error, response } = await api.GET('/user/profile');
        return readProfileAnswer(response.status, data ?? error);
      }),
      login: fromPromise(async ({ input }: { input: LoginCredentials }) => {
        const { data, error, response } = await api.POST('/user/auth/login', { body: input });
        return readLoginAnswer(response.status, data ?? error);
      }),
      logout: fromPromise(async () => {
        const { response } = await api.POST('/user/profile/logout', { params: { query: { platform: 'web' } } });
        return readLogoutAnswer(response.status);
      }),
    },
    actions: {
      persistToken: (_, { token }) => writeJwtCookie(token),
      removeToken: () => removeJwtCookie(),
      clearProgress: () => window.sessionStorage.removeItem(USER_PROGRESS_STORAGE_KEY),
      // Signed in: back to the page the guest was sent from (`/login?next=`), else where the machine says.
      reloadTo: (_, { to }) => window.location.assign(returnPath(new URLSearchParams(window.location.search).get('next'), window.location.origin) ?? pathTo(to)),
      navigate: (_, { to }) => navigate(to),
      notify: (_, { notice }) => notifySession(notice),
    },
  } satisfies SessionImplementations;
}
