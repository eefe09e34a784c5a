import '@fontsource/amiri-quran/arabic-400.css';
import { useTranslation } from 'react-i18next';
import { ResourceView } from '../../../../design-system/components/ResourceView/ResourceView';
import { useResource } from '../../../../api/useResource';
import { formatNumber } from '../../../../domain/format';
import { useResourceLabels } from '../../../i18n/useResourceLabels';
import { loadVerses, type Verse } from './verses';
import * as styles from './recording.css';

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

/** Verses as they are recited: Uthmani text in a Quran font, each followed by its number. */
export function VerseText({ verses }: { verses: readonly Verse[] }) {
  const { t } = useTranslation('recording');
  return (
    <figure className={styles.versesFigure}>
      <blockquote className={styles.verses} lang="ar" dir="rtl" aria-label={t('verses.label')}>
        {verses.map((verse) => (
          <span key={verse.number}>
            {verse.text}
            <span className={styles.ayahNumber}> ﴿{formatNumber('ar', verse.number)}﴾ </span>
          </span>
        ))}
      </blockquote>
      <figcaption className={styles.versesSource}>{t('verses.source')}</figcaption>
    </figure>
  );
}
