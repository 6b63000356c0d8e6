import { ProductType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { advancedDefaults, days, flat, product, type CatalogueContext } from './defaults';
import type { Product } from './product';

/**
 * Structured products (shark fin): principal protected; the APR inside the range rises towards the far
 * bound, outside the range it is the floor. Not principal at risk, so blocked tags may still subscribe.
 */
export function structuredProducts(ctx: CatalogueContext): Product[] {
  const make = (id: string, base: string, kind: 'shark-fin-up' | 'shark-fin-down', term: number, floor: string, maxApr: string, low: number, high: number, fields: Partial<Product> = {}) =>
    product(ctx, {
      id,
      type: ProductType.StructuredProduct,
      family: 'structured',
      name: `${base} ${kind === 'shark-fin-up' ? 'Bullish' : 'Bearish'} Shark Fin ${term / days(1)}D`,
      coin: coinEnum('USDT'),
      tiers: flat(floor),
      ...advancedDefaults(term),
      principalAtRisk: false,
      tagRestricted: false,
      minAmount: '100',
      maxPerUser: '100000',
      quota: '2000000',
      crowdDeposited: '640000',
      crowdParticipants: 410,
      structured: { base: coinEnum(base), quote: coinEnum('USDT'), kind, low, high, maxApr },
      ...fields,
    });
  return [
    make('7001', 'BTC', 'shark-fin-up', days(7), '0.01', '0.12', 1.0, 1.08),
    make('7002', 'ETH', 'shark-fin-down', days(14), '0.015', '0.1', 0.9, 1.0),
    make('7003', 'SOL', 'shark-fin-up', days(7), '0.02', '0.15', 1.0, 1.1, { quota: '500000', crowdDeposited: '500000', crowdParticipants: 188 }),
  ];
}
