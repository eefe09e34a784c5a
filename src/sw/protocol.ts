// What the site's service worker (./serviceWorker.ts) and its pages say to each other, and which API requests it
// touches. Plain data and functions: the page's side (src/app/worker/) and the worker's import it alike.

/** From the worker: this page was given kept answers, the oldest stored at `storedAt` (epoch ms). */
export type WorkerMessage = { type: 'offline-copy'; storedAt: number };

/** From a page: take over now (workbox-window's `messageSkipWaiting`); when was I given kept answers; keep these reads. */
export type PageMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'offline-copy?' }
  | { type: 'keep-answers'; requests: Array<{ url: string; language: string }> };

/** API paths that are someone's own, never kept, whatever their answer says: the account, the console, the files. */
const PERSONAL = /^\/(?:user|operator|account|media|complaints)(?:\/|$)/;
/** Under `/competition/` only the published lists are everyone's; the rest is the contestant's own tracks. */
const PUBLIC_COMPETITION = /^\/competition\/(?:candidates|winners)\/[a-z]+$/;

/** Whether a read under the API (`/settings`, `/draws/3/first`) may be kept for offline reading (its answer decides too). */
export function isPublicApiPath(path: string): boolean {
  if (PERSONAL.test(path)) return false;
  if (path.startsWith('/competition/')) return PUBLIC_COMPETITION.test(path);
  return true;
}

/** A second-track clip (new or replacing one) or a fifth-track attempt: the uploads kept for Background Sync. */
export function isRecordingUpload(method: string, path: string): boolean {
  if (method === 'POST') return path === '/competition/second-paths/clips' || path === '/competition/fifth-paths';
  if (method === 'PUT') return /^\/competition\/second-paths\/clips\/\d+$/.test(path);
  return false;
}
