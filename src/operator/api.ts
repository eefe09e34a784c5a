// The console's client of /api/v1/operator/…: the contract's types, the console token and the language on every call.
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../contract/schema';
import { apiBaseUrl } from '../api/baseUrl';
import { ensureOk, readEnvelope, refusalMessage } from '../api/envelope';
import type { SubmitResult } from '../machines/forms/submitForm.machine';
import type { ConsoleOutcome } from '../machines/operator/consoleOutcome';
import type { OperatorSignInError, RestoreResult, SignInResult } from '../machines/operator/operatorSession.machine';

export type Schemas = components['schemas'];
export type ConsoleClient = Client<paths>;

const TOKEN_KEY = 'operatorToken';

/** The console keeps its token for the tab only (sessionStorage): a shared machine forgets it when the tab closes. */
export const tokenStore = {
  get: (): string | null => {
    try {
      return window.sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string | null) => {
    try {
      if (token) window.sessionStorage.setItem(TOKEN_KEY, token);
      else window.sessionStorage.removeItem(TOKEN_KEY);
    } catch {
      // storage disabled: the session lasts as long as the page
    }
  },
};

/** Dispatched on window when the server no longer accepts the console's token; the session machine hears it. */
export const SESSION_EXPIRED_EVENT = 'operator:session-expired';

export function createConsoleClient(getLanguage: () => string, fetchImpl?: typeof globalThis.fetch): ConsoleClient {
  const client = createClient<paths>({ baseUrl: apiBaseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  client.use({
    onRequest({ request }) {
      const token = tokenStore.get();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Accept-Language', getLanguage());
      return request;
    },
    onResponse({ response, request }) {
      if (response.status === 401 && !request.url.endsWith('/operator/auth/login')) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      return response;
    },
  });
  return client;
}

/** A recording under review (`audio_url`), fetched with the console token: an <audio src> cannot send it. */
export async function fetchRecording(url: string): Promise<Blob> {
  const path = url.startsWith('/api/v1') ? `${apiBaseUrl}${url.slice('/api/v1'.length)}` : url;
  const response = await fetch(path, { headers: { Authorization: `Bearer ${tokenStore.get() ?? ''}` } });
  ensureOk(response);
  return response.blob();
}

/** The session machine's effects, over the API. */
export function sessionEffects(client: ConsoleClient) {
  return {
    async restore(): Promise<RestoreResult> {
      if (!tokenStore.get()) return { kind: 'signedOut' };
      const { data } = await client.GET('/operator/auth/me');
      const operator = data?.data;
      if (!operator) {
        tokenStore.set(null);
        return { kind: 'signedOut' };
      }
      return { kind: 'signedIn', operator };
    },
    async signIn(credentials: { email: string; password: string }): Promise<SignInResult> {
      const { data, response } = await client.POST('/operator/auth/login', { body: credentials });
      if (data) {
        tokenStore.set(data.data.token);
        return { kind: 'signedIn', operator: data.data.operator };
      }
      const error: OperatorSignInError = response.status === 401 ? 'badCredentials' : response.status === 422 ? 'invalid' : response.status === 429 ? 'tooManyRequests' : 'network';
      return { kind: 'refused', error };
    },
    async signOut(): Promise<void> {
      try {
        await client.POST('/operator/auth/logout');
      } finally {
        tokenStore.set(null);
      }
    },
  };
}

/**
 * A decision's answer as the console's machines take it: saved (once `onSaved` has read the answer), or refused with
 * the server's first message as it wrote it. A call that never got an answer, or an answer `onSaved` cannot read,
 * rejects (the machine's onError).
 */
export async function decisionOutcome<Body>(call: Promise<{ data?: Body; error?: unknown }>, onSaved: (body: Body) => void): Promise<ConsoleOutcome> {
  const { data, error } = await call;
  if (data === undefined) return { kind: 'refused', message: refusalMessage(error) ?? null };
  onSaved(data);
  return { kind: 'saved' };
}

/**
 * A form's answer as the submit-form machine takes it: sent (once `onSent` has read the answer), or refused with the
 * server's first message and its field messages. A call that never got an answer rejects (the machine's onError).
 */
export async function formOutcome<Body>(call: Promise<{ data?: Body; error?: unknown }>, onSent: (body: Body) => void): Promise<SubmitResult> {
  const { data, error } = await call;
  if (data === undefined) {
    const { message, errors } = readEnvelope(error);
    return { kind: 'rejected', message: message ?? '', fieldErrors: errors ?? {} };
  }
  onSent(data);
  return { kind: 'sent' };
}

/** What the console's CSV exports send: the contestants list's filter, or the Prizes list's status. */
export type CsvExportQuery = Record<string, string | number | boolean | undefined>;

/**
 * A file the console downloads (a CSV export, a site archive), fetched with the console token (a plain link cannot send
 * it) and saved by the browser (Blob + a[download]) under the name the server gave it. An answer that is not such a file
 * (`isFile` says, by its content type) is a refusal: the server's first message, or none.
 */
export async function downloadFile(
  path: string,
  query: CsvExportQuery,
  language: string,
  isFile: (contentType: string) => boolean,
): Promise<{ kind: 'saved'; fileName: string } | { kind: 'refused'; message: string | null }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  const search = params.toString();
  const response = await fetch(`${apiBaseUrl}${path}${search ? `?${search}` : ''}`, {
    headers: { Authorization: `Bearer ${tokenStore.get() ?? ''}`, 'Accept-Language': language },
  });
  if (response.status === 401) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !isFile(type)) {
    const body: unknown = type.includes('json') ? await response.json().catch(() => null) : null;
    return { kind: 'refused', message: refusalMessage(body) ?? null };
  }
  const blob = await response.blob();
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click ran; the object URL is let go a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { kind: 'saved', fileName };
}

/** A CSV export (the contestants list's, the Prizes list's), as `downloadFile` saves it. */
export const downloadCsv = (path: string, query: CsvExportQuery, language: string) => downloadFile(path, query, language, (type) => type.startsWith('text/csv'));
