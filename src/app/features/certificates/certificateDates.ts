import { meccaDayInCalendars } from '../../../domain/meccaTime';
import { intlLocaleOf, type Language } from '../../i18n/language';

/** A certificate's issue day (`YYYY-MM-DD`, Mecca) in the Hijri (Umm al-Qura) and Gregorian calendars. */
export function certificateDates(language: Language, issuedAt: string): { hijri: string; gregorian: string } {
  return meccaDayInCalendars(intlLocaleOf(language), issuedAt);
}
