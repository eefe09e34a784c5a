import { formatMeccaDate } from './meccaTime';
import { intlLocaleOf, type Language } from './language';

// Building an Intl formatter costs far more than using one (the statistics and prizes format dozens of numbers per
// render), so each is built once and kept; dates are kept by the Mecca-time module.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatNumber(language: Language, value: number, options?: Intl.NumberFormatOptions): string {
  const locale = intlLocaleOf(language);
  return cached(`n|${locale}|${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/**
 * A clock time reads in twelve hours with am/pm in both languages («٧:٠٠ م», "7:00 pm"): en-GB's own default is 24-hour,
 * so every time the site, the console and the server's messages write is given the 12-hour cycle here, once.
 */
export function withTwelveHours(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const showsTime = options.hour !== undefined || options.timeStyle !== undefined;
  return showsTime && options.hourCycle === undefined && options.hour12 === undefined ? { ...options, hourCycle: 'h12' } : options;
}

/** A date in Mecca time, whatever the visitor's zone; the instant as a Date or epoch ms, as the readers give it. */
export function formatDate(language: Language, instant: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return formatMeccaDate(intlLocaleOf(language), instant, withTwelveHours(options));
}

/** A date and its time, «٢٩ نوفمبر ٢٠٢٦ في ٧:٠٠ م», "29 November 2026 at 7:00 pm" (timeStyle would pad the hour: "07:00 pm"). */
export function formatDateTime(language: Language, instant: Date | number): string {
  return formatDate(language, instant, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * A moment inside a sentence, as the site and the server's notifications write an appointment: the day's name, the day,
 * the month (and the year when asked) and the clock time, all in Mecca time and the language's digits —
 * «الأحد، ٢٩ نوفمبر في ٧:٠٠ م», "Sunday 29 November at 7:00 pm". The caller adds the Mecca-time label.
 */
export function formatDayTime(language: Language, instant: Date | number, { withYear = false }: { withYear?: boolean } = {}): string {
  return formatDate(language, instant, { weekday: 'long', day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}), hour: 'numeric', minute: '2-digit' });
}

/** A length of time as a clock, `m:ss`, in the language's digits (`٠:٤٢`, `12:05`): the recorder, the audio player, the server's refusals. */
export function formatDuration(language: Language, ms: number): string {
  const seconds = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const minutes = Math.floor(seconds / 60);
  return `${formatNumber(language, minutes, { useGrouping: false })}:${formatNumber(language, seconds % 60, { minimumIntegerDigits: 2 })}`;
}

/** The plural forms a counted text can take (CLDR's; Arabic uses all six, English `one` and `other`). */
export type PluralForm = Intl.LDMLPluralRule;

const pluralRules = new Map<Language, Intl.PluralRules>();

/** Which plural form a count takes in the language, as i18next picks `_zero`, `_one`, `_two`, `_few`, `_many`, `_other`. */
export function pluralFormOf(language: Language, count: number): PluralForm {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

export function formatCurrency(language: Language, amount: number): string {
  return formatNumber(language, amount, { maximumFractionDigits: 0 });
}

/** The format names a translation may ask for: `{{year, plain}}` (no grouping), `{{when, date}}`, `{{when, datetime}}`. */
export type InterpolationFormat = 'number' | 'plain' | 'date' | 'datetime';

/**
 * What i18next writes for an interpolated value (`interpolation.alwaysFormat`): every number goes
 * through the language's number formatter, so a `{{count}}` in Arabic text reads `٦`, not `6`.
 * Strings pass as they are (format them before, with this module, if they hold a number).
 */
export function formatInterpolated(language: Language, value: unknown, format?: string): unknown {
  const name = format?.trim().toLowerCase();
  if (typeof value === 'number') {
    if (name === 'plain') return formatNumber(language, value, { useGrouping: false });
    return formatNumber(language, value);
  }
  if (value instanceof Date) return name === 'datetime' ? formatDateTime(language, value) : formatDate(language, value);
  return value;
}

/**
 * A calendar date (`2000-01-31`) as a date field shows it once typed: day, month and year in
 * numbers, in the language's order, separators and digits (react-aria's DateField formats its
 * segments with the same locale and these options), e.g. `٣١‏/١‏/٢٠٠٠` in Arabic, `31/01/2000` in English.
 */
export function formatCalendarDate(language: Language, isoDate: string): string {
  const locale = intlLocaleOf(language);
  const formatter = cached(`c|${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }));
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Text from a record (a name, a reason, a link, an address) isolated from the sentence around it (FSI … PDI): a Latin
 * name in an Arabic sentence, or an Arabic reason in an English one, keeps its own direction and does not reorder the
 * words beside it.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
