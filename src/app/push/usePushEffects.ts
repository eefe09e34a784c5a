import { useMemo } from 'react';
import { NotificationsActor } from '../features/account/notifications';
import { useNavigateTo } from '../routes/useNavigateTo';
import type { AppPushEffects } from './appPush';

/** What a push message may do on the page: go to the route its status names, and refetch the shared notification list. */
export function usePushEffects(): AppPushEffects {
  const navigate = useNavigateTo();
  const notifications = NotificationsActor.useActorRef();
  return useMemo(() => ({ navigate, refetchNotifications: () => notifications.send({ type: 'notifications.load' }) }), [navigate, notifications]);
}
