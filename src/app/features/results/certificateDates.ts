import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';

/** A certificate's issue day (its noon in Mecca, as the results reader gives it) in the Hijri (Umm al-Qura) and Gregorian calendars. */
export function certificateDates(language: Language, noon: number | null): { hijri: string; gregorian: string } {
  if (noon === null) return { hijri: '—', gregorian: '—' };
  return {
    hijri: formatDate(language, noon, { day: 'numeric', month: 'long', year: 'numeric', calendar: 'islamic-umalqura' }),
    gregorian: formatDate(language, noon, { day: 'numeric', month: 'long', year: 'numeric', calendar: 'gregory' }),
  };
}
