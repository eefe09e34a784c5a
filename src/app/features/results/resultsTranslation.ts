import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../domain/language';
import type { ResourceViewLabels } from '../../../design-system/components/ResourceView/ResourceView';
import { useResourceLabels } from '../../i18n/useResourceLabels';

/** The results pages read their own dictionary first and the site chrome's with `common:`. */
export function useResultsTranslation() {
  const translation = useTranslation(['results', 'common']);
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : 'ar';
  return { ...translation, language };
}

/** The resource view's labels on the results pages: their own load failure, the site's loading and retry. */
export function useResultsResourceLabels(own: Partial<ResourceViewLabels> = {}): ResourceViewLabels {
  const { t } = useTranslation('results');
  return useResourceLabels({ failed: t('list.loadFailed'), ...own });
}
