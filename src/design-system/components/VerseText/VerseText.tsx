import '@fontsource/amiri-quran/arabic-400.css';
import { formatNumber } from '../../../domain/format';
import * as styles from './VerseText.css';

export type VerseTextProps = {
  /** The verses in order, each with its number in the surah. */
  verses: readonly { number: number; text: string }[];
  /** The passage's accessible name. */
  label: string;
  /** The credit line of the Quran text. */
  source: string;
};

/**
 * Verses as they are recited: Uthmani text in a Quran font, right to left whatever the page's language, each verse
 * followed by its number. The site's recording pages and the console's recitations editor show a passage with it, so an
 * organiser sees exactly what contestants will. Imported by path: its font is loaded only where verses are shown.
 */
export function VerseText({ verses, label, source }: VerseTextProps) {
  return (
    <figure className={styles.figure}>
      <blockquote className={styles.verses} lang="ar" dir="rtl" aria-label={label}>
        {verses.map((verse) => (
          <span key={verse.number}>
            {verse.text}
            <span className={styles.ayahNumber}> ﴿{formatNumber('ar', verse.number)}﴾ </span>
          </span>
        ))}
      </blockquote>
      <figcaption className={styles.source}>{source}</figcaption>
    </figure>
  );
}
