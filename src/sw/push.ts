/// <reference lib="webworker" />
// Push messages in the background, as the site's one service worker handles them (./serviceWorker.ts); no third-party
// script is loaded.
// - A message arriving while a page of the site is visible is handed to that page in the format firebase messaging's
//   foreground listener (onMessage) reads, so the page's one handler runs.
// - Otherwise a system notification shows the message's title and body; a click opens the page the push routing of
//   src/machines/push/pushRouting.ts names (its table written in at build time, ./pushRoutes.ts), else the notifications.

import { pushRouteIn, type PushRouteTable } from './pushRoutes';

declare const __PUSH_ROUTES__: PushRouteTable;
const pushRoutes = __PUSH_ROUTES__;

type PushPayload = { notification?: { title?: string; body?: string }; data?: unknown };

/** FCM's web push body: `{ notification: { title, body }, data, from, ... }`. */
function readPayload(event: PushEvent): PushPayload | null {
  if (!event.data) return null;
  try {
    return event.data.json() as PushPayload;
  } catch {
    return { notification: { body: event.data.text() } };
  }
}

export function listenForPush(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const payload = readPayload(event);
    if (!payload) return;
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const visible = windows.filter((client) => client.visibilityState === 'visible');
        if (visible.length > 0) {
          for (const client of visible) client.postMessage({ ...payload, isFirebaseMessaging: true, messageType: 'push-received' });
          return undefined;
        }
        const notification = payload.notification ?? {};
        return worker.registration.showNotification(notification.title || worker.location.hostname, {
          body: notification.body ?? '',
          icon: '/favicon.svg',
          data: { route: pushRouteIn(pushRoutes, payload.data) ?? pushRoutes.fallback },
        });
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { route?: string } | null;
    const url = new URL(data?.route ?? pushRoutes.fallback, worker.location.origin).href;
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const existing = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        if (existing) {
          const focused = await existing.focus();
          if (focused) return focused.navigate(url);
        }
        return worker.clients.openWindow(url);
      }),
    );
  });
}
