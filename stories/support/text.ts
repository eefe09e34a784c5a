import { useLocale } from 'react-aria-components';

export interface Bilingual {
  ar: string;
  en: string;
}

/** Story text follows the toolbar: picks the Arabic or English string from react-aria's current locale. */
export function useText(): (text: Bilingual) => string {
  const { locale } = useLocale();
  const arabic = locale.toLowerCase().startsWith('ar');
  return (text) => (arabic ? text.ar : text.en);
}

/** The same, for a whole object of bilingual strings. */
export function useTexts<K extends string>(texts: Record<K, Bilingual>): Record<K, string> {
  const t = useText();
  return Object.fromEntries(Object.entries<Bilingual>(texts).map(([k, v]) => [k, t(v)])) as Record<K, string>;
}

/** The current reading direction, for assertions in play functions. */
export function documentDirection(canvasElement: HTMLElement): 'rtl' | 'ltr' {
  return (canvasElement.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl' ? 'rtl' : 'ltr';
}
