import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGIONAL_OVERRIDES, TRANSLATION_LANGUAGES, translationChain } from '@/i18n/locales';
import { NAMESPACES, TRANSLATIONS_DIR, readFlat } from './translation-files';

/**
 * One name per wallet per language: the wallet list's name (`wallet:accountType.<id>`) is the one sentences
 * use. A sentence that keeps the English name ("your Funding wallet") beside a list that says
 * "Finansowanie" names one wallet twice.
 */
const english = readFlat('en', 'wallet');
const WALLETS = [...english].filter(([key]) => key.startsWith('accountType.')).map(([key, name]) => ({ key, name }));

const exists = (language: string, ns: string) => fs.existsSync(`${TRANSLATIONS_DIR}/${language}/${ns}.json`);
/** The wallet's name a language shows: from the first file of its chain that has it (an override sits on its base). */
const nameIn = (language: string, key: string) =>
  translationChain(language)
    .map((l) => readFlat(l, 'wallet').get(key))
    .find((n) => n !== undefined) ?? '';
/** Enough of a name to find it inflected ("finansowania" for "Finansowanie", "дაფინანსების" for "დაფინანსება"). */
const stem = (name: string) => [...name.toLowerCase()].slice(0, 5).join('');

const languages = [...TRANSLATION_LANGUAGES, ...REGIONAL_OVERRIDES].filter((l) => l !== 'en');

describe.each(WALLETS)('the $name wallet ($key)', ({ key, name }) => {
  // In any case ("fundingrekening"); English names the wallet capitalised ("at spot" is a price, not the Spot wallet).
  const englishName = new RegExp(`\\b${name}`, 'i');
  const walletInEnglish = new RegExp(`\\b${name}\\b`);
  const sentences = NAMESPACES.flatMap((ns) =>
    [...readFlat('en', ns)].filter(([, text]) => walletInEnglish.test(text)).map(([k]) => [ns, k] as const),
  );

  it.each(languages.filter((l) => nameIn(l, key) !== name))(
    '%s never writes the English name where its list translates it',
    (language) => {
      const found = NAMESPACES.filter((ns) => exists(language, ns)).flatMap((ns) =>
        [...readFlat(language, ns)]
          .filter(([, text]) => englishName.test(text))
          .map(([k, text]) => `${ns}:${k}: ${text}`),
      );
      expect(found).toEqual([]);
    },
  );

  it.each(languages.filter((l) => nameIn(l, key) !== name))(
    '%s names it in every sentence that names it in English',
    (language) => {
      const own = stem(nameIn(language, key));
      const missing = sentences
        .filter(([ns]) => exists(language, ns))
        .map(([ns, k]) => [ns, k, readFlat(language, ns).get(k)] as const)
        .filter(([, , text]) => text !== undefined && !text.toLowerCase().includes(own))
        .map(([ns, k, text]) => `${ns}:${k}: ${text}`);
      expect(missing).toEqual([]);
    },
  );
});
