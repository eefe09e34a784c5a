import { apiBaseUrl, createApiClient } from '../api/client';
import { languageStorageKey } from '../i18n/language';
import { readJwtCookie } from '../storage/jwtCookie';

/** The one API client of the site: bearer token from the jwt cookie, Accept-Language from the saved language. */
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  getToken: () => readJwtCookie(),
  getLanguage: () => {
    try {
      return window.localStorage.getItem(languageStorageKey);
    } catch {
      return null;
    }
  },
});
