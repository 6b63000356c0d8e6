import { AccountType, OrderStatus, ProcessingState } from '@/api/earn/earn-enums';
import {
  CHECK_AVAILABLE_PATH,
  checkAvailableRequestSchema,
  type CheckAvailableResult,
} from '@/api/earn/check-available';
import { CLAIM_YIELD_PATH, claimYieldRequestSchema, type ClaimYieldResult } from '@/api/earn/claim-yield';
import { CONFIRM_ORDER_PATH, confirmOrderRequestSchema, type ConfirmOrderResult } from '@/api/earn/confirm-order';
import { PAY_ORDER_PATH, payOrderRequestSchema, type PayOrderResult } from '@/api/earn/pay-order';
import { PREVIEW_ORDER_PATH, previewOrderRequestSchema, type PreviewOrderResult } from '@/api/earn/preview-order';
import { QUERY_ORDERS_PATH, queryOrdersRequestSchema, type QueryOrdersResult } from '@/api/earn/query-orders';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { DualRenewalMode } from '@/api/earn/renewal-schema';
import type { HttpHandler } from 'msw';
import { actOnPosition } from '../../domain/actions';
import { completeRemove } from '../../domain/liquidity-actions';
import { claimYield } from '../../domain/claims';
import { checkedDualRenewal } from '../../domain/families/dual-renewal';
import { addValue } from '../../domain/liquidity-pools';
import { checkSubscription } from '../../domain/eligibility';
import { dec, type Dec } from '../../domain/money';
import { previewSubscription } from '../../domain/preview';
import { subscribe, type SubscribeRequest } from '../../domain/subscribe';
import { coin as coinOf } from '../../domain/coins';
import { requireVoucher, voucherEffect } from '../../domain/vouchers';
import type { OrderState, UserState } from '../../domain/state';
import type { World } from '../../domain/world';
import type { Simulator } from '../../runtime/simulator';
import { route } from '../route';
import { e8, fromE8, fromSec, sec } from '../wire/format';
import { toOrder } from '../wire/order-wire';
import { requireSession } from '../session';

function subscribeRequest(intent: SubscribeIntent, clientOrderId: string): SubscribeRequest {
  const req: SubscribeRequest = {
    clientOrderId,
    productId: intent.product_id,
    productType: intent.product_type,
    coin: intent.coin,
    amount: fromE8(intent.amount_e8),
    accountType: intent.account_type ?? AccountType.Funding,
  };
  if (intent.auto_reinvest !== undefined) req.autoReinvest = intent.auto_reinvest;
  if (intent.renewal_apy_tolerance_e8 !== undefined) req.renewalTolerance = fromE8(intent.renewal_apy_tolerance_e8);
  if (intent.quote_id !== undefined) req.quoteId = intent.quote_id;
  if (intent.quoted_apy_e8 !== undefined) req.quotedApr = fromE8(intent.quoted_apy_e8);
  if (intent.dual) req.dual = { direction: intent.dual.direction, target: fromE8(intent.dual.target_price_e8) };
  if (intent.dual_renewal_mode !== undefined) {
    req.dualRenewal = {
      mode: intent.dual_renewal_mode,
      ...(intent.dual_renewal_distance_e8 === undefined ? {} : { distance: fromE8(intent.dual_renewal_distance_e8) }),
    };
  }
  if (intent.double_win)
    req.doubleWin = {
      lower: fromE8(intent.double_win.lower_price_e8),
      upper: fromE8(intent.double_win.upper_price_e8),
    };
  if (intent.liquidity) {
    req.liquidity = { leverage: dec(intent.liquidity.leverage) };
    if (intent.liquidity.amount_y_e8 !== undefined) req.liquidity.amountY = fromE8(intent.liquidity.amount_y_e8);
  }
  if (intent.leverage !== undefined) req.leverage = dec(intent.leverage);
  if (intent.voucher_id !== undefined) req.voucherId = intent.voucher_id;
  return req;
}

function returnsOf(order: OrderState) {
  return order.returns.map((r) => ({ coin: r.coin, amount_e8: e8(r.amount) }));
}

/** Runs a position action without keeping it, settling a pending removal at once to show its coins. */
function previewAction(
  world: World,
  user: UserState,
  body: {
    position_id: string;
    product_type: number;
    action: number;
    amount_e8?: string;
    remove_rate?: number;
    remove_mode?: number;
    target_leverage?: string;
    min_return_e8?: string;
  },
) {
  return world.dryRun(() => {
    const { order } = actOnPosition(world, user, {
      clientOrderId: `preview-${world.state.seq}`,
      positionId: body.position_id,
      productType: body.product_type,
      action: body.action,
      amount: body.amount_e8 === undefined ? undefined : fromE8(body.amount_e8),
      removeRate: body.remove_rate,
      removeMode: body.remove_mode,
      targetLeverage: body.target_leverage === undefined ? undefined : dec(body.target_leverage),
      minReturn: body.min_return_e8 === undefined ? undefined : fromE8(body.min_return_e8),
    });
    const arrival = order.status === OrderStatus.Pending ? order.dueAt : null;
    if (order.kind === 'remove-liquidity') completeRemove(world, order);
    return { order: { ...order, returns: [...order.returns] }, arrival };
  });
}

