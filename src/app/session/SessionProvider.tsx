import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { readJwtCookie, removeJwtCookie } from '../storage/jwtCookie';
import { SessionContext, type SessionApi } from './SessionContext';
import type { SessionUser, SessionView } from './sessionView';

const apiBase = import.meta.env.VITE_API_BASE_URL ?? '/api/v1';

// Start-up only: reads the jwt cookie and the profile. Login and logout arrive with the session machine.
export function SessionProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<SessionView>(() => (readJwtCookie() ? { status: 'checking' } : { status: 'anonymous' }));

  useEffect(() => {
    const token = readJwtCookie();
    if (!token) return;
    const controller = new AbortController();
    fetch(`${apiBase}/user/profile`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`profile ${response.status}`);
        const body = (await response.json()) as { data?: { user?: SessionUser } };
        if (!body.data?.user) throw new Error('profile without user');
        setView({ status: 'signedIn', user: body.data.user });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        removeJwtCookie();
        setView({ status: 'anonymous' });
      });
    return () => controller.abort();
  }, []);

  const api = useMemo<SessionApi>(
    () => ({
      view,
      logout: () => {
        removeJwtCookie();
        window.sessionStorage.removeItem('userProgress');
        setView({ status: 'anonymous' });
        window.location.assign('/');
      },
    }),
    [view],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
