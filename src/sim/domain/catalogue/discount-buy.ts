import { ProductType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { advancedDefaults, days, flat, product, type CatalogueContext } from './defaults';
import type { Product } from './product';

/**
 * Discount buy: settles below the knock-out price -> you buy the coin at the purchase price; at or above
 * it -> principal plus the knock-out APR over the term. `tiers` holds the knock-out APR. Offers move with the
 * price model (quoted per window, over the discount-buy offer topic); the price is the 30-minute average
 * before settlement and the payout arrives 15 minutes after it. BTC has a VIP-only plan; SOL is offline.
 */
export function discountBuyProducts(ctx: CatalogueContext): Product[] {
  const make = (
    id: string,
    base: string,
    term: number,
    discount: number,
    knockOut: number,
    koApr: string,
    fields: Partial<Product> = {},
  ) =>
    product(ctx, {
      id,
      type: ProductType.Discount,
      family: 'discount-buy',
      name: `${base} Discount Buy ${term / days(1)}D`,
      coin: coinEnum('USDT'),
      returnCoin: coinEnum(base),
      tiers: flat(koApr),
      ...advancedDefaults(term),
      minAmount: '50',
      maxPerUser: '200000',
      crowdParticipants: 300,
      discountBuy: { base: coinEnum(base), quote: coinEnum('USDT'), discount, knockOut },
      ...fields,
    });
  return [
    make('11001', 'BTC', days(7), 0.05, 0.05, '0.12'),
    make('11002', 'ETH', days(7), 0.06, 0.06, '0.15'),
    make('11003', 'SOL', days(3), 0.08, 0.06, '0.2', { offline: true }),
    make('11004', 'BTC', days(14), 0.08, 0.06, '0.18', { vipOnly: true, requiredKyc: 2, minAmount: '500' }),
    make('11005', 'BTC', days(3), 0.03, 0.03, '0.09'),
  ];
}
