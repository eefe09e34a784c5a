// A country or nationality is an ISO 3166-1 alpha-2 code (issue 31 point 12): the contract checks its form, this that a
// country has it, so that every stored one can be named in both languages.
import { isCountryCode } from '../../src/domain/countries.ts';
import { ApiError } from '../http/errors.ts';

/** Refuses (422 under each field) a code that is well formed but no country's, such as "XX". */
export function requireKnownCountries(values: { country: string; nationality: string }): void {
  const unknown = (['country', 'nationality'] as const).filter((field) => !isCountryCode(values[field]));
  if (unknown.length) throw new ApiError(422, 'invalid', { errors: Object.fromEntries(unknown.map((field) => [field, 'countryUnknown'])) });
}
