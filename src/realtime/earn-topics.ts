import * as z from '@/lib/zod';
import { coin, e8, id, unixSeconds } from '@/api/wire-schema';
import { dualDirectionSchema } from '@/api/earn/earn-enum-schemas';

/**
 * Topics of the earn socket (spec §7) and their payloads (designed). A topic may carry one argument after a
 * colon, e.g. `dual_asset.benchmark_price:18` for one coin; without it, all coins.
 */
export const EarnTopic = {
  DualBenchmarkPrice: 'dual_asset.benchmark_price',
  DoubleWinOffer: 'double_win.offer',
  DiscountBuyOffer: 'discount_buy.offer',
  InstrumentInfoAll: 'instrument_info.all',
  FutureBoostOffer: 'future_boost.offer',
  /** Designed: liquidity pools' reserves, price and APR as they move. */
  LiquidityPool: 'liquidity.pool',
} as const;
export type EarnTopic = (typeof EarnTopic)[keyof typeof EarnTopic];

export function topicWithArg(topic: EarnTopic, arg?: string | number): string {
  return arg === undefined ? topic : `${topic}:${arg}`;
}

/** The benchmark (index) price of dual-asset pairs, with the live quote ladder. */
export const dualBenchmarkPriceSchema = z.object({
  prices: z.array(
    z.object({
      coin_x: coin,
      coin_y: coin,
      benchmark_price_e8: e8,
      updated_at: unixSeconds,
      quotes: z.optional(
        z.array(
          z.object({
            product_id: id,
            quote_id: id,
            direction: dualDirectionSchema,
            target_price_e8: e8,
            apy_e8: e8,
            expire_at: unixSeconds,
          }),
        ),
      ),
    }),
  ),
});

const offerBase = {
  product_id: id,
  quote_id: id,
  coin,
  expire_at: unixSeconds,
};

const doubleWinOfferSchema = z.object({
  offers: z.array(
    z.object({
      ...offerBase,
      entry_price_e8: e8,
      lower_price_e8: e8,
      upper_price_e8: e8,
      leverage: z.string(),
      settlement_time: unixSeconds,
    }),
  ),
});

const discountBuyOfferSchema = z.object({
  offers: z.array(
    z.object({
      ...offerBase,
      purchase_price_e8: e8,
      knock_out_price_e8: e8,
      knock_out_apy_e8: e8,
      settlement_time: unixSeconds,
    }),
  ),
});

const futureBoostOfferSchema = z.object({
  offers: z.array(
    z.object({
      ...offerBase,
      /** 1 long (price up), 2 short (price down). */
      direction: z.literal([1, 2]),
      leverage: z.string(),
      entry_price_e8: e8,
      breakeven_price_e8: e8,
      settlement_time: unixSeconds,
    }),
  ),
});

const instrumentInfoSchema = z.object({
  instruments: z.array(
    z.object({
      symbol: z.string(),
      coin,
      quote_coin: coin,
      last_price_e8: e8,
      index_price_e8: e8,
      /** 24 h change as a rate scaled by 1e8 (-2 % = "-2000000"). */
      change_24h_e8: e8,
    }),
  ),
});

const liquidityPoolSchema = z.object({
  pools: z.array(
    z.object({
      pool_id: id,
      coin_x: coin,
      coin_y: coin,
      reserve_x_e8: e8,
      reserve_y_e8: e8,
      /** Pool price, quote coin per base coin. */
      price_e8: e8,
      apy_e8: e8,
      apy_7d_e8: e8,
      pool_liquidity_value_e8: e8,
      updated_at: unixSeconds,
    }),
  ),
});

export const earnTopicPayloadSchemas = {
  [EarnTopic.DualBenchmarkPrice]: dualBenchmarkPriceSchema,
  [EarnTopic.DoubleWinOffer]: doubleWinOfferSchema,
  [EarnTopic.DiscountBuyOffer]: discountBuyOfferSchema,
  [EarnTopic.InstrumentInfoAll]: instrumentInfoSchema,
  [EarnTopic.FutureBoostOffer]: futureBoostOfferSchema,
  [EarnTopic.LiquidityPool]: liquidityPoolSchema,
} as const;

export type EarnTopicPayload<T extends EarnTopic> = z.infer<(typeof earnTopicPayloadSchemas)[T]>;
