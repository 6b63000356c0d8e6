import * as z from '@/lib/zod';
import { coin, decimalString, e8, id } from '@/api/wire-schema';
import {
  accountTypeSchema,
  dualDirectionSchema,
  liquidityRemoveModeSchema,
  productTypeSchema,
} from './earn-enum-schemas';
import { dualRenewalModeSchema } from './renewal-schema';

/**
 * Designed: what a user asks for, shared by preview-order (estimate), pay-order (subscribe: money in) and
 * confirm-order (an action on a held position: money out or rearranged).
 */

/** A client order id: minted once per confirmed intent, at most 36 characters (after the v5 `orderLinkId`). */
export const clientOrderId = z.string().check(z.minLength(8), z.maxLength(36));

export const subscribeIntentSchema = z.object({
  product_id: id,
  product_type: productTypeSchema,
  /** The coin paid in. */
  coin,
  amount_e8: e8,
  /** The wallet paid from; Funding when omitted. */
  account_type: z.optional(accountTypeSchema),
  /** Fixed-term products: roll over at maturity. */
  auto_reinvest: z.optional(z.boolean()),
  /** With `auto_reinvest`: APR points (e8 of a fraction) the next cycle may fall and still renew (extension; 0 when left out). */
  renewal_apy_tolerance_e8: z.optional(e8),
  /** Dual asset (extension): 0 pay out at settlement, 1 basic (same target), 2 advanced (a new target); 0 when left out. */
  dual_renewal_mode: z.optional(dualRenewalModeSchema),
  /** Advanced dual renewal: the next target's distance from the price at settlement (e8 of a fraction: 1, 2, 3 or 5 %). */
  dual_renewal_distance_e8: z.optional(e8),
  /** A quote the user saw (dual asset, double-win, discount buy, smart leverage): rejected with 341 if expired. */
  quote_id: z.optional(id),
  /** The APR shown with the quote; the order is rejected with 340 if the live APR is lower. */
  quoted_apy_e8: z.optional(e8),
  dual: z.optional(z.object({ direction: dualDirectionSchema, target_price_e8: e8 })),
  /** Liquidity add: leverage "1" is none; `amount_y_e8` set for a two-coin add, omitted for a single-coin add. */
  liquidity: z.optional(z.object({ leverage: decimalString, amount_y_e8: z.optional(e8) })),
  /** Double-win custom range: the user's bounds around the quote's entry price (the classic range when omitted). */
  double_win: z.optional(z.object({ lower_price_e8: e8, upper_price_e8: e8 })),
  /** Smart leverage / double-win: the chosen leverage. */
  leverage: z.optional(decimalString),
  voucher_id: z.optional(id),
});
export type SubscribeIntent = z.infer<typeof subscribeIntentSchema>;

/** Designed: actions on a position. */
export const PositionAction = {
  Redeem: 1,
  EarlyRedeem: 2,
  Unstake: 3,
  RemoveLiquidity: 4,
  ReinvestYield: 5,
  ReduceLeverage: 6,
  /** Liquidity: more margin (quote coin, `amount_e8`) against the same loan, moving the liquidation price away. */
  AddMargin: 7,
} as const;
export type PositionAction = (typeof PositionAction)[keyof typeof PositionAction];
const positionActionSchema = z.literal([1, 2, 3, 4, 5, 6, 7]);

export const positionActionIntentSchema = z.object({
  position_id: id,
  product_type: productTypeSchema,
  action: positionActionSchema,
  /** Partial redeem/unstake amount, or the margin added; omitted for "all" (early redemption is always in full). */
  amount_e8: z.optional(e8),
  /** Remove liquidity: percentage 1-100. */
  remove_rate: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  remove_mode: z.optional(liquidityRemoveModeSchema),
  /** Reduce leverage: the new leverage. */
  target_leverage: z.optional(decimalString),
  /**
   * Slippage protection for an early close at the current value (double-win, smart leverage): the order is
   * refused with 340 and nothing happens if it would return less than this, in the quote coin.
   */
  min_return_e8: z.optional(e8),
});
export type PositionActionIntent = z.infer<typeof positionActionIntentSchema>;

/** Coin amounts that come back or are expected. */
export const coinAmountSchema = z.object({ coin, amount_e8: e8 });
