import { ProductType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { advancedDefaults, days, flat, product, type CatalogueContext } from './defaults';
import type { Product } from './product';

/**
 * Structured products (shark fin): principal protected; the range is fixed from spot at order time, the APR
 * inside it rises from the floor towards the far bound (the high yield), outside it (knocked out) it is the
 * floor. Not principal at risk, so blocked tags may still subscribe. One plan is paid in USDC, one is VIP
 * only, one behind a gray-release scene (Stage 1), one sold out.
 */
export function structuredProducts(ctx: CatalogueContext): Product[] {
  const make = (
    id: string,
    base: string,
    kind: 'shark-fin-up' | 'shark-fin-down',
    term: number,
    floor: string,
    maxApr: string,
    low: number,
    high: number,
    fields: Partial<Product> = {},
    invest = 'USDT',
  ) =>
    product(ctx, {
      id,
      type: ProductType.StructuredProduct,
      family: 'structured',
      name: `${base} ${kind === 'shark-fin-up' ? 'Bullish' : 'Bearish'} Shark Fin ${term / days(1)}D`,
      coin: coinEnum(invest),
      tiers: flat(floor),
      ...advancedDefaults(term),
      principalAtRisk: false,
      tagRestricted: false,
      minAmount: '100',
      maxPerUser: '100000',
      quota: '2000000',
      crowdDeposited: '640000',
      crowdParticipants: 410,
      structured: { base: coinEnum(base), quote: coinEnum(invest), kind, low, high, maxApr },
      ...fields,
    });
  return [
    make('7001', 'BTC', 'shark-fin-up', days(7), '0.04', '0.114', 1.0, 1.08),
    make('7002', 'ETH', 'shark-fin-down', days(14), '0.015', '0.1', 0.9, 1.0),
    make('7003', 'SOL', 'shark-fin-up', days(7), '0.02', '0.15', 1.0, 1.1, {
      quota: '500000',
      crowdDeposited: '500000',
      crowdParticipants: 188,
    }),
    make('7004', 'BTC', 'shark-fin-down', days(14), '0.03', '0.09', 0.93, 1.0, {}, 'USDC'),
    make('7005', 'ETH', 'shark-fin-up', days(30), '0.05', '0.16', 1.0, 1.12, {
      vipOnly: true,
      requiredKyc: 2,
      minAmount: '1000',
    }),
    make('7006', 'SOL', 'shark-fin-down', days(3), '0.02', '0.2', 0.95, 1.0, { grayScene: 'earn_structured_pilot' }),
  ];
}
