import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, type Language } from './language';

export const namespaces = ['common', 'home', 'auth', 'tracks', 'forms', 'account', 'errors'] as const;
export type Namespace = (typeof namespaces)[number];

// Only the active language's dictionaries are fetched, one small chunk per namespace.
const dictionaries = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyDictionaries: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = dictionaries[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The one place the language drives the document: `<html lang dir>`. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}

let active: I18n | null = null;

/** The site's i18n instance, for the few effects that translate outside React (toasts fired by machines). */
export function activeI18n(): I18n {
  if (!active) throw new Error('i18n is not initialised yet (see main.tsx)');
  return active;
}

export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  active ??= instance;
  await instance
    .use(lazyDictionaries)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: ['ar', 'en'],
      fallbackLng: false,
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}
