/// <reference lib="webworker" />
// The site's one service worker (built by scripts/service-worker.ts into dist/sw.js, registered by
// src/app/worker/registerWorker.ts after the page has loaded). Workbox does the caching:
// - the app shell (the prerendered home page, the plain shell every other path starts from, the site's scripts, styles
//   and fonts) is precached at install, so every page of the site opens offline in the build it was installed with;
// - a public API answer (one the server marks `Cache-Control: public`, which it already shares between every visitor)
//   is kept per language after each read and given back when the network is gone, and the page is told from when
//   ("offline — shown as of …"). Nothing else of the API is kept: an account's, a contestant's or an operator's answers
//   never reach the cache, whoever is signed in;
// - a recording sent while the network is gone is kept (workbox-background-sync) and sent again when the connection
//   returns, also after the tab was closed, where the browser has Background Sync; its Idempotency-Key makes a copy the
//   page also sends harmless (the server answers the same take);
// - quiz answers chosen and not yet saved, kept by the page in IndexedDB, are sent when the connection returns after the
//   tab was closed (the `quiz-answers` sync, ./quizAnswers.ts), only while no page of the site is open;
// - a new build waits until the page asks it to take over (the page's "new version — reload" prompt), so one page never
//   runs two builds' files;
// - push messages (./push.ts), formerly firebase-messaging-sw.js.
import { BackgroundSyncPlugin, type Queue } from 'workbox-background-sync';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { apiBaseUrl } from '../api/baseUrl';
import { forgetTakeWithKey } from '../app/media/takeKeeper';
import { listenForPush } from './push';
import { listenForQuizAnswersSync } from './quizAnswers';
import { isPublicApiPath, isRecordingUpload, type WorkerMessage, type PageMessage } from './protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const api = new URL(apiBaseUrl.replace(/\/$/, ''), self.location.origin);
/** The API path of a URL ('/settings'), or null when the URL is not the API's. */
function apiPath(url: URL): string | null {
  if (url.origin !== api.origin || !url.pathname.startsWith(`${api.pathname}/`)) return null;
  return url.pathname.slice(api.pathname.length);
}

// ---- the app shell -------------------------------------------------------------------------------------------------
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Every other path of the site starts from the plain shell, as the reference server answers it. The console, the API
// and files the site serves itself (uploads, certificates' PDFs) are left to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/app.html'), { denylist: [/^\/api(\/|$)/, /^\/operator(\/|$)/, /\.[a-z0-9]+$/i] }));

// The build's other files (the Quran chapters a recording page reads, fonts for old browsers): hashed, so a copy read
// once never changes.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/assets/operator/'),
  new CacheFirst({ cacheName: 'site-files', plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 90 * 24 * 60 * 60 })] }),
);

// ---- public API answers, for offline reading -------------------------------------------------------------------------
/** When each page was given a kept answer, the oldest first: the page asks when it starts (its listener comes late). */
const servedFromCache = new Map<string, number>();

async function tellPage(clientId: string, message: WorkerMessage): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage(message);
}

/** Keeps only answers the server says are the same for everyone; the language is part of the key. */
const publicAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && /\bpublic\b/i.test(response.headers.get('cache-control') ?? '') ? response : null),
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.set('sw-language', request.headers.get('accept-language') ?? '');
    return url.href;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (!cachedResponse) return cachedResponse;
    const clientId = (event as FetchEvent | undefined)?.clientId ?? '';
    const storedAt = Date.parse(cachedResponse.headers.get('date') ?? '') || Date.now();
    const earliest = Math.min(servedFromCache.get(clientId) ?? storedAt, storedAt);
    servedFromCache.set(clientId, earliest);
    await tellPage(clientId, { type: 'offline-copy', storedAt: earliest });
    return cachedResponse;
  },
};

const publicApi = new NetworkFirst({
  cacheName: 'public-api',
  matchOptions: { ignoreVary: true },
  plugins: [publicAnswers, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
});
const isPublicRead = (url: URL) => {
  const path = apiPath(url);
  return path !== null && isPublicApiPath(path);
};
registerRoute(({ url, request }) => request.method === 'GET' && isPublicRead(url), publicApi);

/**
 * The reads a page made before this worker controlled it (the first visit): read again here, as a guest, so the pages
 * seen on the first visit open offline too.
 */
function keepAnswers(event: ExtendableMessageEvent, requests: Array<{ url: string; language: string }>): void {
  const kept = requests
    .map(({ url, language }) => ({ url: new URL(url, self.location.origin), language }))
    .filter(({ url }) => isPublicRead(url))
    .slice(0, 50)
    .map(({ url, language }) => publicApi.handle({ event, request: new Request(url, { headers: { 'Accept-Language': language } }) }).catch(() => undefined));
  event.waitUntil(Promise.all(kept));
}

// ---- recordings sent while offline -------------------------------------------------------------------------------------
/** Sends the kept uploads in order; a refused one is dropped (the page shows the refusal when the take is sent again). */
async function sendKeptUploads({ queue }: { queue: Queue }): Promise<void> {
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    let answer: Response;
    try {
      answer = await fetch(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (answer.status === 429 || answer.status >= 500) {
      await queue.unshiftRequest(entry);
      throw new Error(`upload answered ${answer.status}: sent again at the next sync`);
    }
    if (answer.ok) await forgetTakeWithKey(entry.request.headers.get('idempotency-key')).catch(() => {});
  }
}

const keptUploads = new BackgroundSyncPlugin('recordings', { maxRetentionTime: 7 * 24 * 60, onSync: sendKeptUploads });
const uploadOffline = ({ url, request }: { url: URL; request: Request }) => {
  const path = apiPath(url);
  // Only while the browser is offline: online, the page's own request goes straight out (with its upload progress).
  return path !== null && isRecordingUpload(request.method, path) && self.navigator.onLine === false && request.headers.has('idempotency-key');
};
registerRoute(uploadOffline, new NetworkOnly({ plugins: [keptUploads] }), 'POST');
registerRoute(uploadOffline, new NetworkOnly({ plugins: [keptUploads] }), 'PUT');

// ---- quiz answers kept while offline ---------------------------------------------------------------------------------
listenForQuizAnswersSync(self, api);

// ---- versions ------------------------------------------------------------------------------------------------------------
// The first install takes the page over at once (nothing to mix with); a later one waits for the page's "reload".
self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'keep-answers') keepAnswers(event, message.requests);
  if (message?.type === 'offline-copy?') {
    const source = event.source as Client | null;
    const storedAt = source ? servedFromCache.get(source.id) : undefined;
    if (source && storedAt !== undefined) source.postMessage({ type: 'offline-copy', storedAt } satisfies WorkerMessage);
  }
});
clientsClaim();

listenForPush(self);
