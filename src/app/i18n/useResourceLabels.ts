import { useTranslation } from 'react-i18next';
import type { ResourceViewLabels } from '../../design-system/components/ResourceView/ResourceView';

/**
 * The design system's ResourceView in the site's words: "Loading…", the catalogue's load failure and "Try again"
 * (the `common` and `errors` dictionaries, loaded with every page); a page passes its own texts where it has them.
 */
export function useResourceLabels(own: Partial<ResourceViewLabels> = {}): ResourceViewLabels {
  const { t } = useTranslation(['common', 'errors']);
  return { loading: t('common:loading'), failed: t('errors:loadFailed'), retry: t('common:retry'), ...own };
}
