// The surahs of the mushaf as the Quran text the site ships names and counts them (quran-json, chapters/index.json):
// the console offers them to choose a recitation from, and the server checks a verse range against them.
import chapters from 'quran-json/dist/chapters/index.json' with { type: 'json' };

export type Surah = { number: number; name: { ar: string; en: string }; verses: number };

/** The 114 surahs in mushaf order: Arabic name, transliterated name and number of verses. */
export const surahs: readonly Surah[] = (chapters as { id: number; name: string; transliteration: string; total_verses: number }[]).map((c) => ({
  number: c.id,
  name: { ar: c.name, en: c.transliteration },
  verses: c.total_verses,
}));

/** The surah of this number, or undefined when there is none (outside 1–114). */
export const surahOf = (number: number): Surah | undefined => (Number.isInteger(number) ? surahs[number - 1] : undefined);

export type VerseRangeFault = 'surah' | 'fromAyah' | 'toAyah';

/** What is wrong with a verse range, or null when surah `surah` has verses `from` to `to` (from ≤ to). */
export function verseRangeFault(surah: number, from: number, to: number): VerseRangeFault | null {
  const s = surahOf(surah);
  if (!s) return 'surah';
  if (!Number.isInteger(from) || from < 1 || from > s.verses) return 'fromAyah';
  if (!Number.isInteger(to) || to < from || to > s.verses) return 'toAyah';
  return null;
}
