import type { RouteId } from '../../machines';
import type * as OtherPages from './otherPages';
import type { PageModule } from './otherPages';

/** Fetches ./otherPages.ts once; a later call shares the first, or tries again after a failed fetch (offline). */
let others: Promise<typeof OtherPages> | undefined;
const otherPages = () =>
  (others ??= import('./otherPages').catch((error: unknown) => {
    others = undefined;
    throw error;
  }));

/**
 * Each route's page, one lazily loaded chunk per page (paths and access: ./routes.ts). The loaders of every page but the
 * landing page sit in ./otherPages.ts, itself a chunk: with each loader, the bundler writes the list of chunks and
 * stylesheets that page needs preloaded, about 3 KB gzip for the forty pages, which the landing page's first load
 * (budget 170 KB, scripts/bundle-size.ts) would otherwise carry. Once the landing page is loaded, that list is fetched
 * when the browser is idle, so a later navigation does not wait for it; a first visit to another page fetches it first
 * (one small request more).
 */
export function loadPage(id: RouteId): Promise<PageModule> {
  if (id !== 'home') return otherPages().then((loaders) => loaders.otherPages[id]());
  return import('../features/home/HomePage').then((page) => {
    // Not while prerendering (scripts/prerender.ts runs this in Node, with no window and nothing to navigate to).
    if (typeof window !== 'undefined') {
      const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
      idle(() => void otherPages().catch(() => undefined));
    }
    return page;
  });
}
