import { createActorContext } from '@xstate/react';
import { useCallback, useDeferredValue } from 'react';
import { sessionMachine } from '../../machines';
import { sameSessionView, sessionView, type SessionView } from './sessionView';

/**
 * The session, shared by the whole site as one actor. The context carries no effects: the app's
 * provider (SessionProvider) gives the machine its cookie, API, toasts and navigation; stories and
 * tests give it theirs.
 */
export const SessionActor = createActorContext(sessionMachine);

/**
 * The session as routing, the header and pages read it. Its news arrives as a transition: at every
 * load the session goes from checking to known right after the page has hydrated, and as an urgent
 * update it re-rendered the header in one long task. Navigations the machine makes (logout → `/`)
 * are flushed at once, so no page sees a session older than its route.
 */
export function useSessionView(): SessionView {
  return useDeferredValue(SessionActor.useSelector(sessionView, sameSessionView));
}

/** Sends `auth.logout`. */
export function useLogout(): () => void {
  const actor = SessionActor.useActorRef();
  return useCallback(() => actor.send({ type: 'auth.logout' }), [actor]);
}
