// Push messages to a contestant's browsers: through Firebase Cloud Messaging (HTTP v1) when a service account is
// configured, otherwise one log line per message, so a development server shows what would have gone out.
import { readFileSync } from 'node:fs';
import { SignJWT, importPKCS8 } from 'jose';

export type PushMessage = { token: string; title: string; body: string; data: Record<string, string> };

export type PushSender = {
  /** Sends each message on its own; a failure of one is reported and does not stop the others. */
  send(messages: PushMessage[]): Promise<{ sent: number; failed: number }>;
};

export function logPushSender(log: (line: string) => void): PushSender {
  return {
    async send(messages) {
      for (const m of messages) log(`push (Firebase not configured) to …${m.token.slice(-8)}: ${m.title} — ${m.body} ${JSON.stringify(m.data)}`);
      return { sent: messages.length, failed: 0 };
    },
  };
}

export type ServiceAccount = { project_id: string; client_email: string; private_key: string };

/** FIREBASE_SERVICE_ACCOUNT: the service account's JSON itself, or the path of its file; unset means no Firebase. */
export function serviceAccountFromEnv(value: string | undefined): ServiceAccount | undefined {
  if (!value?.trim()) return undefined;
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const parsed = JSON.parse(text) as Partial<ServiceAccount>;
  if (!parsed.project_id || !parsed.client_email || !parsed.private_key) {
    throw new Error('FIREBASE_SERVICE_ACCOUNT must hold project_id, client_email and private_key');
  }
  return parsed as ServiceAccount;
}

type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** FCM HTTP v1: an OAuth2 access token from the service account (JWT bearer grant), kept until shortly before it expires. */
export function fcmPushSender(account: ServiceAccount, options: { fetch?: Fetch; now?: () => Date; log?: (line: string) => void } = {}): PushSender {
  const doFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? (() => new Date());
  let cached: { token: string; until: number } | undefined;
  const accessToken = async (): Promise<string> => {
    if (cached && cached.until > now().getTime()) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(now().getTime() / 1000);
    const assertion = await new SignJWT({ scope: 'https://www.googleapis.com/auth/firebase.messaging' })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience('https://oauth2.googleapis.com/token')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key);
    const res = await doFetch('https://oauth2.googleapis.com/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    });
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw new Error(`Firebase sign-in failed (${res.status})`);
    cached = { token: body.access_token, until: now().getTime() + Math.max(60, (body.expires_in ?? 3600) - 300) * 1000 };
    return cached.token;
  };
  return {
    async send(messages) {
      let sent = 0;
      let failed = 0;
      for (const m of messages) {
        try {
          const res = await doFetch(`https://fcm.googleapis.com/v1/projects/${account.project_id}/messages:send`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
            body: JSON.stringify({ message: { token: m.token, notification: { title: m.title, body: m.body }, data: m.data } }),
          });
          if (!res.ok) throw new Error(`FCM answered ${res.status}`);
          sent++;
        } catch (error) {
          failed++;
          options.log?.(`push to …${m.token.slice(-8)} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return { sent, failed };
    },
  };
}
