import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../../src/app/i18n/namespaces';
import { readText, repoRoot } from '../support/files';

const localesDir = path.join(repoRoot, 'src/app/i18n/locales');
const arabicPluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

type Dictionary = { [key: string]: string | Dictionary };

function flatten(dictionary: Dictionary, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(full, value);
    else for (const [inner, text] of flatten(value, full)) keys.set(inner, text);
  }
  return keys;
}

function load(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readText(path.join(localesDir, language, `${namespace}.json`))) as Dictionary);
}

/** Plural keys count once, by their base: Arabic has six forms where English has two. */
const baseKeys = (keys: Map<string, string>) => new Set([...keys.keys()].map((key) => key.replace(pluralSuffix, '')));

describe('translations', () => {
  it('has exactly the namespaces the i18n setup loads, in both languages', () => {
    for (const language of ['ar', 'en']) {
      const files = readdirSync(path.join(localesDir, language)).map((file) => file.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const arabic = load('ar', namespace);
    const english = load('en', namespace);

    it('has the same keys in Arabic and English', () => {
      expect([...baseKeys(english)].sort()).toEqual([...baseKeys(arabic)].sort());
    });

    it('has no empty text', () => {
      const empty = [...arabic, ...english].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it('gives every Arabic plural all six forms', () => {
      const plurals = new Set([...arabic.keys()].filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')));
      for (const base of plurals) {
        for (const form of arabicPluralForms) expect(arabic.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
      }
    });

    it('uses the same interpolation variables in both languages', () => {
      const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
      for (const [key, text] of english) {
        const base = key.replace(pluralSuffix, '');
        const arabicKey = arabic.has(key) ? key : `${base}_other`;
        const arabicText = arabic.get(arabicKey);
        if (arabicText === undefined) continue;
        // Arabic names the number in words in its zero, one and two forms ("يوم واحد", "يومان"): no {{count}} needed there.
        const spelled = /_(zero|one|two)$/.test(arabicKey) && !arabicText.includes('{{count}}');
        const expected = variables(text).filter((name) => !(spelled && name === 'count'));
        expect(expected, key).toEqual(variables(arabicText));
      }
    });
  });
});

describe('validation messages', () => {
  // The forms kit's dictionary is their one home: a form anywhere (the home page's impression form too) reads them there.
  it.each(['ar', 'en'])('live in the forms dictionary only (%s)', (language) => {
    const validation = new Set([...load(language, 'forms')].filter(([key]) => /^(validation|required)\./.test(key)).map(([, text]) => text));
    for (const namespace of namespaces.filter((name) => name !== 'forms')) {
      const repeated = [...load(language, namespace)].filter(([key, text]) => key.startsWith('validation.') || validation.has(text));
      expect(repeated.map(([key]) => `${namespace}:${key}`)).toEqual([]);
    }
  });
});
