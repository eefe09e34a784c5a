import '@fontsource/amiri-quran/arabic-400.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../design-system/components/Button/Button';
import { Spinner } from '../../../../design-system/components/Spinner/Spinner';
import { formatNumber } from '../../../../domain/format';
import { loadVerses, type Verse } from './verses';
import * as styles from './recording.css';

/** The exact verses to recite, in a Quran font, right to left whatever the page's language. */
export function Verses({ surah, from, to }: { surah: number; from: number; to: number }) {
  const { t } = useTranslation('recording');
  const [attempt, setAttempt] = useState(0);
  const request = `${surah}:${from}:${to}:${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; verses: Verse[] | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    loadVerses(surah, from, to).then(
      (list) => live && setAnswer({ request, verses: list }),
      () => live && setAnswer({ request, verses: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [surah, from, to, request]);
  const verses = answer?.request === request ? answer.verses : 'loading';
  if (verses === 'loading') return <Spinner label={t('verses.loading')} />;
  if (verses === 'failed')
    return (
      <div role="alert" className={styles.versesFailed}>
        <p>{t('verses.failed')}</p>
        <Button variant="secondary" size="sm" onPress={() => setAttempt((n) => n + 1)}>
          {t('load.retry')}
        </Button>
      </div>
    );
  return <VerseText verses={verses} />;
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
