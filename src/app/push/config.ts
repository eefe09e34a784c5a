/** What firebase messaging needs; all from `VITE_FIREBASE_*` at build time. */
export interface FirebasePushConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

type Env = Partial<Record<string, string | undefined>>;

/** The push configuration, or null when any required `VITE_FIREBASE_*` value is missing (push is then off). */
export function readPushConfig(env: Env): FirebasePushConfig | null {
  const value = (name: string) => {
    const raw = env[`VITE_FIREBASE_${name}`];
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  };
  const apiKey = value('API_KEY');
  const projectId = value('PROJECT_ID');
  const messagingSenderId = value('MESSAGING_SENDER_ID');
  const appId = value('APP_ID');
  const vapidKey = value('VAPID_KEY');
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return null;
  const authDomain = value('AUTH_DOMAIN');
  return { apiKey, projectId, messagingSenderId, appId, vapidKey, ...(authDomain ? { authDomain } : {}) };
}

/** The site's build-time configuration. */
export const pushConfig: FirebasePushConfig | null = readPushConfig(
  ((import.meta as { env?: Env }).env ?? {}) as Env,
);
