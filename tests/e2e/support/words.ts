// The words a page shows, read from the dictionaries it is built from, in the project's language: a test finds a button
// by the words a person sees, and stays right when a text is edited.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { languageOf } from './language';

type Dictionary = { [key: string]: string | Dictionary };

/** A dictionary's words by dotted key (`prizes.status.paid`), for the project's language; an unknown key throws. */
export function wordsOf(file: (language: 'ar' | 'en') => string): (testInfo: TestInfo, key: string) => string {
  const dictionaries = Object.fromEntries(
    (['ar', 'en'] as const).map((language) => [language, JSON.parse(readFileSync(path.resolve(file(language)), 'utf8')) as Dictionary]),
  ) as Record<'ar' | 'en', Dictionary>;
  return (testInfo, key) => {
    let node: string | Dictionary | undefined = dictionaries[languageOf(testInfo)];
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no key ${key}`);
    return node;
  };
}

/** The console's words. */
export const consoleWord = wordsOf((language) => `src/operator/i18n/${language}.json`);
