import { apiBaseUrl, createApiClient } from '../api/client';
import { languageStorageKey } from '../../domain/language';
import { readJwtCookie } from '../storage/jwtCookie';

/**
 * Each call's request starts in a task of its own. Starting a request costs the main thread
 * something (a few milliseconds each under Lighthouse, whose DevTools record who started it), and
 * a page's calls start together: the home page's five in one task made that task long. One timer
 * apart changes nothing else.
 */
const fetchInOwnTask: typeof fetch = (input, init) => new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => fetch(input, init));

/** The saved language as stored (the client turns anything else into Arabic); null where storage is refused. */
export function savedLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** The one API client of the site: bearer token from the jwt cookie, Accept-Language from the saved language. */
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  fetch: fetchInOwnTask,
  getToken: () => readJwtCookie(),
  getLanguage: savedLanguage,
});
