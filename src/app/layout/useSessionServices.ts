import { useEffect } from 'react';
import { NotificationsActor } from '../features/account/notifications';
import { usePushEffects } from '../push/usePushEffects';
import type * as AppPush from '../push/appPush';
import type * as PushSetup from '../push/pushSetup';
import { useSessionView } from '../session/sessionActor';

// Push (setup, token sync, message routing) is only for signed-in users: it loads after sign-in,
// not with every guest's first page.
type PushModules = [typeof AppPush, typeof PushSetup];
let push: Promise<PushModules> | null = null;
const loadPush = () => (push ??= Promise.all([import('../push/appPush'), import('../push/pushSetup')]));

/**
 * What follows the session: a signed-in contestant's notification list (the bell's dot) and push
 * messages. Push starts without prompting: the permission is only asked by a button press.
 */
export function useSessionServices(): void {
  const view = useSessionView();
  const pushEffects = usePushEffects();
  const notifications = NotificationsActor.useActorRef();
  const contestant = view.status === 'signedIn' && view.user.type === 'contestant';
  const signedIn = view.status === 'signedIn';
  useEffect(() => {
    if (contestant) notifications.send({ type: 'notifications.load' });
    else if (view.status === 'anonymous') notifications.send({ type: 'notifications.clear' });
  }, [contestant, view.status, notifications]);
  useEffect(() => {
    if (!signedIn) {
      // Nothing to undo unless push was loaded during this visit.
      void push?.then(([, setup]) => setup.resetPush());
      return;
    }
    loadPush()
      .then(([appPush]) => appPush.startAppPush(false, pushEffects))
      .catch((error: unknown) => console.warn('Push messages could not start:', error));
  }, [signedIn, pushEffects]);
}
