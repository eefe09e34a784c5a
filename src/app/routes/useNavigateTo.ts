import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RouteRef } from '../../machines';
import { pathTo } from './routes';

/**
 * Navigation to a route reference, for effects that a machine decides (a push message's route).
 * It renders at once (flushSync), before the machine's next state does.
 */
export function useNavigateTo(): (to: RouteRef) => void {
  const navigate = useNavigate();
  return useCallback((to: RouteRef) => void navigate(pathTo(to), { flushSync: true }), [navigate]);
}
