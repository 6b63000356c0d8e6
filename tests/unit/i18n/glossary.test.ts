import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGIONAL_OVERRIDES, translationChain } from '@/i18n/locales';
import { NAMESPACES, readFlat } from './translation-files';

/**
 * One name per recurring term per language (glossary.json): the section's name reads the same in the navigation,
 * the home heading and the wallet's name; every sentence that names a term in English names it with the
 * glossary's form; no sentence of any namespace keeps a term's English word where the language has its own
 * form (the section's "earn" inside help and meta sentences); a language writes none of the words its glossary rules out (Thai: no English product terms,
 * one name for the Funding wallet).
 */
interface Term {
  names: string[];
  english: string | null;
  caseSensitive?: boolean;
  /** The English word no sentence may keep where the language has its own form (any case). */
  untranslated?: string;
  /** `ns:key` -> why that entry may keep the English word (a legitimately English brand or product name). */
  exceptions?: Record<string, string>;
}
type Entry = Record<string, string> & { avoid?: string[] };
interface Glossary {
  terms: Record<string, Term>;
  languages: Record<string, Entry>;
}
const glossary = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'glossary.json'), 'utf8')) as Glossary;
const TERMS = Object.entries(glossary.terms);

/** Every value a language shows, by `ns:key`: a regional variant reads its own file over its base's. */
function valuesIn(language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const l of [...translationChain(language)].reverse().filter((code) => code !== 'en' || language === 'en')) {
    for (const ns of NAMESPACES) {
      if (!fs.existsSync(path.join(import.meta.dirname, '../../../public/earn/translations/earn-web', l, `${ns}.json`)))
        continue;
      for (const [key, text] of readFlat(l, ns)) out.set(`${ns}:${key}`, text);
    }
  }
  return out;
}
const english = valuesIn('en');
const has = (text: string, form: string) => text.toLocaleLowerCase().includes(form.toLocaleLowerCase());

const languages = Object.keys(glossary.languages);
const withOverrides = [
  ...languages,
  ...REGIONAL_OVERRIDES.filter((v) => languages.includes(translationChain(v)[1] ?? '')),
];
const entryOf = (language: string): Entry =>
  glossary.languages[language] ?? glossary.languages[translationChain(language)[1] ?? ''] ?? {};

describe.each(withOverrides)('glossary of %s', (language) => {
  const entry = entryOf(language);
  const values = valuesIn(language);

  it.each(TERMS.filter(([term]) => entry[term] !== undefined))(
    '%s: its names and every sentence naming it use the glossary form',
    (term, { names, english: pattern, caseSensitive }) => {
      const form = entry[term] ?? '';
      const naming =
        pattern === null
          ? []
          : [...english]
              .filter(([, text]) => new RegExp(pattern, caseSensitive ? 'u' : 'iu').test(text))
              .map(([id]) => id);
      const wrong = [...new Set([...names, ...naming])]
        .filter((id) => values.has(id) && !has(values.get(id) ?? '', form))
        .map((id) => `${id}: ${values.get(id) ?? ''}`);
      expect(wrong, `${language} ${term} is "${form}"`).toEqual([]);
    },
  );

  const ownForm = ([term, { untranslated }]: [string, Term]) =>
    untranslated !== undefined && entry[term] !== undefined && !new RegExp(untranslated, 'iu').test(entry[term]);
  it.each(TERMS.filter(ownForm))(
    '%s: no sentence of any namespace keeps its English word',
    (_term, { untranslated, exceptions = {} }) => {
      const english = new RegExp(untranslated ?? '', 'iu');
      const found = [...values]
        .filter(([id, text]) => !(id in exceptions) && english.test(text.replace(/\{\{[^}]*\}\}/g, '')))
        .map(([id, text]) => `${id}: ${text}`);
      expect(found).toEqual([]);
    },
  );

  it('writes none of the words its glossary rules out', () => {
    const avoid = (entry.avoid ?? []).map((pattern) => new RegExp(pattern, 'iu'));
    const found = [...values]
      .filter(([, text]) => avoid.some((re) => re.test(text.replace(/\{\{[^}]*\}\}/g, ''))))
      .map(([id, text]) => `${id}: ${text}`);
    expect(found).toEqual([]);
  });

  it('names the Funding wallet as the wallet list does', () => {
    const listed = values.get('wallet:accountType.6') ?? '';
    expect(has(entry.fundingWallet ?? '', [...listed].slice(0, 5).join(''))).toBe(true);
  });
});

it('every exception says why it may stay English', () => {
  const unexplained = TERMS.flatMap(([term, { exceptions = {} }]) =>
    Object.entries(exceptions)
      .filter(([, why]) => why.trim().length < 10)
      .map(([id]) => `${term} ${id}`),
  );
  expect(unexplained).toEqual([]);
});

it('the glossary covers every translated language', () => {
  const translated = fs
    .readdirSync(path.join(import.meta.dirname, '../../../public/earn/translations/earn-web'))
    .filter((l) => l !== 'en' && !(REGIONAL_OVERRIDES as readonly string[]).includes(l));
  expect(languages.sort()).toEqual(translated.sort());
});
