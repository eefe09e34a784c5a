// The console's own dictionaries and i18next instance: nothing here is ever loaded by the public site.
import i18next, { type FormatterModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatInterpolated } from '../../domain/format';
import { isLanguage, type Language } from '../../domain/language';
import ar from './ar.json';
import en from './en.json';

// Numbers in Arabic text come out in Arabic-Indic digits, as on the site.
const numerals: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {
    return (value: unknown) => value;
  },
  format(value, format, lng) {
    return isLanguage(lng) ? formatInterpolated(lng, value, format) : value;
  },
};

export async function createConsoleI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(numerals)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: ['ar', 'en'],
      fallbackLng: false,
      resources: { ar: { operator: ar }, en: { operator: en } },
      ns: ['operator'],
      defaultNS: 'operator',
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}
