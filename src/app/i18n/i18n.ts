import i18next, { type BackendModule, type FormatterModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatInterpolated } from '../../domain/format';
import { directionOf, isLanguage, type Language } from '../../domain/language';
import { startupNamespaces, type Namespace } from './namespaces';

export { namespaces, startupNamespaces, type Namespace } from './namespaces';

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

/**
 * Numbers inside translations: with `alwaysFormat`, i18next hands every interpolated value to this
 * formatter, which writes numbers with the language's digits (Arabic-Indic in Arabic) through
 * src/domain/format.ts. `{{count}}` and `{{max}}` need nothing more; `{{year, plain}}` drops the grouping.
 */
const numeralFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {
    throw new Error('Add formats to formatInterpolated in src/domain/format.ts');
  },
  addCached() {
    throw new Error('Add formats to formatInterpolated in src/domain/format.ts');
  },
  format(value, format, lng) {
    return isLanguage(lng) ? formatInterpolated(lng, value, format) : value;
  },
};

/** The one place the language drives the document: `<html lang dir>`. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = directionOf(language);
}

let active: I18n | null = null;
let announceActive: (instance: I18n) => void = () => {};
const activeReady = new Promise<I18n>((resolve) => {
  announceActive = resolve;
});

/** The site's i18n instance, for the few effects that translate outside React (toasts fired by machines). */
export function activeI18n(): I18n {
  if (!active) throw new Error('i18n is not initialised yet (see main.tsx)');
  return active;
}

/**
 * Fetches dictionaries the startup set lacks, ahead of what reads them (a page's chunk, a dialog).
 * Callable before createI18n has run: the router starts the first page's chunk before that.
 */
export async function loadNamespaces(list: readonly Namespace[]): Promise<void> {
  if (list.length === 0) return;
  const instance = await activeReady;
  await instance.loadNamespaces([...list]);
}

/** A translation for an effect outside React (a toast), once its namespace has loaded. */
export async function translateLoaded(namespace: Namespace, translate: (t: I18n['t']) => string): Promise<string> {
  await loadNamespaces([namespace]);
  return translate(activeI18n().t);
}

/** `preload`: the namespaces to fetch before it resolves (Storybook and tests take them all). */
export async function createI18n(language: Language, preload: readonly Namespace[] = startupNamespaces): Promise<I18n> {
  const instance = i18next.createInstance();
  if (!active) {
    active = instance;
    announceActive(instance);
  }
  await instance
    .use(lazyDictionaries)
    .use(numeralFormatter)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: ['ar', 'en'],
      fallbackLng: false,
      ns: [...preload],
      defaultNS: 'common',
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      react: { useSuspense: true },
    });
  return instance;
}
