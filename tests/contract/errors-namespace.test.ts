import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorKeys } from '../../src/app/api/errors';

type Dictionary = { [key: string]: string | Dictionary };

function load(language: 'ar' | 'en'): Dictionary {
  return JSON.parse(readFileSync(new URL(`../../src/app/i18n/locales/${language}/errors.json`, import.meta.url), 'utf8')) as Dictionary;
}

function flatten(dictionary: Dictionary, prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(dictionary)) {
    if (typeof value === 'string') result[prefix + key] = value;
    else Object.assign(result, flatten(value, `${prefix}${key}.`));
  }
  return result;
}

const ar = flatten(load('ar'));
const en = flatten(load('en'));

describe('the errors i18n namespace', () => {
  it('has exactly the keys the error rules return, in Arabic and in English', () => {
    expect(Object.keys(ar).sort()).toEqual([...errorKeys].sort());
    expect(Object.keys(en).sort()).toEqual([...errorKeys].sort());
  });

  it('has a non-empty text for every key, Arabic in Arabic script', () => {
    for (const key of errorKeys) {
      expect(en[key]?.trim(), key).toBeTruthy();
      expect(ar[key], key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keeps the English catalogue texts of spec section 8 word for word', () => {
    expect(en).toMatchObject({
      'logout.userNotFound': 'User Not Found',
      'logout.invalidCredentials': 'Email or Password is incorrect',
      'logout.accessForbidden': 'Access Forbidden',
      'logout.somethingWentWrong': 'Something went wrong',
      settingsFetchFailed: 'Failed to fetch settings',
      offline: 'You are currently offline. Please check your internet connection.',
      noResults: 'No results found',
      noCertificates: 'No certificates',
      notSubscribed: 'You have not subscribed to any competition',
      noActiveCompetition: 'No active competition found',
    });
    expect(en['submitFailed']).toMatch(/^An error occurred while submitting.*Please try again$/);
  });
});
