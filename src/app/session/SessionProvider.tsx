import { createActorContext } from '@xstate/react';
import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { sessionFlags, sessionMachine, USER_PROGRESS_STORAGE_KEY, type LoginResult, type SessionUser as MachineUser } from '../../machines';
import { readLoginAnswer, readLogoutAnswer, readProfileAnswer } from '../api/auth';
import { navigateTo } from '../routes/appRouter';
import { api } from '../services/apiClient';
import { notifyLogoutFailed, notifySession, showPendingSessionNotice } from '../services/sessionNotices';
import { readJwtCookie, removeJwtCookie, writeJwtCookie } from '../storage/jwtCookie';
import { SessionContext, type SessionApi } from './SessionContext';
import type { SessionUser, SessionView } from './sessionView';
import { pathTo } from '../routes/routes';

/** The session machine with the browser's effects: cookie, storage, navigation, API, toasts. */
export const appSessionMachine = sessionMachine.provide({
  actors: {
    readToken: fromPromise(async () => readJwtCookie()),
    fetchProfile: fromPromise(async () => {
      const { data, error, response } = await api.GET('/user/profile');
      return readProfileAnswer(response.status, data ?? error);
    }),
    login: fromPromise<LoginResult, { email: string; password: string }>(async ({ input }) => {
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
    reloadTo: (_, { to }) => window.location.assign(pathTo(to)),
    navigate: (_, { to }) => navigateTo(pathTo(to)),
    notify: (_, { notice }) => notifySession(notice),
  },
});

export const SessionActor = createActorContext(appSessionMachine);

function toSessionUser(user: MachineUser): SessionUser {
  return {
    type: user.type === 'visitor' ? 'visitor' : 'contestant',
    name: user.name ?? '',
    thumbnail: user.thumbnail ?? null,
    gender: user.gender === 'female' ? 'female' : 'male',
    second_path_certificates: user.second_path_certificates === true,
    path_first_path: user.path_first_path ?? null,
    first_paths_audios: user.first_paths_audios ?? [],
  };
}

/** Routing and the header read this narrow view of the session machine. */
function SessionViewBridge({ children }: { children: ReactNode }) {
  // The machine's news reaches the page as a transition: at every load the session goes from
  // checking to known right after the page has hydrated, and as an urgent update it re-rendered
  // the header in one long task. Navigations the machine makes (logout → `/`) are flushed at once
  // (navigateTo), so no page ever sees a session older than its route.
  const snapshot = useDeferredValue(SessionActor.useSelector((state) => state));
  const actor = SessionActor.useActorRef();
  const { isAuthenticated } = sessionFlags(snapshot.context);
  const checking = snapshot.matches('initializing') || snapshot.matches('loadingProfile') || snapshot.matches('reloading');
  const user = snapshot.context.user;
  const view: SessionView = checking
    ? { status: 'checking' }
    : isAuthenticated && user
      ? { status: 'signedIn', user: toSessionUser(user) }
      : { status: 'anonymous' };
  const logoutError = snapshot.matches({ signedIn: 'logoutFailed' }) ? snapshot.context.logoutError : null;
  useEffect(() => {
    if (logoutError) notifyLogoutFailed(logoutError);
  }, [logoutError]);
  const signedIn = view.status === 'signedIn';
  useEffect(() => {
    if (signedIn) showPendingSessionNotice();
  }, [signedIn]);
  const viewKey = JSON.stringify(view);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the view is rebuilt only when its content changes
  const api = useMemo<SessionApi>(() => ({ view, logout: () => actor.send({ type: 'auth.logout' }) }), [viewKey, actor]);
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionActor.Provider>
      <SessionViewBridge>{children}</SessionViewBridge>
    </SessionActor.Provider>
  );
}
