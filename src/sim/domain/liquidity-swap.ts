import { AccountType, LiquidityAction, ProductType, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { SimCode, fail } from './errors';
import { addRecord, credit, debit } from './ledger';
import { completedLiquidityOrder } from './liquidity-orders';
import { afterSwap, poolPrice, swapOut, SWAP_FEE } from './liquidity';
import { poolState, reservesOf } from './liquidity-pools';
import { dec, floorTo, stored, ZERO, type Dec } from './money';
import type { OrderState, UserState } from './state';
import { findByClientId } from './subscribe';
import type { World } from './world';

/** How long a swap quote is accepted, in real ms (`World.realSpanMs`: the demo's speed does not shorten it). */
export const SWAP_QUOTE_REAL_MS = 15_000;
/** Largest slippage a user may accept. */
const MAX_SLIPPAGE = dec('0.05');

export interface SwapQuoteState {
  quoteId: string;
  product: Product;
  coinIn: number;
  coinOut: number;
  amountIn: Dec;
  amountOut: Dec;
  minReceived: Dec;
  fee: Dec;
  price: Dec;
  priceImpact: Dec;
  expireAt: number;
}

function poolProduct(world: World, poolId: string): Product {
  const product = world.catalogue.ofType(ProductType.Liquidity).find((p) => p.liquidity?.poolId === poolId);
  if (!product?.liquidity) fail(SimCode.ProductNotFound, 'pool not found');
  return product;
}

/**
 * The pool's answer for swapping `amountIn` of `coinIn` now: output after the 0.3 % fee, the price impact
 * (output without fee against the pool price), and the minimum received for the slippage. The quote id
 * carries the second it was made and its lifetime in simulated seconds, so the swap can tell an expired one
 * even after the speed changed.
 */
export function quoteSwap(world: World, poolId: string, coinIn: number, amountIn: Dec, slippage: Dec): SwapQuoteState {
  const product = poolProduct(world, poolId);
  const terms = product.liquidity;
  if (!terms) fail(SimCode.ProductNotFound, 'pool not found');
  if (coinIn !== terms.base && coinIn !== terms.quote) fail(SimCode.InvalidParameter, 'coin is not in this pool');
  if (amountIn.lessThanOrEqualTo(0)) fail(SimCode.InvalidParameter, 'amount must be positive');
  if (amountIn.decimalPlaces() > coinOf(coinIn).txPrecision) fail(SimCode.InvalidParameter, 'too many decimals');
  if (slippage.isNegative() || slippage.greaterThan(MAX_SLIPPAGE))
    fail(SimCode.InvalidParameter, 'slippage must be 0-5 %');
  const now = world.now();
  const r = reservesOf(poolState(world, terms));
  const baseIn = coinIn === terms.base;
  const [rin, rout] = baseIn ? [r.x, r.y] : [r.y, r.x];
  const coinOut = baseIn ? terms.quote : terms.base;
  const outDigits = coinOf(coinOut).txPrecision;
  const amountOut = floorTo(swapOut(rin, rout, amountIn), outDigits);
  const noFee = swapOut(rin, rout, amountIn, ZERO);
  const price = poolPrice(r);
  const spotOut = baseIn ? amountIn.times(price) : amountIn.div(price);
  const second = Math.floor(now / 1000);
  const lifetime = world.realSpanMs(SWAP_QUOTE_REAL_MS);
  return {
    quoteId: `SQ-${poolId}-${second}-${lifetime / 1000}`,
    product,
    coinIn,
    coinOut,
    amountIn,
    amountOut,
    minReceived: floorTo(amountOut.times(dec(1).minus(slippage)), outDigits),
    fee: amountIn.times(SWAP_FEE),
    price,
    priceImpact: dec(1).minus(noFee.div(spotOut)),
    expireAt: second * 1000 + lifetime,
  };
}

/** When a quote id of this pool was made and when it expires (simulated ms); null for another id. */
function quoteTimes(quoteId: string, poolId: string): { at: number; expireAt: number } | null {
  const match = /^SQ-(.+)-(\d+)-(\d+)$/.exec(quoteId);
  if (!match || match[1] !== poolId) return null;
  const at = Number(match[2]) * 1000;
  return { at, expireAt: at + Number(match[3]) * 1000 };
}

export interface SwapRequest {
  clientOrderId: string;
  poolId: string;
  coinIn: number;
  amountIn: Dec;
  quoteId: string | undefined;
  minReceived: Dec | undefined;
}

/**
 * Swaps at the pool's state now, never at a stale quote: refused (nothing moves) with 341 when the quote
 * expired, with 340 when it is unknown or the pool would now pay less than the minimum received.
 * Idempotent by client order id.
 */
export function swap(world: World, user: UserState, req: SwapRequest): { order: OrderState; duplicate: boolean } {
  const existing = findByClientId(world, user.id, req.clientOrderId);
  if (existing) return { order: existing, duplicate: true };
  world.limiter.check(`${user.id}:write`);
  const product = poolProduct(world, req.poolId);
  const terms = product.liquidity;
  if (!terms) fail(SimCode.ProductNotFound, 'pool not found');
  const now = world.now();
  const quoted = req.quoteId === undefined ? null : quoteTimes(req.quoteId, req.poolId);
  if (quoted === null || req.minReceived === undefined) fail(SimCode.StaleQuote, 'unknown swap quote');
  if (now > quoted.expireAt) fail(SimCode.QuoteExpired, 'swap quote expired');
  const quote = quoteSwap(world, req.poolId, req.coinIn, req.amountIn, ZERO);
  if (quote.amountOut.lessThan(req.minReceived)) fail(SimCode.StaleQuote, 'pool moved past the minimum received');
  const account = AccountType.Funding;
  debit(user, account, req.coinIn, req.amountIn);
  const pool = poolState(world, terms);
  const r = reservesOf(pool);
  const baseIn = req.coinIn === terms.base;
  const moved = baseIn ? afterSwap(r.x, r.y, req.amountIn) : afterSwap(r.y, r.x, req.amountIn);
  pool.reserveBase = stored(baseIn ? moved.in : moved.out);
  pool.reserveQuote = stored(baseIn ? moved.out : moved.in);
  const received = credit(user, account, quote.coinOut, quote.amountOut);
  const order = completedLiquidityOrder(world, product, now, {
    kind: 'swap',
    userId: user.id,
    clientOrderId: req.clientOrderId,
    positionId: null,
    coin: req.coinIn,
    returnCoin: quote.coinOut,
    amount: req.amountIn.toFixed(),
    accountType: account,
    liquidity: {
      action: LiquidityAction.Swap,
      poolId: req.poolId,
      leverage: '1',
      amountX: (baseIn ? req.amountIn : received).toFixed(),
      amountY: (baseIn ? received : req.amountIn).toFixed(),
      removeRate: 0,
      removeMode: 0,
      refPrice: quote.price.toFixed(),
    },
  });
  order.returns = [{ coin: quote.coinOut, amount: received.toFixed() }];
  world.state.orders.push(order);
  addRecord(world.state, {
    userId: user.id,
    type: WalletRecordType.Subscribe,
    coin: req.coinIn,
    amount: req.amountIn.negated(),
    productType: product.type,
    productId: product.id,
    orderId: order.id,
    at: now,
  });
  addRecord(world.state, {
    userId: user.id,
    type: WalletRecordType.Redeem,
    coin: quote.coinOut,
    amount: received,
    productType: product.type,
    productId: product.id,
    orderId: order.id,
    at: now,
  });
  return { order, duplicate: false };
}
