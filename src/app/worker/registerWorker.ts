// The page's side of the site's one service worker (src/sw/serviceWorker.ts, built into /sw.js): registered once the
// page has loaded (never on the first load's critical path), through workbox-window. It tells the page when a new build
// waits (the update prompt), hands over to it when asked, tells the page when a read was answered from what the worker
// kept offline, and, on the first visit (the page was not yet controlled), names the public reads the page made so the
// worker keeps them too.
import { apiBaseUrl } from '../../api/baseUrl';
import type { PageMessage, WorkerMessage } from '../../sw/protocol';

export const SITE_WORKER_URL = '/sw.js';
/** How often an open page asks whether a new build was published. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface SiteWorkerHooks {
  /** A new build is installed and waits for the page's word. */
  onUpdateWaiting: () => void;
  /** A read of this page was answered from the worker's copy, stored at `storedAt`. */
  onCopyServed: (storedAt: number) => void;
  /** The language the page's reads are made in (their Accept-Language). */
  language: () => string;
}

export interface SiteWorker {
  /** The waiting build takes over; the page then reloads into it. Rejects when it has not taken over within 10 s. */
  applyUpdate: () => Promise<void>;
  stop: () => void;
}

/** Whether this page can have the worker: a built site (dev serves no /sw.js) in a browser that has service workers. */
export const siteWorkerAvailable = (): boolean => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** The API reads the page made so far (the resource timing entries of its fetches and XHRs under the API's base). */
function apiReadsSoFar(language: string): Array<{ url: string; language: string }> {
  const base = new URL(apiBaseUrl, window.location.origin).href;
  const seen = new Set<string>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if ((entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') && entry.name.startsWith(base)) seen.add(entry.name);
  }
  return [...seen].map((url) => ({ url, language }));
}

/** Registers the worker (workbox-window arrives with it: the prerender in node never loads it). */
export async function startSiteWorker(hooks: SiteWorkerHooks): Promise<SiteWorker> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SITE_WORKER_URL);
  workbox.addEventListener('waiting', () => hooks.onUpdateWaiting());
  workbox.addEventListener('activated', (event) => {
    // The first install: the worker came after this page's first reads.
    if (!event.isUpdate) event.sw?.postMessage({ type: 'keep-answers', requests: apiReadsSoFar(hooks.language()) } satisfies PageMessage);
  });
  const onMessage = (event: MessageEvent) => {
    const message = event.data as WorkerMessage | null;
    if (message?.type === 'offline-copy') hooks.onCopyServed(message.storedAt);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  // Reads answered from the copy before this code arrived.
  navigator.serviceWorker.controller?.postMessage({ type: 'offline-copy?' } satisfies PageMessage);

  void workbox.register().catch((error: unknown) => console.warn('The service worker was not registered:', error));
  const checking = window.setInterval(() => void workbox.update().catch(() => {}), UPDATE_CHECK_MS);

  return {
    applyUpdate: () =>
      new Promise<void>((resolve, reject) => {
        const timeout = window.setTimeout(() => reject(new Error('the new version did not take over')), 10_000);
        workbox.addEventListener('controlling', () => {
          window.clearTimeout(timeout);
          resolve();
          window.location.reload();
        });
        workbox.messageSkipWaiting();
      }),
    stop: () => {
      window.clearInterval(checking);
      navigator.serviceWorker.removeEventListener('message', onMessage);
    },
  };
}
