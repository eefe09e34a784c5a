import { useTranslation } from 'react-i18next';
import type { Language } from '../app/i18n/language';

/** The console's translate function: its own dictionary (src/operator/i18n), outside the site's typed namespaces. */
export function useConsoleT(): { t: (key: string, values?: Record<string, unknown>) => string; language: Language } {
  const { t, i18n } = useTranslation('operator' as never);
  return { t: t as unknown as (key: string, values?: Record<string, unknown>) => string, language: i18n.language === 'en' ? 'en' : 'ar' };
}
