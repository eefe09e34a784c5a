import { createActor } from 'xstate';
import { pushRoutingMachine, type PushMessage, type RouteRef } from '../../machines';

export interface PushEffects {
  /** Success toast with the message's `notification.body`. */
  toast: (body: string) => void;
  /** Refetch the notification list (the bell's dot follows it). */
  refetchNotifications: () => void;
  /** Client-side navigation to the route the track status names. */
  navigate: (to: RouteRef) => void;
}

export type PushMessageHandler = (message: PushMessage) => void;

/**
 * The one handler every push message goes through: the firebase foreground listener calls it, and so
 * do the tests. The push routing machine decides (toast, refetch, route by the track status in its data).
 */
export function createPushMessageHandler(effects: PushEffects): PushMessageHandler {
  const actor = createActor(
    pushRoutingMachine.provide({
      actions: {
        showToast: (_, { body }) => {
          if (body) effects.toast(body);
        },
        refetchNotifications: () => effects.refetchNotifications(),
        navigate: (_, { to }) => effects.navigate(to),
      },
    }),
  ).start();
  return (message) => actor.send({ type: 'push.receive', message });
}
