import { useEffect } from 'react';
import { notificationsStore } from '../features/account/notificationsStore';
import type * as AppPush from '../push/appPush';
import type * as PushSetup from '../push/pushSetup';
import { useNavigateTo } from '../routes/useNavigateTo';
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
  const navigateTo = useNavigateTo();
  const contestant = view.status === 'signedIn' && view.user.type === 'contestant';
  const signedIn = view.status === 'signedIn';
  useEffect(() => {
    if (contestant) void notificationsStore.load();
    else if (view.status === 'anonymous') notificationsStore.reset();
  }, [contestant, view.status]);
  useEffect(() => {
    if (!signedIn) {
      // Nothing to undo unless push was loaded during this visit.
      void push?.then(([, setup]) => setup.resetPush());
      return;
    }
    loadPush()
      .then(([appPush]) => appPush.startAppPush(false, navigateTo))
      .catch((error: unknown) => console.warn('Push messages could not start:', error));
  }, [signedIn, navigateTo]);
}
