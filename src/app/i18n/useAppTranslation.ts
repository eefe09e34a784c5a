import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '../../domain/language';

/** The namespaces the site chrome and the account screens read; unprefixed keys are `common`. */
export const appNamespaces = ['common', 'forms', 'errors', 'auth', 'account'] as const;
export type AppT = TFunction<typeof appNamespaces>;

export function useAppTranslation() {
  return useTranslation(appNamespaces);
}

/** The page's language, for the number and date formatters of src/domain/format.ts. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
