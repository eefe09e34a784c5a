export const languages = ['ar', 'en'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'ar';
export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Intl locale used for numbers and dates (spec: Arabic-Egypt for Arabic, en-GB otherwise). */
export function intlLocaleOf(language: Language): 'ar-EG' | 'en-GB' {
  return language === 'ar' ? 'ar-EG' : 'en-GB';
}

/** The language of an Intl locale as react-aria's `useLocale()` gives it (`ar-EG` → `ar`); anything else is English. */
export function languageOfLocale(locale: string): Language {
  return locale.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** What the saved language needs of a store (the browser's localStorage fits it); no DOM type on this floor. */
type KeyValueStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void };

/** The saved language; a missing or invalid value is reset to Arabic and saved (decisions.md). */
export function readStoredLanguage(storage: KeyValueStorage | undefined): Language {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(languageStorageKey) ?? null;
  } catch {
    // Storage can throw (privacy mode); Arabic is the answer either way.
  }
  if (isLanguage(stored)) return stored;
  try {
    storage?.setItem(languageStorageKey, defaultLanguage);
  } catch {
    // Nothing to do: the default still applies for this visit.
  }
  return defaultLanguage;
}

/**
 * The language a link asks for (`?lang=en`, as the link previews' canonical addresses write it: server/share/previews.ts),
 * or undefined. A shared link opens in its language, which is then the visitor's saved one.
 */
export function languageAskedIn(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : undefined;
}

export function saveLanguage(storage: KeyValueStorage, language: Language): void {
  storage.setItem(languageStorageKey, language);
}
