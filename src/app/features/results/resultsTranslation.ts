import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../domain/language';

/** The results pages read their own dictionary first and the site chrome's with `common:`. */
export function useResultsTranslation() {
  const translation = useTranslation(['results', 'common']);
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : 'ar';
  return { ...translation, language };
}
