import { meccaTimeZone } from './meccaZone';
import { intlLocaleOf, type Language } from './language';

export function formatNumber(language: Language, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocaleOf(language), options).format(value);
}

/** A date in Mecca time, whatever the visitor's zone. */
export function formatDate(language: Language, instant: Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), { timeZone: meccaTimeZone, ...options }).format(instant);
}

export function formatDateTime(language: Language, instant: Date): string {
  return formatDate(language, instant, { dateStyle: 'long', timeStyle: 'short' });
}

export function formatCurrency(language: Language, amount: number): string {
  return formatNumber(language, amount, { maximumFractionDigits: 0 });
}
