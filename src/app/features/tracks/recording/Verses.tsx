import { useTranslation } from 'react-i18next';
import { ResourceView } from '../../../../design-system/components/ResourceView/ResourceView';
import { VerseText as QuranText } from '../../../../design-system/components/VerseText/VerseText';
import { useResource } from '../../../../api/useResource';
import { loadVerses, type Verse } from '../../../../api/verses';
import { useResourceLabels } from '../../../i18n/useResourceLabels';

/**
 * The exact verses to recite, in a Quran font, right to left whatever the page's language. Read once for the passage
 * it is given (its page keys it by the recitation).
 */
export function Verses({ surah, from, to }: { surah: number; from: number; to: number }) {
  const { t } = useTranslation('recording');
  const labels = useResourceLabels({ loading: t('verses.loading'), failed: t('verses.failed'), retry: t('load.retry') });
  const [verses, retry] = useResource(() => loadVerses(surah, from, to));
  return (
    <ResourceView resource={verses} onRetry={retry} labels={labels}>
      {(list) => <VerseText verses={list} />}
    </ResourceView>
  );
}

/** Verses as they are recited (the design system's VerseText), in the site's words. */
export function VerseText({ verses }: { verses: readonly Verse[] }) {
  const { t } = useTranslation('recording');
  return <QuranText verses={verses} label={t('verses.label')} source={t('verses.source')} />;
}