export function orderHandlers(sim: Simulator): HttpHandler[] {
  return [
    route(sim, {
      method: 'post',
      base: 'earn',
      path: PREVIEW_ORDER_PATH,
      access: 'private',
      // A position's own action (order kind 2: redeem, unstake, remove) is not new exposure.
      walled: (body) => body.order_kind !== 2,
      request: previewOrderRequestSchema,
      handle: ({ world, body, user }): PreviewOrderResult => {
        const me = requireSession(user);
        if (body.order_kind === 2) {
          const { order, arrival } = previewAction(world, me, body);
          const held = world.state.positions.find((p) => p.id === body.position_id);
          const early =
            order.kind === 'early-redeem' && held
              ? {
                  early_redeem: {
                    principal_e8: e8(order.amount),
                    interest_e8: e8(order.pnl),
                    reduced_apy_e8: e8(order.apr),
                    position_apy_e8: e8(held.apr),
                    forfeited_e8: e8(order.forfeited ?? '0'),
                  },
                }
              : {};
          return {
            ...early,
            amount_e8: e8(order.amount),
            return_coin: order.returnCoin,
            apy_e8: e8(order.apr),
            estimated_yield_e8: e8(order.pnl),
            daily_yield_e8: '0',
            fee_e8: '0',
            interest_start_at: sec(null),
            interest_end_at: sec(null),
            payout_at: sec(null),
            quote_expire_at: sec(null),
            returns: returnsOf(order),
            estimated_arrival_at: sec(arrival),
          };
        }
        const product = world.requireProduct(body.product_id, body.product_type);
        // A review must not show a renewal pay-order would refuse (10001): a distance that is not offered.
        if (body.dual_renewal_mode !== undefined && body.dual_renewal_mode !== DualRenewalMode.None) {
          checkedDualRenewal(
            body.dual_renewal_mode,
            body.dual_renewal_distance_e8 === undefined ? undefined : fromE8(body.dual_renewal_distance_e8),
          );
        }
        // A liquidity add may pay the base coin, or both: its size is the margin valued in the quote coin.
        const amount: Dec = product.liquidity
          ? addValue(
              world,
              product.liquidity,
              body.coin,
              fromE8(body.amount_e8),
              body.liquidity?.amount_y_e8 === undefined ? undefined : fromE8(body.liquidity.amount_y_e8),
            )
          : fromE8(body.amount_e8);
        const preview = previewSubscription(world, {
          product,
          amount,
          userId: me.id,
          quoteId: body.quote_id,
          leverage: body.liquidity
            ? dec(body.liquidity.leverage)
            : body.leverage === undefined
              ? undefined
              : dec(body.leverage),
        });
        const result: PreviewOrderResult = {
          amount_e8: body.amount_e8,
          return_coin: product.returnCoin,
          apy_e8: e8(preview.apr),
          estimated_yield_e8: e8(preview.estimatedYield),
          daily_yield_e8: e8(preview.dailyYield),
          fee_e8: e8(preview.fee),
          interest_start_at: sec(preview.interestStartAt),
          interest_end_at: sec(preview.interestEndAt),
          payout_at: sec(preview.payoutAt),
          quote_expire_at: sec(preview.quoteExpireAt),
          returns: [],
          estimated_arrival_at: sec(null),
          ...(preview.rewardFee
            ? { reward_fee: { rate_e8: e8(preview.rewardFee.rate), amount_e8: e8(preview.rewardFee.amount) } }
            : {}),
        };
        if (body.voucher_id !== undefined) {
          const voucher = requireVoucher(world, me, body.voucher_id, product, amount);
          const effect = voucherEffect(voucher, amount, product.durationMs, coinOf(voucher.coin).assetPrecision);
          result.voucher = {
            voucher_id: voucher.id,
            coin: voucher.coin,
            extra_apy_e8: e8(effect.extraApr),
            extra_yield_e8: e8(effect.extraInterest),
            bonus_e8: e8(effect.bonus),
          };
        }
        if (preview.scenarios)
          result.dual_scenarios = preview.scenarios.map((s) => ({
            scenario: s.scenario,
            return_coin: s.coin,
            return_amount_e8: e8(s.amount),
          }));
        if (preview.liquidity) {
          result.liquidity = {
            loan_e8: e8(preview.liquidity.loan),
            margin_e8: e8(preview.liquidity.margin),
            liquidation_price_e8: e8(preview.liquidity.liquidationPrice),
            pool_share_e8: e8(preview.liquidity.poolShare),
          };
        }
        return result;
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: CHECK_AVAILABLE_PATH,
      access: 'optional',
      request: checkAvailableRequestSchema,
      handle: ({ world, body, user }): CheckAvailableResult => {
        const product = world.requireProduct(body.product_id, body.product_type);
        const amount = body.amount_e8 === undefined ? null : fromE8(body.amount_e8);
        const check = checkSubscription(world, product, user, amount, AccountType.Funding);
        return {
          eligibility: check.eligibility,
          required_kyc_level: product.requiredKyc,
          user_kyc_level: user?.kycLevel ?? 0,
          is_vip_required: product.vipOnly,
          available_balance_e8: e8(check.availableBalance),
          max_subscribable_e8: check.maxSubscribable === null ? '-1' : e8(check.maxSubscribable),
          min_subscribe_amount_e8: e8(product.minAmount),
          reason_code: check.reason,
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: PAY_ORDER_PATH,
      access: 'private',
      walled: true,
      request: payOrderRequestSchema,
      handle: ({ world, body, user }): PayOrderResult => {
        const { order, duplicate } = subscribe(
          world,
          requireSession(user),
          subscribeRequest(body, body.client_order_id),
        );
        return {
          order_id: order.id,
          client_order_id: body.client_order_id,
          order_status: order.status as PayOrderResult['order_status'],
          created_at: sec(order.createdAt),
          is_duplicate: duplicate,
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: CONFIRM_ORDER_PATH,
      access: 'private',
      request: confirmOrderRequestSchema,
      handle: ({ world, body, user }): ConfirmOrderResult => {
        const { order, duplicate } = actOnPosition(world, requireSession(user), {
          clientOrderId: body.client_order_id,
          positionId: body.position_id,
          productType: body.product_type,
          action: body.action,
          amount: body.amount_e8 === undefined ? undefined : fromE8(body.amount_e8),
          removeRate: body.remove_rate,
          removeMode: body.remove_mode,
          targetLeverage: body.target_leverage === undefined ? undefined : dec(body.target_leverage),
          minReturn: body.min_return_e8 === undefined ? undefined : fromE8(body.min_return_e8),
        });
        return {
          order_id: order.id,
          client_order_id: body.client_order_id,
          order_status: order.status as ConfirmOrderResult['order_status'],
          processing_state: order.processing as ConfirmOrderResult['processing_state'],
          returns: returnsOf(order),
          estimated_arrival_at: sec(order.processing === ProcessingState.InProgress ? order.dueAt : null),
          created_at: sec(order.createdAt),
          is_duplicate: duplicate,
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: CLAIM_YIELD_PATH,
      access: 'private',
      request: claimYieldRequestSchema,
      handle: ({ world, body, user }): ClaimYieldResult => {
        const { order, duplicate } = claimYield(world, requireSession(user), {
          clientOrderId: body.client_order_id,
          productType: body.product_type,
          positionId: body.position_id,
        });
        return {
          order_id: order.id,
          claimed: returnsOf(order),
          claimed_at: sec(order.createdAt),
          is_duplicate: duplicate,
        };
      },
    }),

    route(sim, {
      method: 'post',
      base: 'earn',
      path: QUERY_ORDERS_PATH,
      access: 'private',
      request: queryOrdersRequestSchema,
      handle: ({ world, body, user }): QueryOrdersResult => {
        const me = requireSession(user);
        const types = body.product_types ?? (body.product_type !== undefined ? [body.product_type] : null);
        const from = fromSec(body.start_at);
        const to = fromSec(body.end_at);
        const cursor = body.cursor ? Number(body.cursor) : Number.POSITIVE_INFINITY;
        const matching = world.state.orders
          .filter(
            (o) =>
              o.userId === me.id &&
              (types === null || (types as number[]).includes(o.productType)) &&
              (!body.only_effective_order || o.status === OrderStatus.Pending || o.status === OrderStatus.Active) &&
              (body.order_status === undefined || o.status === body.order_status) &&
              (body.client_order_id === undefined || o.clientOrderId === body.client_order_id) &&
              (from === null || o.createdAt >= from) &&
              (to === null || o.createdAt <= to) &&
              (body.base_coin === undefined ||
                o.coin === body.base_coin ||
                o.dual?.base === body.base_coin ||
                o.offer?.base === body.base_coin) &&
              Number(o.id) < cursor,
          )
          .sort((a, b) => Number(b.id) - Number(a.id));
        const limit = body.limit ?? 20;
        const page = matching.slice(0, limit);
        return {
          orders: page.map((o) => toOrder(world, o)),
          next_cursor: matching.length > limit ? (page.at(-1)?.id ?? '') : '',
        };
      },
    }),
  ];
}
