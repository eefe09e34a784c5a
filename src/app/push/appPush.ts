import { notify } from '../../design-system/components/Toast/notify';
import { api } from '../services/apiClient';
import { pushConfig } from './config';
import { createPushMessageHandler, type PushEffects, type PushMessageHandler } from './messageHandler';
import { startPush, type PushStartResult } from './pushSetup';

let handler: PushMessageHandler | null = null;

/** What the page gives push: the router's navigation and the shared notification list's refetch (usePushEffects). */
export type AppPushEffects = Pick<PushEffects, 'navigate' | 'refetchNotifications'>;

/** The site's push message handler: toast, notifications refetch, route (one instance). */
export function appPushMessageHandler(effects: AppPushEffects): PushMessageHandler {
  handler ??= createPushMessageHandler({ toast: (body) => void notify.success(body), ...effects });
  return handler;
}

/** Whether the site can offer push at all (configured, and a browser that has the APIs). */
export const pushAvailable = (): boolean =>
  pushConfig !== null && typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

/** Start push for the signed-in user; `fromGesture` only when a button press asked for it. */
export function startAppPush(fromGesture: boolean, effects: AppPushEffects): Promise<PushStartResult> {
  return startPush({ config: pushConfig, client: api, onMessage: appPushMessageHandler(effects) }, fromGesture);
}
