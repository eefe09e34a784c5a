import type { RouteRef } from '../../machines';
import { notify } from '../../design-system/components/Toast/notify';
import { notificationsStore } from '../features/account/notificationsStore';
import { api } from '../services/apiClient';
import { pushConfig } from './config';
import { createPushMessageHandler, type PushMessageHandler } from './messageHandler';
import { startPush, type PushStartResult } from './pushSetup';

let handler: PushMessageHandler | null = null;

/** The site's push message handler: toast, notifications refetch, route (one instance; `navigate` is the router's). */
export function appPushMessageHandler(navigate: (to: RouteRef) => void): PushMessageHandler {
  handler ??= createPushMessageHandler({
    toast: (body) => void notify.success(body),
    refetchNotifications: () => void notificationsStore.load(),
    navigate,
  });
  return handler;
}

/** Whether the site can offer push at all (configured, and a browser that has the APIs). */
export const pushAvailable = (): boolean =>
  pushConfig !== null && typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

/** Start push for the signed-in user; `fromGesture` only when a button press asked for it. */
export function startAppPush(fromGesture: boolean, navigate: (to: RouteRef) => void): Promise<PushStartResult> {
  return startPush({ config: pushConfig, client: api, onMessage: appPushMessageHandler(navigate) }, fromGesture);
}
