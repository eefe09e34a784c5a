import { useEffect, useMemo, type ReactNode } from 'react';
import { sessionMachine, type RouteRef } from '../../machines';
import { notifyLogoutFailed, showPendingSessionNotice } from '../services/sessionNotices';
import { SessionActor, useSessionView } from './sessionActor';
import { sessionEffects } from './sessionEffects';

/** The toasts that follow the session: a failed logout says why; a sign-in's success shows once the reloaded page knows the user. */
function SessionNotices() {
  const logoutError = SessionActor.useSelector((snapshot) => (snapshot.matches({ signedIn: 'logoutFailed' }) ? snapshot.context.logoutError : null));
  const signedIn = useSessionView().status === 'signedIn';
  useEffect(() => {
    if (logoutError) notifyLogoutFailed(logoutError);
  }, [logoutError]);
  useEffect(() => {
    if (signedIn) showPendingSessionNotice();
  }, [signedIn]);
  return null;
}

/** The site's session actor with the browser's effects; `navigate` is the router's (App passes it in). */
export function SessionProvider({ navigate, children }: { navigate: (to: RouteRef) => void; children: ReactNode }) {
  const logic = useMemo(() => sessionMachine.provide(sessionEffects({ navigate })), [navigate]);
  return (
    <SessionActor.Provider logic={logic}>
      <SessionNotices />
      {children}
    </SessionActor.Provider>
  );
}
