import { DualDirection, ProductType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { advancedDefaults, days, flat, hours, product, type CatalogueContext } from './defaults';
import type { Product } from './product';

/** Target prices quoted per term, as distances from spot. */
const STEPS = [0.005, 0.01, 0.02, 0.035, 0.05];

function dualProduct(
  ctx: CatalogueContext,
  id: string,
  base: string,
  quote: string,
  direction: DualDirection,
  term: number,
  label: string,
  extra: Partial<Product> = {},
): Product {
  const baseCoin = coinEnum(base);
  const quoteCoin = coinEnum(quote);
  const buyLow = direction === DualDirection.BuyLow;
  return product(ctx, {
    id,
    type: ProductType.Dual,
    family: 'dual',
    name: `${base}-${quote} ${label}`,
    coin: buyLow ? quoteCoin : baseCoin,
    returnCoin: buyLow ? baseCoin : quoteCoin,
    tiers: flat('0.05'),
    ...advancedDefaults(term),
    minAmount: buyLow ? '20' : base === 'BTC' ? '0.001' : base === 'ETH' ? '0.01' : '0.1',
    maxPerUser: buyLow ? '1000000' : null,
    quota: null,
    crowdParticipants: 1800,
    dual: { base: baseCoin, quote: quoteCoin, direction, steps: STEPS },
    // Renews at settlement only as the holder chose with the order (basic or advanced, `families/dual-renewal.ts`).
    autoReinvest: true,
    ...extra,
  });
}

/**
 * Dual asset: one product per pair, direction and term. Buy low invests the quote coin and may come back
 * as the base coin; sell high the reverse. APRs come from the live quote ladder, so `tiers` holds the
 * floor of the ladder for listing.
 */
export function dualAssetProducts(ctx: CatalogueContext): Product[] {
  const make = dualProduct.bind(null, ctx);
  const { BuyLow, SellHigh } = DualDirection;
  return [
    make('2001', 'BTC', 'USDT', BuyLow, days(1), '1d'),
    make('2002', 'BTC', 'USDT', SellHigh, days(1), '1d'),
    make('2003', 'ETH', 'USDT', BuyLow, hours(8), '8h'),
    make('2004', 'ETH', 'USDT', SellHigh, days(3), '3d'),
    make('2005', 'SOL', 'USDT', BuyLow, hours(8), '8h'),
    make('2006', 'SOL', 'USDT', SellHigh, hours(8), '8h'),
    make('2007', 'BTC', 'USDC', BuyLow, days(1), '1d'),
    make('2008', 'ETH', 'USDC', SellHigh, days(1), '1d'),
    // More terms for the main pairs, so each pair and direction quotes a term x target grid.
    make('2010', 'BTC', 'USDT', BuyLow, hours(8), '8h'),
    make('2011', 'BTC', 'USDT', BuyLow, days(3), '3d'),
    make('2012', 'BTC', 'USDT', BuyLow, days(7), '7d'),
    make('2013', 'BTC', 'USDT', SellHigh, hours(8), '8h'),
    make('2014', 'BTC', 'USDT', SellHigh, days(3), '3d'),
    make('2015', 'BTC', 'USDT', SellHigh, days(12), '12d'),
    make('2016', 'ETH', 'USDT', BuyLow, days(1), '1d'),
    make('2017', 'ETH', 'USDT', BuyLow, days(3), '3d'),
    make('2018', 'ETH', 'USDT', SellHigh, hours(8), '8h'),
    make('2019', 'ETH', 'USDT', SellHigh, days(1), '1d'),
    make('2020', 'SOL', 'USDT', BuyLow, days(1), '1d'),
    make('2021', 'SOL', 'USDT', SellHigh, days(2), '2d'),
    // Pilot pair behind a gray-release scene (stage 1: user ids ending 1 or 3).
    make('2009', 'DOGE', 'USDT', BuyLow, days(2), '2d', { grayScene: 'earn_dual_doge' }),
  ];
}

/**
 * The deepest ladders at the leading exchanges (a major pair in one direction) quote about ten targets on
 * about a dozen settlement dates. Large catalogues (`?sim=catalogue:500`) widen BTC/USDT buy low to that:
 * eight more terms between 12 hours and 12 days, each quoting ten targets (the usual five and five further),
 * so with the four usual terms the ladder holds 100 quotes.
 */
export function wideDualLadder(ctx: CatalogueContext): Product[] {
  const steps = [...STEPS, 0.065, 0.08, 0.1, 0.12, 0.15];
  const terms: Array<[number, string]> = [
    [hours(12), '12h'],
    [days(2), '2d'],
    [days(4), '4d'],
    [days(5), '5d'],
    [days(6), '6d'],
    [days(9), '9d'],
    [days(10), '10d'],
    [days(12), '12d'],
  ];
  return terms.map(([term, label], i) => {
    const made = dualProduct(ctx, String(2101 + i), 'BTC', 'USDT', DualDirection.BuyLow, term, label);
    return { ...made, dual: made.dual && { ...made.dual, steps } };
  });
}
