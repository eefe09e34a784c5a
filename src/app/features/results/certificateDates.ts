import { formatDate } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/** A certificate's issue day (`YYYY-MM-DD`, Mecca) in the Hijri (Umm al-Qura) and Gregorian calendars. */
export function certificateDates(language: Language, issuedAt: string): { hijri: string; gregorian: string } {
  const noon = new Date(`${issuedAt}T12:00:00+03:00`);
  if (Number.isNaN(noon.getTime())) return { hijri: issuedAt, gregorian: issuedAt };
  return {
    hijri: formatDate(language, noon, { day: 'numeric', month: 'long', year: 'numeric', calendar: 'islamic-umalqura' }),
    gregorian: formatDate(language, noon, { day: 'numeric', month: 'long', year: 'numeric', calendar: 'gregory' }),
  };
}
