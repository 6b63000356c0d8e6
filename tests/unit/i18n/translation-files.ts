import fs from 'node:fs';
import path from 'node:path';

/** The translation files as the i18n tests read them: flattened to dotted keys. */
export const TRANSLATIONS_DIR = path.resolve(import.meta.dirname, '../../../public/earn/translations/earn-web');

export type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

export function readTree(language: string, ns: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(TRANSLATIONS_DIR, language, `${ns}.json`), 'utf8')) as Tree;
}

export const readFlat = (language: string, ns: string): Map<string, string> => flatten(readTree(language, ns));

/** The {{placeholders}} of a value, sorted. */
export const placeholders = (text: string): (string | undefined)[] =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** The namespaces: one file each under en/. */
export const NAMESPACES = fs.readdirSync(path.join(TRANSLATIONS_DIR, 'en')).map((f) => f.replace(/\.json$/, ''));
