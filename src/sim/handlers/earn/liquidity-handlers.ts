import {
  GET_LIQUIDITY_SWAP_QUOTE_PATH,
  LIQUIDITY_SWAP_PATH,
  swapQuoteRequestSchema,
  swapRequestSchema,
  type SwapQuote,
  type SwapResult,
} from '@/api/earn/liquidity-swap';
import type { HttpHandler } from 'msw';
import { quoteSwap, swap } from '../../domain/liquidity-swap';
import type { Simulator } from '../../runtime/simulator';
import { route } from '../route';
import { e8, fromE8, sec } from '../wire/format';
import { requireSession } from '../session';

/** Pool swaps: a quote good for 15 s of real time, and the swap that refuses an expired quote (341) or a stale one (340). */
export function liquidityHandlers(sim: Simulator): HttpHandler[] {
  return [
    route(sim, {
      method: 'post',
      base: 'earn',
      path: GET_LIQUIDITY_SWAP_QUOTE_PATH,
      access: 'optional',
      request: swapQuoteRequestSchema,
      handle: ({ world, body }): SwapQuote => {
        const q = quoteSwap(world, body.pool_id, body.coin_in, fromE8(body.amount_in_e8), fromE8(body.slippage_e8));
        return {
          quote_id: q.quoteId,
          pool_id: body.pool_id,
          coin_in: q.coinIn,
          coin_out: q.coinOut,
          amount_in_e8: e8(q.amountIn),
          amount_out_e8: e8(q.amountOut),
          min_received_e8: e8(q.minReceived),
          fee_e8: e8(q.fee),
          price_e8: e8(q.price.toSignificantDigits(12)),
          price_impact_e8: e8(q.priceImpact.toDecimalPlaces(8)),
          expire_at: sec(q.expireAt),
        };
      },
    }),
    route(sim, {
      method: 'post',
      base: 'earn',
      path: LIQUIDITY_SWAP_PATH,
      access: 'private',
      walled: true,
      request: swapRequestSchema,
      handle: ({ world, body, user }): SwapResult => {
        const { order, duplicate } = swap(world, requireSession(user), {
          clientOrderId: body.client_order_id,
          poolId: body.pool_id,
          coinIn: body.coin_in,
          amountIn: fromE8(body.amount_in_e8),
          quoteId: body.quote_id,
          minReceived: body.min_received_e8 === undefined ? undefined : fromE8(body.min_received_e8),
        });
        const out = order.returns[0];
        return {
          order_id: order.id,
          coin_in: order.coin,
          coin_out: order.returnCoin,
          amount_in_e8: e8(order.amount),
          amount_out_e8: e8(out?.amount ?? '0'),
          swapped_at: sec(order.createdAt),
          is_duplicate: duplicate,
        };
      },
    }),
  ];
}
