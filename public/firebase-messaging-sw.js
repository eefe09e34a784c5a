/* Push messages in the background (the site's own service worker; no third-party script is loaded).
 * - A message arriving while a page of the site is visible is handed to that page in the format
 *   firebase messaging's foreground listener (onMessage) reads, so the page's one handler runs.
 * - Otherwise a system notification shows the message's title and body; a click opens the route
 *   its third/fourth track status names (the same table as src/machines/push/pushRouting.ts;
 *   tests/app/push-service-worker.test.ts checks the two agree).
 */
'use strict';

const PUSH_ROUTES = {
  third_path_status: {
    approved: '/congratulations',
    success: '/congratulations',
    failed: '/pre-saving',
    pending: '/success-send',
  },
  fourth_path_status: {
    approved: '/congratulations/nabaa',
    success: '/congratulations/nabaa',
    failed: '/pre-saving/nabaa',
    pending: '/success-send/nabaa',
  },
};

/** Where a message's data sends the contestant; the third track wins when both are present. */
function pushRoute(data) {
  if (!data) return null;
  for (const key of ['third_path_status', 'fourth_path_status']) {
    const routes = PUSH_ROUTES[key];
    const status = data[key];
    if (typeof status === 'string' && Object.prototype.hasOwnProperty.call(routes, status)) return routes[status];
  }
  return null;
}

/** FCM's web push body: `{ notification: { title, body }, data, from, ... }`. */
function readPayload(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    return { notification: { body: event.data.text() } };
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const visible = windows.filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        for (const client of visible) client.postMessage({ ...payload, isFirebaseMessaging: true, messageType: 'push-received' });
        return undefined;
      }
      const notification = payload.notification || {};
      return self.registration.showNotification(notification.title || self.location.hostname, {
        body: notification.body || '',
        icon: '/favicon.svg',
        data: { route: pushRoute(payload.data) || '/notifications' },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const route = (event.notification.data && event.notification.data.route) || '/notifications';
  const url = new URL(route, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const existing = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (existing) return existing.focus().then((client) => (client ? client.navigate(url) : self.clients.openWindow(url)));
      return self.clients.openWindow(url);
    }),
  );
});

// Exposed for the unit test that compares this table with the app's push routing.
self.pushRoute = pushRoute;
