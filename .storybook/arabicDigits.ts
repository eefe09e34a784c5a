/**
 * Arabic text is Arabic to the last digit (issue 31, point 9): a story shown in Arabic holds no Latin digit (0–9) in its
 * visible text, except inside what a person copies, types or follows exactly as written. Each exception says why;
 * keep the list short.
 */
export const mustStayLatin: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:\/[^\s)]*)?/g, why: 'web addresses and file names: followed or typed as written' },
  { pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, why: 'e-mail addresses' },
  { pattern: /\b[A-Z]{2}\d{2}(?: ?[\dA-Z]{4}){3,7}(?: ?[\dA-Z]{1,4})?\b/g, why: 'an IBAN, typed into a bank’s form as written' },
  { pattern: /\b[A-Z]{2}\d{2}(?: ?(?:[\dA-Z]{4}|•{4})){3,7}(?: ?[\dA-Z]{1,4})?(?![\dA-Z])/g, why: 'a masked IBAN (the console for other roles than finance): its visible characters as the bank wrote them' },
  { pattern: /\b[\da-f]{16,}\b/gi, why: 'hashes, seeds and keys of the draw record, checked character by character' },
  { pattern: /\b(?:SHA-256|Ed25519|UTC\+3|CC BY 4\.0|mp4|m4a|UTF-8)\b/g, why: 'names of algorithms, a time-zone name, a licence and file formats' },
  { pattern: /\+\d[\d ]{6,}\d/g, why: 'an international phone number, dialled as written' },
  { pattern: /\b[A-Z]{1,3}(?:-[A-Z\d]+)+\b/g, why: 'codes people match or type character by character: pseudonyms, review codes, certificate numbers' },
  { pattern: /\bv\d+(?:\.\d+)*\b/g, why: 'version numbers of a published format' },
  { pattern: /\b(?:npx|npm|node|tsx)\s.*$/g, why: 'a command to run (the draw’s verification), copied as a whole' },
];

/** Reference stories of the design tokens: CSS values (colours, sizes, contrast ratios) a developer copies as written. */
export const referenceStories = /(?:^|\/)stories\/(?:Tokens|design-system\/Theme)\.stories\.tsx$/;

/** The Latin digits in a page's visible text that no exception covers, each with its line. */
export function latinDigitsIn(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    let rest = line;
    for (const { pattern } of mustStayLatin) rest = rest.replace(pattern, ' ');
    return /[0-9]/.test(rest) ? [line.trim()] : [];
  });
}

/** The visible text of the page's Arabic parts: a part marked as another language (`lang="en"`) is left out. */
export function arabicText(root: HTMLElement): string {
  const others = [...root.querySelectorAll<HTMLElement>('[lang]')].filter((element) => !element.lang.toLowerCase().startsWith('ar'));
  const hidden = others.map((element) => [element, element.style.display] as const);
  for (const [element] of hidden) element.style.display = 'none';
  try {
    return root.innerText;
  } finally {
    for (const [element, display] of hidden) element.style.display = display;
  }
}
