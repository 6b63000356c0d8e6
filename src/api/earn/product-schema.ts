import * as z from '@/lib/zod';
import { coin, decimalString, e8, flag, id, unixSeconds } from '@/api/wire-schema';
import {
  displayStatusSchema,
  dualDirectionSchema,
  payoutScheduleSchema,
  productAreaSchema,
  productTypeSchema,
  redemptionTypeSchema,
  runningStateSchema,
} from './earn-enum-schemas';

/** Shapes shared by the product endpoints. Field names follow the observed savings cards. */

/** One APR tier; amounts are plain decimal strings and `to_num` "-1" means no upper bound (observed). */
export const tieredApySchema = z.object({
  from_num: decimalString,
  to_num: decimalString,
  apy_e8: e8,
  /** The reward part of the tier's APR (observed). */
  tiered_reward_apy_e8: z.optional(e8),
});
export type TieredApy = z.infer<typeof tieredApySchema>;

/** Designed: how a product tag is shown; `display_tag_key` is a translation key of the product namespace. */
const productTagInfoSchema = z.object({
  display_tag_key: z.string(),
  /** 0 none, 1 badge, 2 ribbon (designed). */
  display_mode: z.int(),
});

/** Designed: the rollout gates of a product. `gray_scene`/`whitelist_scene` name a scene of get-products-extra-info. */
const productSceneSchema = z.object({
  gray_scene: z.optional(z.string()),
  whitelist_scene: z.optional(z.string()),
});

/**
 * A product card as listed on the home and family pages. Observed fields: product_id, coin, return_coin,
 * apy, display_status, tiered_apy_list, tiered_non_reward_apy_e8, interest_apy_e8, product_type,
 * subscribe_start_at, subscribe_end_at, product_max_share, total_deposit_share, product_area, staking_term,
 * is_display_countdown, is_vip, product_tag_info. Designed: apy_min_e8/apy_max_e8 on the card, bonus_apy_e8,
 * duration, running_state, scene, product_name, involved_coins.
 */
