import { ProductType, RedemptionType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { advancedDefaults, days, flat, product, type CatalogueContext } from './defaults';
import type { Product } from './product';

/** Smart leverage: up to 200x, no liquidation before settlement, outcome against a breakeven price. */
export function futureBoostProducts(ctx: CatalogueContext): Product[] {
  const make = (id: string, base: string, side: 1 | 2, maxLeverage: number, fields: Partial<Product> = {}) =>
    product(ctx, {
      id,
      type: ProductType.FutureBoost,
      family: 'future-boost',
      name: `${base} Smart Leverage ${side === 1 ? 'Up' : 'Down'} 1D`,
      coin: coinEnum('USDT'),
      tiers: flat('0'),
      ...advancedDefaults(days(1)),
      redemption: { type: RedemptionType.Instant, processingHours: 0, penaltyApr: '0', lockBeforeMaturityMinutes: 60 },
      minAmount: '10',
      maxPerUser: '10000',
      crowdParticipants: 910,
      futureBoost: { base: coinEnum(base), quote: coinEnum('USDT'), side, maxLeverage, feeRate: 0.002 },
      ...fields,
    });
  return [
    make('12001', 'BTC', 1, 200),
    make('12002', 'BTC', 2, 200),
    // Derivative-like products are not offered in every market.
    make('12003', 'ETH', 1, 100, { forbidden: true }),
  ];
}
