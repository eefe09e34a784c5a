import { useTranslation } from 'react-i18next';
import type { ResourceViewLabels } from '../design-system/components/ResourceView/ResourceView';
import { formatDateTime } from '../domain/format';
import type { Language } from '../domain/language';
import { parseMeccaDateTime } from '../domain/meccaTime';

/** The console's translate function: its own dictionary (src/operator/i18n), outside the site's typed namespaces. */
export function useConsoleT(): { t: (key: string, values?: Record<string, unknown>) => string; language: Language; when: (meccaDateTime: string) => string } {
  const { t, i18n } = useTranslation('operator' as never);
  const language: Language = i18n.language === 'en' ? 'en' : 'ar';
  /** A contract date-time (Mecca time) in the language's words and digits, still in Mecca time. */
  const when = (value: string) => {
    const epoch = parseMeccaDateTime(value);
    return epoch === null ? value : formatDateTime(language, new Date(epoch));
  };
  return { t: t as unknown as (key: string, values?: Record<string, unknown>) => string, language, when };
}

/** The design system's ResourceView in the console's words; a panel passes its own texts where it has them. */
export function useConsoleResourceLabels(own: Partial<ResourceViewLabels> = {}): ResourceViewLabels {
  const { t } = useConsoleT();
  return { loading: t('loading'), failed: t('loadFailed'), retry: t('retry'), ...own };
}
