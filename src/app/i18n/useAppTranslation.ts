import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The namespaces the site chrome and the account screens read; unprefixed keys are `common`. */
export const appNamespaces = ['common', 'forms', 'errors', 'auth', 'account'] as const;
export type AppT = TFunction<typeof appNamespaces>;

export function useAppTranslation() {
  return useTranslation(appNamespaces);
}
