import { ProductArea, ProductType, RedemptionType } from '@/api/earn/earn-enums';
import { coinEnum } from '../coins';
import { flat, product, type CatalogueContext } from './defaults';
import type { Product } from './product';

/** Minutes a liquidity removal takes to settle (stated on the wire as the redemption rule's `processing_minutes`). */
export const REMOVE_MINUTES = 5;

/**
 * Liquidity mining pools (x*y=k, 0.3 % fee). The seed reserves are set at the coins' reference prices;
 * `tiers` is the fee plus reward APR estimate for listing, recomputed from the pool's turnover at run time.
 * Leverage borrows the quote coin at 8 % a year.
 */
export function liquidityProducts(ctx: CatalogueContext): Product[] {
  const make = (
    id: string,
    poolId: string,
    base: string,
    quote: string,
    maxLeverage: number,
    reserveBase: string,
    reserveQuote: string,
    turnover: number,
    rewardApr: string,
    fields: Partial<Product> = {},
  ) =>
    product(ctx, {
      id,
      type: ProductType.Liquidity,
      family: 'liquidity',
      name: `${base}-${quote} Pool`,
      coin: coinEnum(quote),
      returnCoin: coinEnum(quote),
      tiers: flat(String(Math.round((turnover * 0.003 * 365 + Number(rewardApr)) * 10000) / 10000)),
      area: ProductArea.Advanced,
      tagRestricted: true,
      principalAtRisk: true,
      minAmount: '10',
      activationMinutes: 5,
      redemption: {
        type: RedemptionType.Instant,
        processingHours: 0,
        penaltyApr: '0',
        lockBeforeMaturityMinutes: 0,
        processingMinutes: REMOVE_MINUTES,
      },
      liquidity: {
        poolId,
        base: coinEnum(base),
        quote: coinEnum(quote),
        maxLeverage,
        reserveBase,
        reserveQuote,
        dailyTurnover: turnover,
        loanApr: '0.08',
        rewardApr,
      },
      ...fields,
    });
  return [
    make('5001', 'P-BTC-USDT', 'BTC', 'USDT', 3, '310', '19917500', 0.35, '0.04'),
    make('5002', 'P-ETH-USDT', 'ETH', 'USDT', 3, '5100', '15912000', 0.42, '0.05'),
    make('5003', 'P-SOL-USDT', 'SOL', 'USDT', 5, '61000', '8698600', 0.6, '0.08'),
    make('5004', 'P-MNT-USDT', 'MNT', 'USDT', 2, '4100000', '3362000', 0.8, '0.12'),
    make('5005', 'P-KST-USDT', 'KST', 'USDT', 1, '9000000', '1935000', 1.1, '0.2', { grayScene: 'earn_liquidity_kst' }),
  ];
}
