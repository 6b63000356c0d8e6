import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { TRANSLATION_LANGUAGES } from '@/i18n/locales';
import { FAMILIES, FAMILY_IDS, type FamilyPagePath } from '@/products/families';
import { FAMILY_DESCRIPTIONS } from '@/products/family-views';
import { ORDER_VIEWS, orderViewOfType } from '@/products/order-views';
import { POSITION_VIEWS, positionViewOfType } from '@/products/position-views';

const TRANSLATIONS = path.resolve(import.meta.dirname, '../../../public/earn/translations/earn-web');

/** The pages whose products open the savings product dialog, which describes each family in one line. */
const SAVINGS_DIALOG_PAGES: readonly FamilyPagePath[] = [
  'savings',
  'flexible-staking',
  'pos',
  'wealth-management',
  'private-wealth',
];

describe('family views', () => {
  it('each table has an entry for every family of the registry and no other', () => {
    for (const table of [POSITION_VIEWS, ORDER_VIEWS, FAMILY_DESCRIPTIONS])
      expect(Object.keys(table).sort()).toEqual([...FAMILY_IDS].sort());
  });

  it('describes every family of the savings dialog pages in every language', () => {
    const families = FAMILY_IDS.filter((id) => FAMILIES[id].pages.some((page) => SAVINGS_DIALOG_PAGES.includes(page)));
    for (const id of families) {
      const key = FAMILY_DESCRIPTIONS[id];
      expect(key, id).toBeTruthy();
      for (const language of TRANSLATION_LANGUAGES) {
        const savings = JSON.parse(fs.readFileSync(path.join(TRANSLATIONS, language, 'savings.json'), 'utf8')) as {
          description: Record<string, string>;
        };
        expect(savings.description[key ?? ''], `${language} ${id}`).toBeTruthy();
      }
    }
  });

  it('gives the wallet its actions by family: a pool share comes out by removal, flexible savings has auto-savings', () => {
    expect(positionViewOfType(ProductType.Liquidity).redeem).toBe('removeLiquidity');
    expect(positionViewOfType(ProductType.Flexible).autoSavings).toBe(true);
    expect(positionViewOfType(ProductType.FixedTerm).autoSavings).toBeUndefined();
    // A type this build does not know is shown the common way.
    expect(positionViewOfType(13)).toEqual({});
    expect(orderViewOfType(13)).toEqual({});
    expect(orderViewOfType(ProductType.Dual).resultCoin).toBeTypeOf('function');
  });
});
