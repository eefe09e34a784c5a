// Countries and nationalities are kept as ISO 3166-1 alpha-2 codes (issue 31 point 12) and named in the reader's language
// by the browser's or the server's own Intl.DisplayNames: «المملكة العربية السعودية» in Arabic, "Saudi Arabia" in English.
import type { Language } from './language.ts';

/** Every officially assigned ISO 3166-1 alpha-2 code. */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF ' +
  'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const known = new Set(countryCodes);

/** The contract's form of a country code; whether it is a known one is `isCountryCode`. */
export const COUNTRY_CODE_PATTERN = '^[A-Z]{2}$';

/** Whether `value` is one of the ISO 3166-1 alpha-2 codes. */
export const isCountryCode = (value: string): boolean => known.has(value);

const namers = new Map<Language, Intl.DisplayNames>();
const namerOf = (language: Language): Intl.DisplayNames => {
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    namers.set(language, namer);
  }
  return namer;
};

/** A country's name in a language ("SA" → «المملكة العربية السعودية» / "Saudi Arabia"). */
export const countryName = (language: Language, code: string): string => namerOf(language).of(code) ?? code;

/**
 * How a stored country reads: a code by its name in the reader's language; anything else (free text typed before codes,
 * which the migration could not map to one) as it was typed.
 */
export const countryLabel = (language: Language, value: string): string => (isCountryCode(value) ? countryName(language, value) : value);