export const productCardSchema = z.object({
  product_id: id,
  product_type: productTypeSchema,
  product_name: z.optional(z.string()),
  coin,
  /** The coin principal and yield come back in (differs for dual asset, launchpool rewards). */
  return_coin: coin,
  /**
   * Designed: every coin the product involves (its coin, the return coin, a price-linked product's underlying
   * and quote, a pool's pair, reward and receipt coins): a BTC shark fin paid in USDT is found by "BTC".
   */
  involved_coins: z.optional(z.array(coin)),
  /** Headline APR range; equal for a single-rate product. */
  apy_min_e8: e8,
  apy_max_e8: e8,
  /** The base APR without rewards (observed). */
  interest_apy_e8: z.optional(e8),
  tiered_non_reward_apy_e8: z.optional(e8),
  tiered_apy_list: z.array(tieredApySchema),
  /** Extra APR on top of the base, shown apart; "0" when none. */
  bonus_apy_e8: e8,
  /** Term in seconds as a string; "0" for flexible (open-ended) products. */
  duration: z.string().check(z.regex(/^\d+$/)),
  /** Term in whole days (observed name); "0" for flexible or terms under a day. */
  staking_term: z.string().check(z.regex(/^\d+$/)),
  display_status: displayStatusSchema,
  running_state: runningStateSchema,
  /** Total quota of the product in coin units (decimal string, observed as plain share counts); "-1" unlimited. */
  product_max_share: decimalString,
  /** Already subscribed, same unit as product_max_share. */
  total_deposit_share: decimalString,
  subscribe_start_at: unixSeconds,
  /** ZERO_TIME when the window has no end. */
  subscribe_end_at: unixSeconds,
  is_display_countdown: flag,
  is_vip: flag,
  product_area: productAreaSchema,
  product_tag_info: z.optional(productTagInfoSchema),
  scene: z.optional(productSceneSchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** Designed: the redemption rule of a product or position. */
export const redemptionRuleSchema = z.object({
  redemption_type: redemptionTypeSchema,
  /** Delayed redemption: longest processing time in hours; 0 otherwise. */
  processing_hours: z.int().check(z.nonnegative()),
  /** EarlyWithPenalty: the APR paid instead of the product APR; "0" otherwise. */
  penalty_apy_e8: e8,
  /** Redemption closes this many minutes before maturity/settlement (e.g. 30); 0 for none. */
  lock_before_maturity_minutes: z.int().check(z.nonnegative()),
  /** Extension: a processing time under an hour, in minutes (a liquidity removal settles in 5); absent: `processing_hours`. */
  processing_minutes: z.optional(z.int().check(z.nonnegative())),
  /**
   * Extension: the per-user quota of instant redemption per UTC day (flexible savings); absent: none. Beyond what
   * is left of it, the rest of a redemption arrives at the next 00:00 UTC.
   */
  daily_quota_e8: z.optional(e8),
  /** Extension: what is left of `daily_quota_e8` today for the user asking (the whole quota for a visitor). */
  daily_quota_left_e8: z.optional(e8),
});
export type RedemptionRule = z.infer<typeof redemptionRuleSchema>;

/** Designed: the payout schedule. */
const payoutRuleSchema = z.object({
  payout_schedule: payoutScheduleSchema,
  /** Daily payouts happen at this UTC minute of the day (e.g. 30 = 00:30 UTC). */
  payout_minute_utc: z.int().check(z.minimum(0), z.maximum(1439)),
  /** Interest starts this many days after subscription (T+1 = 1; 0 = same day). */
  interest_start_delay_days: z.int().check(z.nonnegative()),
  /** Compounding rewards (on-chain staking); false = simple. */
  is_compound: flag,
});
/** Designed: dual-asset specifics of a product (one term, one pair; quotes stream over the socket). */
const dualProductInfoSchema = z.object({
  coin_x: coin,
  coin_y: coin,
  direction: dualDirectionSchema,
  /** Target prices with their APR, a quote ladder (after the v5 API's selectPrice/apyE8). */
  quotes: z.array(
    z.object({
      quote_id: id,
      target_price_e8: e8,
      apy_e8: e8,
      max_investment_e8: e8,
      expire_at: unixSeconds,
    }),
  ),
  index_price_e8: e8,
  settlement_time: unixSeconds,
});

/**
 * Designed: double-win specifics. Live offers (entry price, classic range, quote id) stream over the
 * double-win offer topic; custom ranges put each bound between the two deviations from the entry price,
 * on a multiple of the price tick.
 */
const doubleWinInfoSchema = z.object({
  coin_x: coin,
  coin_y: coin,
  leverage: decimalString,
  /** Classic range half-width as a fraction of the entry price, scaled by 1e8. */
  range_half_width_e8: e8,
  min_deviation_e8: e8,
  max_deviation_e8: e8,
  price_tick_e8: e8,
  settlement_time: unixSeconds,
  /** The current offer (the same as the topic's): entry price, classic range and its quote. */
  quote_id: id,
  entry_price_e8: e8,
  lower_price_e8: e8,
  upper_price_e8: e8,
  expire_at: unixSeconds,
});

/**
 * Designed: smart-leverage (future-boost) specifics. The outcome follows the settlement price against the
 * breakeven fixed at order time; no liquidation before settlement. Live offers stream over the future-boost
 * offer topic; an order is refused (340) when the price moved more than 5 % from its quote.
 */
const futureBoostInfoSchema = z.object({
  coin_x: coin,
  coin_y: coin,
  /** 1 up, 2 down. */
  direction: z.literal([1, 2]),
  max_leverage: z.int().check(z.minimum(1)),
  settlement_time: unixSeconds,
  quote_id: id,
  entry_price_e8: e8,
  breakeven_price_e8: e8,
  expire_at: unixSeconds,
});

/**
 * Designed: discount-buy specifics. Settlement below the knock-out price buys the coin at the purchase price;
 * at or above it pays principal plus the knock-out APR. The current offer (the same as the discount-buy offer
 * topic's) carries its quote id; the price is the average of the 30 minutes before settlement.
 */
const discountBuyInfoSchema = z.object({
  coin_x: coin,
  coin_y: coin,
  settlement_time: unixSeconds,
  quote_id: id,
  /** Spot when the offer was quoted. */
  spot_price_e8: e8,
  purchase_price_e8: e8,
  knock_out_price_e8: e8,
  knock_out_apy_e8: e8,
  expire_at: unixSeconds,
});

/**
 * Designed: structured (shark-fin) specifics. Principal protected; the range is fixed from the spot price at
 * order time (`lower_ratio_e8`/`upper_ratio_e8` of it). Settlement inside the range earns from the floor APR
 * up to the maximum towards the far bound (upper for bullish, lower for bearish); outside it, the floor.
 */
const structuredInfoSchema = z.object({
  coin_x: coin,
  coin_y: coin,
  /** 1 bullish shark fin (yield rises with the price), 2 bearish. */
  kind: z.literal([1, 2]),
  lower_ratio_e8: e8,
  upper_ratio_e8: e8,
  floor_apy_e8: e8,
  max_apy_e8: e8,
  index_price_e8: e8,
  settlement_time: unixSeconds,
});

/** Designed: liquidity-mining pool specifics. */
const liquidityPoolInfoSchema = z.object({
  pool_id: id,
  coin_x: coin,
  coin_y: coin,
  max_leverage: z.string().check(z.regex(/^\d+(?:\.\d+)?$/)),
  apy_7d_e8: e8,
  /** Pool liquidity valued in the quote coin. */
  pool_liquidity_value_e8: e8,
  daily_yield_e8: e8,
  reserve_x_e8: e8,
  reserve_y_e8: e8,
  /** Swap fee rate scaled by 1e8 (0.3 % = "300000"). */
  fee_rate_e8: e8,
  /** The APR split: swap fees (last day, last week) and mining rewards, without leverage. */
  fee_apy_e8: z.optional(e8),
  fee_apy_7d_e8: z.optional(e8),
  reward_apy_e8: z.optional(e8),
  /** Yearly borrow rate of the leverage loan. */
  loan_apy_e8: z.optional(e8),
});

/** Designed: launchpool specifics. */
const launchpoolInfoSchema = z.object({
  reward_coin: coin,
  /** Reward released per day over the whole pool. */
  daily_reward_e8: e8,
  pool_total_staked_e8: e8,
  start_at: unixSeconds,
  end_at: unixSeconds,
  required_kyc_level: z.int().check(z.minimum(0), z.maximum(2)),
  needs_registration: flag,
  /** Pools of one project share its id, its period and its registration. */
  project_id: z.optional(z.string()),
  /** The current user has registered for the project (false when anonymous). */
  is_registered: z.optional(flag),
});

/** Designed: on-chain staking specifics. */
const stakingInfoSchema = z.object({
  chain: z.string(),
  stake_processing_hours: z.int().check(z.nonnegative()),
  unstake_processing_hours: z.int().check(z.nonnegative()),
  /** Liquid staking: the receipt coin and its exchange rate to the staked coin; absent otherwise. */
  receipt_coin: z.optional(coin),
  exchange_rate_e8: z.optional(e8),
  /** Extension: the share of each reward the exchange keeps (0.1 is 10 %); absent when it keeps none. */
  reward_fee_rate_e8: z.optional(e8),
});

/**
 * Product detail (designed around the observed flexible_saving_product_detail): the card fields plus limits,
 * redemption, payout and dates, with one optional block per family.
 */
export const productDetailSchema = z.extend(productCardSchema, {
  description_key: z.optional(z.string()),
  /** Per-user minimum and maximum of one subscription; max "-1" for none. */
  min_subscribe_amount_e8: e8,
  max_subscribe_amount_e8: e8,
  /** Already held by the current user ("0" when anonymous). */
  user_subscribed_amount_e8: e8,
  /** Amount step of the input, scaled by 1e8 (e.g. "1000000" = 0.01). */
  amount_step_e8: e8,
  redemption: redemptionRuleSchema,
  payout: payoutRuleSchema,
  /** For a subscription made now: value date, interest end and payout date; ZERO_TIME when open-ended. */
  interest_start_at: unixSeconds,
  interest_end_at: unixSeconds,
  payout_at: unixSeconds,
  auto_savings_supported: flag,
  auto_reinvest_supported: flag,
  /** Auto-reinvest cannot be switched within this many minutes of maturity (e.g. 30). */
  auto_reinvest_lock_minutes: z.int().check(z.nonnegative()),
  /** On-chain/DeFi product: a risk notice is shown before subscribing. */
  is_onchain_risk: flag,
  /** Principal not protected (dual asset, double-win, discount buy, smart leverage). */
  is_principal_at_risk: flag,
  required_kyc_level: z.int().check(z.minimum(0), z.maximum(2)),
  dual: z.optional(dualProductInfoSchema),
  double_win: z.optional(doubleWinInfoSchema),
  future_boost: z.optional(futureBoostInfoSchema),
  discount_buy: z.optional(discountBuyInfoSchema),
  structured: z.optional(structuredInfoSchema),
  liquidity: z.optional(liquidityPoolInfoSchema),
  launchpool: z.optional(launchpoolInfoSchema),
  staking: z.optional(stakingInfoSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
