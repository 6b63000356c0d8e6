import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '@/i18n/locales';
import { mayMatchEnglish } from './same-as-english';
import { NAMESPACES as namespaces, TRANSLATIONS_DIR as DIR, placeholders, readFlat as read } from './translation-files';

// A language may add grammatical-case variants of a plural key (i18next context: minutes_accusative_one).
const PLURAL_SUFFIX = /(_accusative)?_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');

describe.each(namespaces)('translations: %s namespace', (ns) => {
  const english = read('en', ns);

  it.each(TRANSLATION_LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key, no extra keys, same placeholders',
    (language) => {
      const file = path.join(DIR, language, `${ns}.json`);
      expect(fs.existsSync(file), `${file} is missing`).toBe(true);
      const other = read(language, ns);
      // Plural keys (days_one, days_few …) are compared by their base: each language has its own categories
      // (plurals.test.ts checks which), and a form may spell its number out ("سنتين" has no {{count}}).
      const englishBases = new Set([...english.keys()].map(pluralBase));
      const otherBases = new Set([...other.keys()].map(pluralBase));
      expect(
        [...otherBases].filter((k) => !englishBases.has(k)),
        'extra keys',
      ).toEqual([]);
      expect(
        [...englishBases].filter((k) => !otherBases.has(k)),
        'missing keys',
      ).toEqual([]);
      for (const [key, text] of english) {
        if (pluralBase(key) !== key) continue;
        expect(placeholders(other.get(key) ?? ''), `${language} ${key}`).toEqual(placeholders(text));
        expect((other.get(key) ?? '').trim(), `${language} ${key} is empty`).not.toBe('');
      }
      for (const [key, text] of other) {
        if (pluralBase(key) === key) continue;
        expect(text.trim(), `${language} ${key} is empty`).not.toBe('');
        const allowed = new Set(
          [...english].filter(([k]) => pluralBase(k) === pluralBase(key)).flatMap(([, t]) => placeholders(t)),
        );
        expect(
          placeholders(text).filter((p) => !allowed.has(p)),
          `${language} ${key}`,
        ).toEqual([]);
      }
    },
  );

  it.each(TRANSLATION_LANGUAGES.filter((l) => l !== 'en'))(
    '%s translates every value (allowed names and words aside)',
    (language) => {
      const other = read(language, ns);
      const sameAsEnglish = [...english]
        .filter(
          ([key, text]) => other.get(key)?.toLowerCase() === text.toLowerCase() && !mayMatchEnglish(language, text),
        )
        .map(([key, text]) => `${key}: ${text}`);
      expect(sameAsEnglish, `${language}/${ns}.json values still in English (see same-as-english.ts)`).toEqual([]);
    },
  );
});
