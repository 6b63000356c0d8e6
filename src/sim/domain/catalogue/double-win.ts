import { ProductType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { advancedDefaults, days, flat, product, type CatalogueContext } from './defaults';
import type { Product } from './product';

/** Double-win: pays when the settlement price leaves the range either way; nothing inside it. */
export function doubleWinProducts(ctx: CatalogueContext): Product[] {
  const make = (
    id: string,
    base: string,
    term: number,
    rangeWidth: number,
    leverage: number,
    maxDeviation: number,
    priceTick: string,
  ) =>
    product(ctx, {
      id,
      type: ProductType.DoubleWin,
      family: 'double-win',
      name: `${base}-USDT Double-Win ${term / days(1)}D`,
      coin: coinEnum('USDT'),
      tiers: flat('0'),
      ...advancedDefaults(term),
      minAmount: '10',
      maxPerUser: '50000',
      crowdParticipants: 520,
      doubleWin: {
        base: coinEnum(base),
        quote: coinEnum('USDT'),
        rangeWidth,
        leverage,
        minDeviation: 0.01,
        maxDeviation,
        priceTick,
      },
    });
  return [make('10001', 'BTC', days(3), 0.05, 10, 0.15, '10'), make('10002', 'ETH', days(2), 0.06, 8, 0.18, '1')];
}
