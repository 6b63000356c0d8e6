import fs from 'node:fs';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ErrorKey } from '@/api/error-catalogue';
import type { TranslateIn, TranslateNs, TranslationKey } from '@/i18n/translation-key';
import { NAMESPACES } from './translation-files';

/**
 * Translation keys are checked by the compiler against the English files (src/i18n/i18next-resources.d.ts).
 * The `@ts-expect-error` lines are the test: `tsc --noEmit` fails when a wrong key stops being an error.
 */
declare const wallet: TFunction<'wallet'>;
declare const flowAndErrors: TFunction<readonly ['flow', 'errors']>;
declare const walletWords: TranslateNs<'wallet'>;
declare const wealthAndCommon: TranslateIn<'wealth' | 'common'>;

/** Never called: the compiler checks its keys. */
function typedCalls(): string[] {
  return [
    wallet('positions.apr'),
    flowAndErrors('errors:earn.soldOut'),
    walletWords('positions.apr'),
    wealthAndCommon('wealth:renewal.legend'),
    wealthAndCommon('common:count.days', { count: 2 }),
    // @ts-expect-error a key the namespace does not have
    wallet('missing.key'),
    // @ts-expect-error a key of another namespace, without it
    wallet('flow:utc'),
    // @ts-expect-error a namespace the translator was not given
    flowAndErrors('wallet:positions.apr'),
    // @ts-expect-error a helper of one namespace's words takes no other's
    walletWords('utc'),
    // @ts-expect-error a helper's keys are written with their namespace
    wealthAndCommon('renewal.legend'),
    // @ts-expect-error a namespace the helper was not given
    wealthAndCommon('wallet:positions.apr'),
  ];
}

const known: TranslationKey = 'liquidity:add.belowMin';
// @ts-expect-error a key no namespace has
const unknown: TranslationKey = 'liquidity:add.missing';
const soldOut: ErrorKey = 'errors:earn.soldOut';
// @ts-expect-error an error key outside the errors namespace
const notAnError: ErrorKey = 'liquidity:add.belowMin';

describe('typed translation keys', () => {
  it('types every namespace from its English file', () => {
    const declaration = fs.readFileSync('src/i18n/i18next-resources.d.ts', 'utf8');
    const missing = NAMESPACES.filter((ns) => !declaration.includes(`/en/${ns}.json'`));
    expect(missing).toEqual([]);
  });

  it('is checked by the compiler, not run', () => {
    expect(typeof typedCalls).toBe('function');
    expect([known, unknown, soldOut, notAnError]).toEqual([
      'liquidity:add.belowMin',
      'liquidity:add.missing',
      'errors:earn.soldOut',
      'liquidity:add.belowMin',
    ]);
  });
});
