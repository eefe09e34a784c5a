import { useEffect } from 'react';
import { notificationsStore } from '../features/account/notificationsStore';
import { resetPush } from '../push/pushSetup';
import { startAppPush } from '../push/appPush';
import { useSession } from '../session/SessionContext';

/**
 * What follows the session: a signed-in contestant's notification list (the bell's dot) and push
 * messages. Push starts without prompting: the permission is only asked by a button press.
 */
export function useSessionServices(): void {
  const { view } = useSession();
  const contestant = view.status === 'signedIn' && view.user.type === 'contestant';
  const signedIn = view.status === 'signedIn';
  useEffect(() => {
    if (contestant) void notificationsStore.load();
    else if (view.status === 'anonymous') notificationsStore.reset();
  }, [contestant, view.status]);
  useEffect(() => {
    if (!signedIn) {
      resetPush();
      return;
    }
    startAppPush(false).catch((error: unknown) => console.warn('Push messages could not start:', error));
  }, [signedIn]);
}
