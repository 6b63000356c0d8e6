import fs from 'node:fs';
import path from 'node:path';
import { translationChain } from '../../src/i18n/locales';

const TRANSLATIONS_DIR = path.resolve(import.meta.dirname, '../../public/earn/translations/earn-web');

type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

function load(language: string, namespace: string): Tree {
  const key = `${language}/${namespace}`;
  let tree = cache.get(key);
  if (!tree) {
    const file = path.join(TRANSLATIONS_DIR, language, `${namespace}.json`);
    tree = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {};
    cache.set(key, tree);
  }
  return tree;
}

function lookup(tree: Tree, dotted: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A translator for build-time strings, following the same fallback chain as the app (es-419 -> es -> en). */
export function translatorFor(locale: string, namespace = 'common'): (key: string) => string {
  const chain = translationChain(locale);
  return (key) => {
    for (const language of chain) {
      const value = lookup(load(language, namespace), key);
      if (value !== undefined) return value;
    }
    throw new Error(`Missing translation ${namespace}:${key} for ${locale}`);
  };
}
