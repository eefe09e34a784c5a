import type { ApiClient } from '../api/client';
import { ensureOk, readEnvelope } from '../../api/envelope';

/** The contract allows at most 20 tokens per user: the oldest give way. */
export const MAX_TOKENS = 20;

export type TokenSyncResult = 'alreadyKnown' | 'synced';

/**
 * Spec §7: GET /user/profile/fcm-tokens, then POST /user/profile/fcm-tokens/sync with the list plus the
 * new token, only when the token is not already in it.
 */
export async function syncPushToken(client: ApiClient, token: string): Promise<TokenSyncResult> {
  const { data, response } = await client.GET('/user/profile/fcm-tokens');
  ensureOk(response);
  const raw = readEnvelope(data).data;
  const known = Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
  if (known.includes(token)) return 'alreadyKnown';
  const sync = await client.POST('/user/profile/fcm-tokens/sync', { body: { tokens: [...known, token].slice(-MAX_TOKENS) } });
  ensureOk(sync.response);
  return 'synced';
}

/** Rejects when `promise` has not settled within `ms` (getToken can hang on a stalled push service). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'operation'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
