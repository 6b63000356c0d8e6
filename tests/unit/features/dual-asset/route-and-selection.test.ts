import { describe, expect, it } from 'vitest';
import { DualDirection, ProductType } from '@/api/earn/earn-enums';
import { toCoinCatalogue } from '@/api/earn/get-coins';
import { productDetailSchema } from '@/api/earn/product-schema';
import { dualRouteSearch } from '@/features/dual-asset/route-search';
import { coinParam, resolveSelection } from '@/features/dual-asset/selection';
import { COINS } from '@/sim/domain/coins';
import { toProductDetail } from '@/sim/handlers/wire/product-wire';
import { freshWorld, VERIFIED } from '../../sim/sim-test-kit';

const world = freshWorld();
const products = world.catalogue
  .ofType(ProductType.Dual)
  .map((p) => productDetailSchema.parse(toProductDetail(world, p, VERIFIED)));
const coins = toCoinCatalogue({
  coins: COINS.map((c) => ({
    coin: [String(c.enum), c.name, String(c.assetPrecision), String(c.txPrecision), '', ''] as [
      string,
      string,
      string,
      string,
      string,
      string,
    ],
  })),
});

describe('dual route search', () => {
  it('keeps valid values', () => {
    expect(dualRouteSearch({ coin: 'eth', direction: 'sell-high', id: '2004' })).toEqual({
      coin: 'ETH',
      direction: 'sell-high',
      id: '2004',
    });
    expect(dualRouteSearch({ coin: 'BTC-USDC', id: 2007 })).toEqual({ coin: 'BTC-USDC', id: '2007' });
  });

  it('drops hostile or malformed values one by one', () => {
    expect(dualRouteSearch({ coin: '<script>', direction: 'sideways', id: '1 OR 1=1' })).toEqual({});
    expect(dualRouteSearch({ coin: ['BTC'], direction: 2, id: 1.5 })).toEqual({});
    expect(dualRouteSearch({ coin: 'B'.repeat(40), direction: 'buy-low' })).toEqual({ direction: 'buy-low' });
    expect(dualRouteSearch({ id: '9'.repeat(30), coin: 'SOL' })).toEqual({ coin: 'SOL' });
  });
});

describe('dual page selection', () => {
  it('defaults to the first pair and its first direction', () => {
    const s = resolveSelection(products, {}, coins);
    expect(s.pair).toEqual(s.pairs[0]);
    expect(s.direction).toBe(DualDirection.BuyLow);
    expect(s.unknown).toBe(false);
  });

  it('reads a coin, a pair and a direction', () => {
    expect(resolveSelection(products, { coin: 'ETH', direction: 'sell-high' }, coins)).toMatchObject({
      pair: { base: 2, quote: 5 },
      direction: DualDirection.SellHigh,
    });
    expect(resolveSelection(products, { coin: 'BTC-USDC' }, coins)).toMatchObject({ pair: { base: 1, quote: 16 } });
    // BTC/USDC only buys low: a sell-high request falls back to what the pair offers.
    expect(resolveSelection(products, { coin: 'BTC-USDC', direction: 'sell-high' }, coins).direction).toBe(
      DualDirection.BuyLow,
    );
  });

  it('lets `id` choose the pair, direction and row', () => {
    const s = resolveSelection(products, { id: '2004', coin: 'BTC', direction: 'buy-low' }, coins);
    expect(s).toMatchObject({
      pair: { base: 2, quote: 5 },
      direction: DualDirection.SellHigh,
      focusId: '2004',
      unknown: false,
    });
  });

  it('flags an unknown coin or product and shows the default', () => {
    expect(resolveSelection(products, { coin: 'XYZ' }, coins)).toMatchObject({
      unknown: true,
      pair: products.length ? expect.anything() : null,
    });
    expect(resolveSelection(products, { id: '999999' }, coins).unknown).toBe(true);
    // Before the coin list arrives a coin cannot be judged.
    expect(resolveSelection(products, { coin: 'XYZ' }, undefined).unknown).toBe(false);
  });

  it("writes the coin parameter short when the pair is the base coin's first", () => {
    const s = resolveSelection(products, {}, coins);
    expect(coinParam(s.pairs, { base: 1, quote: 5 }, coins)).toBe('BTC');
    expect(coinParam(s.pairs, { base: 1, quote: 16 }, coins)).toBe('BTC-USDC');
  });
});
