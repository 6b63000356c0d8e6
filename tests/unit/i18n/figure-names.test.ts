import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_LANGUAGES } from '@/i18n/locales';

const TRANSLATIONS = path.resolve(import.meta.dirname, '../../../public/earn/translations/earn-web');

function lookup(language: string, ns: string, key: string): string | undefined {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(TRANSLATIONS, language, `${ns}.json`), 'utf8'));
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * Distinct figures carry distinct names in every language: a pool's own rate (the pool list), the rate a
 * stake or a pool position earns now (launchpool page, pool forms, My liquidity, wallet), the rate an order
 * was placed at (order lists), and the wallet's and home's all-time result.
 */
const FIGURES: ReadonlyArray<[string, string]> = [
  ['liquidity', 'list.apr'],
  ['liquidity', 'list.apr7d'],
  ['products', 'valuation.estimatedApr'],
  ['orders', 'column.apr'],
  ['products', 'valuation.allTimePnl'],
];

describe('one name per figure', () => {
  it.each(TRANSLATION_LANGUAGES)('%s names each figure once and each differently', (language) => {
    const names = FIGURES.map(([ns, key]) => lookup(language, ns, key));
    expect(names.every((name) => name !== undefined && name !== '')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});
