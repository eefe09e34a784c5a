// Countries are kept as ISO codes and read in the reader's language (src/domain/countries.ts): what the sign-up list, the
// public winners lists and the console show.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE_PATTERN, countryCodes, countryLabel, countryName, isCountryCode } from '../../src/domain/countries.ts';

describe('countries', () => {
  it('knows the assigned ISO 3166-1 alpha-2 codes only, each matching the contract pattern', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect(countryCodes.every((code) => new RegExp(COUNTRY_CODE_PATTERN).test(code))).toBe(true);
    expect(isCountryCode('SA')).toBe(true);
    expect(isCountryCode('PS')).toBe(true);
    expect(isCountryCode('sa')).toBe(false);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('السعودية')).toBe(false);
  });

  it("names a code in the reader's language, and keeps free text typed before codes as it was", () => {
    expect(countryName('ar', 'SA')).toBe('المملكة العربية السعودية');
    expect(countryName('en', 'SA')).toBe('Saudi Arabia');
    expect(countryName('en', 'EG')).toBe('Egypt');
    expect(countryLabel('ar', 'EG')).toBe('مصر');
    expect(countryLabel('en', 'Makkah region')).toBe('Makkah region');
    expect(countryLabel('ar', 'السعودية')).toBe('السعودية');
  });
});
