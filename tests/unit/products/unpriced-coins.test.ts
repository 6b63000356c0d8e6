import { describe, expect, it } from 'vitest';
import { toCoinCatalogue } from '@/api/earn/get-coins';
import { unpricedCoinList } from '@/products/unpriced-coins';

const coins = toCoinCatalogue({
  coins: [
    ['8', 'BIT'],
    ['24', 'KST'],
    ['1', 'BTC'],
  ].map(([id, name]) => ({ coin: [id ?? '', name ?? '', '8', '8', '', ''] })),
});

describe('the coins a total leaves out for want of a price', () => {
  it('names them in the page language, only those a part holds, nothing when all are priced', () => {
    expect(unpricedCoinList([8, 24], coins, 'en')).toBe('BIT and KST');
    expect(unpricedCoinList([8, 24], coins, 'fr-FR')).toBe('BIT et KST');
    expect(unpricedCoinList([8, 24], coins, 'en', new Set([24, 1]))).toBe('KST');
    expect(unpricedCoinList([8, 24], coins, 'en', new Set([1]))).toBeNull();
    expect(unpricedCoinList(undefined, coins, 'en')).toBeNull();
  });
});
