import { describe, expect, it } from 'vitest';
import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import { toCoinCatalogue } from '@/api/earn/get-coins';
import type { ProductCard } from '@/api/earn/product-schema';
import { matchesTerm } from '@/api/earn/product-list-order';
import { filterProducts, groupByFamily, toListedProducts } from '@/features/home/home-filters';
import { isOffered } from '@/products/offered';
import { availabilityLabel } from '@/features/home/availability';
import { formatAprRange } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { quotaPercent } from '@/features/home/quota';

function card(id: string, fields: Partial<ProductCard>): ProductCard {
  return {
    product_id: id,
    product_type: ProductType.Flexible,
    coin: 5,
    return_coin: fields.coin ?? 5,
    apy_min_e8: '5000000',
    apy_max_e8: '5000000',
    tiered_apy_list: [],
    bonus_apy_e8: '0',
    duration: '0',
    staking_term: '0',
    display_status: DisplayStatus.Available,
    running_state: 1,
    product_max_share: '-1',
    total_deposit_share: '0',
    subscribe_start_at: '0',
    subscribe_end_at: '-62135596800',
    is_display_countdown: false,
    is_vip: false,
    product_area: 1,
    ...fields,
  };
}

const NAMES: Record<number, [string, string]> = {
  5: ['USDT', 'Tether USD'],
  16: ['USDC', 'USD Coin'],
  1: ['BTC', 'Bitcoin'],
  18: ['SOL', 'Solana'],
};
const coins = toCoinCatalogue({
  coins: Object.entries(NAMES).map(([id, [name, full]]) => ({ coin: [id, name, '8', '4', '', '', full] })),
});
const cards = [
  card('1', { coin: 5 }),
  card('2', {
    coin: 16,
    product_type: ProductType.FixedTerm,
    duration: String(7 * 86_400),
    apy_max_e8: '9000000',
    apy_min_e8: '9000000',
  }),
  card('3', {
    coin: 1,
    product_type: ProductType.FixedTerm,
    duration: String(90 * 86_400),
    apy_max_e8: '3000000',
    apy_min_e8: '3000000',
  }),
  card('4', {
    coin: 18,
    product_type: ProductType.Dual,
    duration: String(86_400),
    apy_max_e8: '80000000',
    display_status: DisplayStatus.Soldout,
  }),
  card('5', { coin: 5, product_type: ProductType.FixedTerm, display_status: DisplayStatus.Forbidden }),
  card('6', {
    coin: 5,
    product_type: ProductType.FixedTerm,
    duration: String(30 * 86_400),
    apy_max_e8: '12000000',
    apy_min_e8: '12000000',
  }),
];
const listed = toListedProducts(cards, coins, (c) => isOffered(c, new Set()));
const ids = (list: { card: ProductCard }[]) => list.map((p) => p.card.product_id);

