// How a typed search meets an option's text: Arabic written with or without its marks and hamza forms, digits of either
// script, and letter case or accents all match alike ("الفاتحة" finds «الفَاتِحَة», "اسراء" finds «الإسراء», "٢" finds 2).

// Harakat, Quranic annotation marks, the superscript alef and the tatweel are left out of both sides.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const LETTER_FORMS: Record<string, string> = { 'أ': 'ا', 'إ': 'ا', 'آ': 'ا', 'ٱ': 'ا', 'ى': 'ي', 'ئ': 'ي', 'ؤ': 'و', 'ة': 'ه' };
const LETTER_FORM = /[أإآٱىئؤة]/g;
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The text as searching sees it: no Arabic marks, one form of each letter, Western digits. */
export function searchableText(text: string): string {
  return text
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(LETTER_FORM, (letter) => LETTER_FORMS[letter] ?? letter)
    .replace(EASTERN_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * Whether `text` contains `query`, compared at base sensitivity by Intl.Collator (case and accents ignored) once both
 * are searchable text. An empty query matches everything.
 */
export function searchMatches(text: string, query: string, locale: string): boolean {
  const needle = searchableText(query).trim();
  if (needle === '') return true;
  const haystack = searchableText(text);
  const collator = collatorFor(locale);
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (collator.compare(haystack.slice(start, start + needle.length), needle) === 0) return true;
  }
  return false;
}

const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}
