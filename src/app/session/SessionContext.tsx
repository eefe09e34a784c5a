import { createContext, useContext } from 'react';
import type { SessionView } from './sessionView';

export type SessionApi = {
  view: SessionView;
  logout: () => void;
};

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider (see src/app/App.tsx)');
  return session;
}
