// The verses to recite, from quran-json (Uthmani text of The Noble Qur'an Encyclopedia, CC BY 4.0), never typed by hand:
// the site's recording pages and the console's recitations editor show them alike.
// Each surah is its own JSON file, fetched only when a page shows it: the files are assets, not part of any script.
const chapterUrls = import.meta.glob<string>('/node_modules/quran-json/dist/chapters/*.json', { query: '?url', import: 'default', eager: true });

export interface Verse {
  number: number;
  text: string;
}

type Chapter = { id: number; verses: { id: number; text: string }[] };

const urlOf = (surah: number) => chapterUrls[`/node_modules/quran-json/dist/chapters/${surah}.json`];

const loaded = new Map<number, Promise<Chapter>>();

/** Verses `from`..`to` of surah `surah` (numbers as in the mushaf). */
export async function loadVerses(surah: number, from: number, to: number, fetchJson: (url: string) => Promise<unknown> = (url) => fetch(url).then((answer) => answer.json())): Promise<Verse[]> {
  const url = urlOf(surah);
  if (!url) throw new Error(`no Quran text for surah ${surah}`);
  let chapter = loaded.get(surah);
  if (!chapter) {
    chapter = fetchJson(url).then((json) => json as Chapter);
    loaded.set(surah, chapter);
    chapter.catch(() => loaded.delete(surah));
  }
  const verses = (await chapter).verses.filter((verse) => verse.id >= from && verse.id <= to);
  if (verses.length !== to - from + 1) throw new Error(`surah ${surah} has no verses ${from}-${to}`);
  return verses.map((verse) => ({ number: verse.id, text: verse.text }));
}
