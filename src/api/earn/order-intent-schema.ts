import { z } from 'zod';
import { coin, decimalString, e8, id } from '@/api/wire-schema';
import {
  accountTypeSchema,
  dualDirectionSchema,
  liquidityRemoveModeSchema,
  productTypeSchema,
} from './earn-enums';

/**
 * Designed: what a user asks for, shared by preview-order (estimate), pay-order (subscribe: money in) and
 * confirm-order (an action on a held position: money out or rearranged).
 */

/** A client order id: minted once per confirmed intent, at most 36 characters (after the v5 `orderLinkId`). */
export const clientOrderId = z.string().min(8).max(36);

export const subscribeIntentSchema = z.object({
  product_id: id,
  product_type: productTypeSchema,
  /** The coin paid in. */
  coin,
  amount_e8: e8,
  /** The wallet paid from; Funding when omitted. */
  account_type: accountTypeSchema.optional(),
  /** Fixed-term products: roll over at maturity. */
  auto_reinvest: z.boolean().optional(),
  /** A quote the user saw (dual asset, double-win, discount buy, smart leverage): rejected with 340 if expired. */
  quote_id: id.optional(),
  /** The APR shown with the quote; the order is rejected with 340 if the live APR is lower. */
  quoted_apy_e8: e8.optional(),
  dual: z.object({ direction: dualDirectionSchema, target_price_e8: e8 }).optional(),
  /** Liquidity add: leverage "1" is none; `amount_y_e8` set for a two-coin add, omitted for a single-coin add. */
  liquidity: z.object({ leverage: decimalString, amount_y_e8: e8.optional() }).optional(),
  /** Smart leverage / double-win: the chosen leverage. */
  leverage: decimalString.optional(),
  voucher_id: id.optional(),
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
} as const;
export type PositionAction = (typeof PositionAction)[keyof typeof PositionAction];
export const positionActionSchema = z.literal([1, 2, 3, 4, 5, 6]);

export const positionActionIntentSchema = z.object({
  position_id: id,
  product_type: productTypeSchema,
  action: positionActionSchema,
  /** Partial redeem/unstake amount; omitted for "all" (early redemption is always in full). */
  amount_e8: e8.optional(),
  /** Remove liquidity: percentage 1-100. */
  remove_rate: z.number().int().min(1).max(100).optional(),
  remove_mode: liquidityRemoveModeSchema.optional(),
  /** Reduce leverage: the new leverage. */
  target_leverage: decimalString.optional(),
});
export type PositionActionIntent = z.infer<typeof positionActionIntentSchema>;

/** Coin amounts that come back or are expected. */
export const coinAmountSchema = z.object({ coin, amount_e8: e8 });
export type CoinAmount = z.infer<typeof coinAmountSchema>;
