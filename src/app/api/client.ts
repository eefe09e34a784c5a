import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { defaultLanguage, isLanguage, type Language } from '../../domain/language';
import type { components, paths } from '../../contract/schema';

export { apiBaseUrl } from '../../api/baseUrl';

export type ApiClient = Client<paths>;

/** Multipart request bodies; file fields are `unknown` (pass a Blob or File) — send them with multipartSerializer. */
export type AudioUpload = components['schemas']['AudioUpload'];
export type SecondTrackClipUpload = components['schemas']['SecondTrackClipUpload'];
export type ThumbnailUpload = components['schemas']['ThumbnailUpload'];

export type ApiClientOptions = {
  /** e.g. `apiBaseUrl`; a same-origin path or an absolute URL. */
  baseUrl: string;
  /** The jwt cookie's token, or nothing when signed out. Read on every request. */
  getToken: () => string | null | undefined;
  /** The saved language; anything but `ar`/`en` is sent as `ar`. Read on every request. */
  getLanguage: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
};

export function requestLanguage(saved: string | null | undefined): Language {
  return isLanguage(saved) ? saved : defaultLanguage;
}

/** Adds `Authorization: Bearer <token>` when a token exists and `Accept-Language` always. */
export function sessionHeadersMiddleware(
  getToken: ApiClientOptions['getToken'],
  getLanguage: ApiClientOptions['getLanguage'],
): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      else request.headers.delete('Authorization');
      request.headers.set('Accept-Language', requestLanguage(getLanguage()));
      return request;
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(sessionHeadersMiddleware(options.getToken, options.getLanguage));
  return client;
}

/**
 * Body serializer for the multipart calls (uploadSecondTrackClip, replaceSecondTrackClip,
 * uploadFifthTrackAttempt, uploadProfileThumbnail): builds FormData so fetch sets the boundary.
 * `client.POST('/competition/fifth-paths', { body: { audio: blob }, bodySerializer: multipartSerializer })`.
 */
export function multipartSerializer(body: unknown): FormData {
  const form = new FormData();
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : `${name}${extensionOf(value.type)}`);
      else form.append(name, String(value));
    }
  }
  return form;
}

function extensionOf(mimeType: string): string {
  const subtype = mimeType.split(';')[0]?.split('/')[1] ?? '';
  const known: Record<string, string> = {
    webm: '.webm',
    ogg: '.ogg',
    mp4: '.mp4',
    'x-m4a': '.m4a',
    mpeg: '.mp3',
    jpeg: '.jpg',
    png: '.png',
    webp: '.webp',
  };
  return known[subtype] ?? '';
}