describe('home filters', () => {
  it('never lists forbidden products', () => {
    expect(ids(listed)).not.toContain('5');
  });

  it('lists a product behind a rollout scene only to whom its scene is on, whatever its status says', () => {
    const pilot = [card('7', { scene: { whitelist_scene: 'pilot' }, display_status: DisplayStatus.Forbidden })];
    expect(ids(toListedProducts(pilot, coins, (c) => isOffered(c, new Set())))).toEqual([]);
    expect(ids(toListedProducts(pilot, coins, (c) => isOffered(c, new Set(['pilot']))))).toEqual(['7']);
  });

  it('searches coins case-insensitively, prefix matches first', () => {
    expect(ids(filterProducts(listed, { q: 'us' }, { heldCoins: null }))).toEqual(['1', '2', '6']);
    expect(ids(filterProducts(listed, { q: 'dt' }, { heldCoins: null }))).toEqual(['1', '6']);
    expect(ids(filterProducts(listed, { q: 'xyz' }, { heldCoins: null }))).toEqual([]);
  });

  it('finds a product by any coin it involves, by full name and by full-width or padded input', () => {
    const involved = [
      card('20', { coin: 5, return_coin: 1, product_type: ProductType.Dual }),
      card('21', { coin: 5, product_type: ProductType.StructuredProduct, involved_coins: [5, 1] }),
      card('22', { coin: 18, involved_coins: [18, 5] }),
    ];
    const list = toListedProducts(involved, coins, () => true);
    const found = (q: string) => ids(filterProducts(list, { q }, { heldCoins: null }));
    expect(found('btc')).toEqual(['20', '21']);
    expect(found('bitcoin')).toEqual(['20', '21']);
    expect(found('ＢＴＣ')).toEqual(['20', '21']);
    expect(found('  Btc\u3000')).toEqual(['20', '21']);
    expect(found('tether')).toEqual(['20', '21', '22']);
    expect(found('usd')).toEqual(['20', '21', '22']);
    // A full name matches from a word's start: "eth" is inside "Tether" but names no coin here.
    expect(found('eth')).toEqual([]);
    expect(found('usd coin')).toEqual([]);
  });

  it.each([
    ['flexible', ['1']],
    ['short', ['2', '4', '6']],
    ['long', ['3']],
  ] as const)('term %s', (term, expected) => {
    expect(ids(filterProducts(listed, { term }, { heldCoins: null }))).toEqual(expected);
  });

  it('30 days counts as short; 30 days and a second as long', () => {
    expect(matchesTerm(30 * 86_400, 'short')).toBe(true);
    expect(matchesTerm(30 * 86_400 + 1, 'long')).toBe(true);
  });

  it('filters by family and by coins held', () => {
    expect(ids(filterProducts(listed, { family: 'fixed' }, { heldCoins: null }))).toEqual(['2', '3', '6']);
    expect(ids(filterProducts(listed, { held: true }, { heldCoins: new Set([1, 18]) }))).toEqual(['3', '4']);
  });

  it('groups by family in the family order without a sort, open products first', () => {
    const groups = groupByFamily(filterProducts(listed, {}, { heldCoins: null }), {});
    expect(groups.map((g) => g.family)).toEqual(['flexible', 'fixed', 'dual']);
    expect(ids(groups[1]?.products ?? [])).toEqual(['2', '3', '6']);
  });

  it('sorts every card together by APR, across families, products without an APR last', () => {
    const mixed = toListedProducts(
      [
        ...cards,
        card('30', {
          coin: 1,
          product_type: ProductType.Dual,
          duration: String(86_400),
          apy_max_e8: '40000000',
          apy_min_e8: '40000000',
        }),
        card('31', { coin: 5, apy_max_e8: '15000000', apy_min_e8: '15000000' }),
        card('32', {
          coin: 1,
          product_type: ProductType.DoubleWin,
          duration: String(86_400),
          apy_max_e8: '0',
          apy_min_e8: '0',
        }),
      ],
      coins,
      (c) => isOffered(c, new Set()),
    );
    const sorted = (sort: 'apr-desc' | 'apr-asc' | 'term-desc') =>
      groupByFamily(filterProducts(mixed, {}, { heldCoins: null }), { sort });
    expect(sorted('apr-desc').map((g) => g.family)).toEqual([null]);
    // Dual 40 % above flexible 15 % above fixed 12 %: not flexible first because its family comes first.
    expect(ids(sorted('apr-desc')[0]?.products ?? [])).toEqual(['30', '31', '6', '2', '1', '3', '32', '4']);
    expect(ids(sorted('apr-asc')[0]?.products ?? [])).toEqual(['3', '1', '2', '6', '31', '30', '32', '4']);
    expect(ids(sorted('term-desc')[0]?.products ?? [])).toEqual(['3', '6', '2', '30', '32', '31', '1', '4']);
  });
});

describe('card display', () => {
  it('maps each availability to its spec §4 label: In progress, Coming soon, Sold out, Ended', () => {
    expect(availabilityLabel(DisplayStatus.Available)).toBe('inProgress');
    expect(availabilityLabel(DisplayStatus.NotStarted)).toBe('comingSoon');
    expect(availabilityLabel(DisplayStatus.Soldout)).toBe('soldOut');
    expect(availabilityLabel(DisplayStatus.SubscribeEnd)).toBe('ended');
    expect(availabilityLabel(DisplayStatus.Offline)).toBe('ended');
    expect(availabilityLabel(DisplayStatus.Default)).toBeNull();
  });

  it('shows the tiered range without the bonus, which is shown apart', () => {
    expect(formatAprRange({ apy_min_e8: '2500000', apy_max_e8: '11000000', bonus_apy_e8: '1000000' }, 'en')).toBe(
      '1.5%–10%',
    );
    expect(formatAprRange({ apy_min_e8: '4500000', apy_max_e8: '4500000', bonus_apy_e8: '0' }, 'en')).toBe('4.5%');
  });

  it('writes terms in the locale', () => {
    expect(termText(0, 'en')).toBeNull();
    expect(termText(30 * 86_400, 'en')).toBe('30 days');
    expect(termText(8 * 3600, 'en')).toBe('8 hours');
    expect(termText(86_400, 'en')).toBe('1 day');
  });

  it('fills the quota bar exactly, rounded down', () => {
    expect(quotaPercent('-1', '1')).toBeNull();
    expect(quotaPercent('2000000', '1999999.99')).toBe(99.9);
    expect(quotaPercent('1000', '1000')).toBe(100);
  });
});
