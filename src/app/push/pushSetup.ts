import type { ApiClient } from '../api/client';
import type { FirebasePushConfig } from './config';
import type { PushMessageHandler } from './messageHandler';
import { syncPushToken, withTimeout } from './tokenSync';

/** The site's one service worker (src/sw/serviceWorker.ts): push messages are handled there too. */
export const SERVICE_WORKER_URL = '/sw.js';
export const GET_TOKEN_TIMEOUT_MS = 10_000;

export type PushStartResult = 'unconfigured' | 'unsupported' | 'needsPermission' | 'denied' | 'noToken' | 'started';

export interface PushDependencies {
  config: FirebasePushConfig | null;
  client: ApiClient;
  onMessage: PushMessageHandler;
  log?: Pick<Console, 'info' | 'warn'>;
  /** Loads firebase on demand; tests pass a fake. */
  loadFirebase?: () => Promise<FirebaseMessagingApi>;
  getTokenTimeoutMs?: number;
}

/** The slice of firebase the site uses, so that it loads lazily and tests can stand in for it. */
export interface FirebaseMessagingApi {
  getToken: (registration: ServiceWorkerRegistration, vapidKey: string) => Promise<string>;
  listen: (handler: PushMessageHandler) => void;
}

export async function loadFirebaseMessaging(config: FirebasePushConfig): Promise<FirebaseMessagingApi> {
  const [{ initializeApp, getApps }, messagingModule] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  const app = getApps()[0] ?? initializeApp(config);
  const messaging = messagingModule.getMessaging(app);
  return {
    getToken: (serviceWorkerRegistration, vapidKey) => messagingModule.getToken(messaging, { serviceWorkerRegistration, vapidKey }),
    listen: (handler) => {
      messagingModule.onMessage(messaging, (payload) => handler({ notification: payload.notification ?? null, data: payload.data ?? null }));
    },
  };
}

let unconfiguredLogged = false;
let started: Promise<PushStartResult> | null = null;

/** Forget a started session (sign-out, tests). */
export function resetPush(): void {
  started = null;
}

/**
 * Push messages for a signed-in user. `askPermission` is true only from a user gesture (a button press);
 * at start-up it is false, so a browser that has not granted permission is never prompted on load.
 * With no `VITE_FIREBASE_*` configuration: one log line, and nothing else happens.
 */
export function startPush(deps: PushDependencies, askPermission: boolean): Promise<PushStartResult> {
  const log = deps.log ?? console;
  if (!deps.config) {
    if (!unconfiguredLogged) {
      unconfiguredLogged = true;
      log.info('Push messages are off: no VITE_FIREBASE_* configuration.');
    }
    return Promise.resolve('unconfigured');
  }
  if (started) return started;
  const attempt = run(deps, deps.config, askPermission, log);
  started = attempt;
  // Only a session that really started stays started; any other outcome may be tried again.
  attempt.then(
    (result) => {
      if (result !== 'started' && started === attempt) started = null;
    },
    () => {
      if (started === attempt) started = null;
    },
  );
  return attempt;
}

async function run(
  deps: PushDependencies,
  config: FirebasePushConfig,
  askPermission: boolean,
  log: Pick<Console, 'info' | 'warn'>,
): Promise<PushStartResult> {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator)) return 'unsupported';
  let permission = Notification.permission;
  if (permission === 'default') {
    if (!askPermission) return 'needsPermission';
    permission = await Notification.requestPermission();
  }
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const firebase = await (deps.loadFirebase ?? (() => loadFirebaseMessaging(config)))();
  firebase.listen(deps.onMessage);
  let token: string;
  try {
    token = await withTimeout(firebase.getToken(registration, config.vapidKey), deps.getTokenTimeoutMs ?? GET_TOKEN_TIMEOUT_MS, 'getToken');
  } catch (error) {
    log.warn('No push token:', error);
    return 'noToken';
  }
  if (!token) {
    // Spec §8: no push token is logged and nothing is synced.
    log.warn('No push token: nothing synced.');
    return 'noToken';
  }
  await syncPushToken(deps.client, token);
  return 'started';
}
