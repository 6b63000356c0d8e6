import { LiquidityAction, OrderStatus, PositionStatus, ProcessingState, ProductType, StakingAction, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { subscriptionDates } from './dates';
import { assertSubscribable } from './eligibility';
import { SimCode, fail } from './errors';
import { isAggregated, needsQuote } from './families';
import { assertRegistered } from './launchpool';
import { addRecord, freeze, nextId } from './ledger';
import { dec, floorTo, type Dec } from './money';
import { customDoubleWinRange, dualQuoteById, offerById, tick } from './quotes';
import { settlementTimeFor } from './settlement-time';
import { blendedApr } from './tiers';
import type { OrderState, PositionState, UserState } from './state';
import { attachVoucher } from './vouchers';
import type { World } from './world';

/** What pay-order asks for, in domain terms. */
export interface SubscribeRequest {
  clientOrderId: string;
  productId: string;
  productType: number;
  coin: number;
  amount: Dec;
  accountType: number;
  autoReinvest?: boolean;
  quoteId?: string;
  /** APR the user saw with the quote; a higher figure than the live quote answers 340. */
  quotedApr?: Dec;
  dual?: { direction: number; target: Dec };
  /** Liquidity add: leverage and, for a two-coin add, the quote-coin part (`amount` is then the base part). */
  liquidity?: { leverage: Dec; amountY?: Dec };
  leverage?: Dec;
  /** Double-win custom range: the user's bounds, checked against the quote's entry price. */
  doubleWin?: { lower: Dec; upper: Dec };
  /** A voucher of the user that goes with this subscription (term products that accept it). */
  voucherId?: string;
}

export interface PlacedOrder {
  order: OrderState;
  duplicate: boolean;
}

export function findByClientId(world: World, userId: string, clientOrderId: string): OrderState | undefined {
  return world.state.orders.find((o) => o.userId === userId && o.clientOrderId === clientOrderId);
}

/**
 * pay-order: checks what a real back end checks, freezes the money and places a Pending order that
 * activates after the product's processing time. A repeated client order id returns the first order and
 * places nothing, whatever has changed since.
 */
export function subscribe(world: World, user: UserState, req: SubscribeRequest, options: { internal?: boolean } = {}): PlacedOrder {
  const existing = findByClientId(world, user.id, req.clientOrderId);
  if (existing) return { order: existing, duplicate: true };
  // Sweeps made by the exchange itself (auto-savings) are not user requests and are not rate limited.
  if (!options.internal) world.limiter.check(`${user.id}:write`);

  const product = world.requireProduct(req.productId, req.productType);
  const now = world.now();
  const dates = subscriptionDates(product, now);
  const legs = paymentLegs(world, product, req);
  // Limits and quota count in the product's coin (for a pool: the value of both legs in the quote coin).
  const amount = legs.value;
  assertSubscribable(world, product, user, amount, req.accountType, { skipBalance: legs.coins.length > 1 || legs.coins[0]?.coin !== product.coin });
  if (product.launchpool) assertRegistered(world, product, user);
  for (const leg of legs.coins) {
    const balance = dec(user.wallets[String(req.accountType)]?.[String(leg.coin)]?.available ?? '0');
    if (balance.lessThan(leg.amount)) fail(SimCode.InsufficientBalance);
  }

  const order: OrderState = {
    id: nextId(world.state),
    clientOrderId: req.clientOrderId,
    userId: user.id,
    kind: 'subscribe',
    productId: product.id,
    productType: product.type,
    positionId: null,
    coin: product.coin,
    returnCoin: product.returnCoin,
    amount: amount.toFixed(),
    status: OrderStatus.Pending,
    processing: ProcessingState.InProgress,
    createdAt: now,
    updatedAt: now,
    dueAt: dates.activeAt,
    apr: aprAtOrder(world, product, amount).toFixed(),
    durationMs: product.durationMs,
    yieldStartAt: dates.interestStartAt,
    yieldEndAt: dates.interestEndAt,
    pnl: '0',
    accountType: req.accountType,
    toAccountType: product.toAccountType,
    autoReinvest: Boolean(req.autoReinvest) && product.autoReinvest,
    failReason: null,
    returns: [],
  };
  if (needsQuote(product)) applyQuote(world, product, req, order);
  if (product.structured) applyStructured(world, product, order);
  if (product.liquidity) {
    order.liquidity = {
      action: LiquidityAction.Add,
      poolId: product.liquidity.poolId,
      leverage: (req.liquidity?.leverage ?? dec(1)).toFixed(),
      amountX: legs.amountX.toFixed(),
      amountY: legs.amountY.toFixed(),
      removeRate: 0,
      removeMode: 0,
      refPrice: world.prices.cross(product.liquidity.base, product.liquidity.quote, now).toFixed(),
    };
  }
  if (product.type === ProductType.Pos || product.type === ProductType.Launch) order.stakingAction = StakingAction.Stake;
  if (req.voucherId !== undefined) attachVoucher(world, user, req.voucherId, product, order);

  for (const leg of legs.coins) freeze(user, req.accountType, leg.coin, leg.amount);
  const book = world.book(product.id);
  book.deposited = dec(book.deposited).plus(amount).toFixed();
  if (!book.participants.includes(user.id)) book.participants.push(user.id);
  world.state.orders.push(order);
  for (const leg of legs.coins) {
    addRecord(world.state, {
      userId: user.id,
      type: WalletRecordType.Subscribe,
      coin: leg.coin,
      amount: leg.amount.negated(),
      productType: product.type,
      productId: product.id,
      orderId: order.id,
      status: ProcessingState.InProgress,
      at: now,
    });
  }
  if (!isAggregated(product)) order.positionId = openOrderPosition(world, product, order).id;
  return { order, duplicate: false };
}

interface PaymentLegs {
  /** The coins and amounts leaving the wallet. */
  coins: Array<{ coin: number; amount: Dec }>;
  /** The subscription's size in the product's coin. */
  value: Dec;
  amountX: Dec;
  amountY: Dec;
}

function paymentLegs(world: World, product: Product, req: SubscribeRequest): PaymentLegs {
  if (req.amount.lessThanOrEqualTo(0)) fail(SimCode.InvalidParameter, 'amount must be positive');
  const pool = product.liquidity;
  if (!pool) {
    if (req.coin !== product.coin) fail(SimCode.InvalidParameter, 'coin does not match the product');
    return { coins: [{ coin: product.coin, amount: req.amount }], value: req.amount, amountX: dec(0), amountY: req.amount };
  }
  const leverage = req.liquidity?.leverage ?? dec(1);
  if (leverage.lessThan(1) || leverage.greaterThan(pool.maxLeverage) || leverage.decimalPlaces() > 1) {
    fail(SimCode.InvalidParameter, `leverage must be between 1 and ${pool.maxLeverage} with at most one decimal`);
  }
  let amountX = dec(0);
  let amountY = dec(0);
  if (req.liquidity?.amountY !== undefined) {
    if (req.coin !== pool.base) fail(SimCode.InvalidParameter, 'a two-coin add pays the base coin in amount_e8');
    amountX = req.amount;
    amountY = req.liquidity.amountY;
  } else if (req.coin === pool.base) {
    amountX = req.amount;
  } else if (req.coin === pool.quote) {
    amountY = req.amount;
  } else {
    fail(SimCode.InvalidParameter, 'coin is not in this pool');
  }
  for (const [c, a] of [[pool.base, amountX], [pool.quote, amountY]] as const) {
    if (a.greaterThan(0) && a.decimalPlaces() > coinOf(c).txPrecision) fail(SimCode.InvalidParameter, `at most ${coinOf(c).txPrecision} decimals of ${coinOf(c).name}`);
  }
  const price = world.prices.cross(pool.base, pool.quote, world.now());
  const value = floorTo(amountY.plus(amountX.times(price)), coinOf(pool.quote).txPrecision);
  const coins = [
    { coin: pool.base, amount: amountX },
    { coin: pool.quote, amount: amountY },
  ].filter((leg) => leg.amount.greaterThan(0));
  return { coins, value, amountX, amountY };
}

/** The APR locked by an order: blended over the tiers for this amount, plus a running bonus. */
function aprAtOrder(world: World, product: Product, amount: Dec): Dec {
  const bonus = product.bonusEndAt === null || world.now() < product.bonusEndAt ? dec(product.bonusApr) : dec(0);
  return blendedApr(product.tiers, amount, bonus);
}

function applyQuote(world: World, product: Product, req: SubscribeRequest, order: OrderState): void {
  if (!req.quoteId) fail(SimCode.StaleQuote, 'quote_id is required for this product');
  const now = world.now();
  const { settlementTime, applyEndAt } = settlementTimeFor(product.durationMs, now);
  if (product.dual) {
    const quote = dualQuoteById(world, product, req.quoteId);
    if (req.dual && (req.dual.direction !== product.dual.direction || !req.dual.target.equals(quote.target))) {
      fail(SimCode.StaleQuote, 'target price does not match the quote');
    }
    if (req.quotedApr && req.quotedApr.greaterThan(quote.apr)) fail(SimCode.StaleQuote, 'apr lowered since the quote');
    if (dec(order.amount).greaterThan(quote.maxInvestment)) fail(SimCode.OverLimit, 'amount above the quote capacity');
    order.apr = quote.apr.toFixed();
    order.dual = {
      direction: product.dual.direction,
      base: product.dual.base,
      quote: product.dual.quote,
      target: quote.target.toFixed(),
      benchmark: world.prices.cross(product.dual.base, product.dual.quote, now).toFixed(),
      settlementTime,
      applyEndAt,
      settlementPrice: null,
      settledApr: null,
      settledCoin: null,
      settledAmount: null,
    };
    return;
  }
  let offer = offerById(world, product, req.quoteId);
  if (req.doubleWin) {
    if (!product.doubleWin) fail(SimCode.InvalidParameter, 'a custom range is for double-win only');
    const custom = customDoubleWinRange(offer, product.doubleWin, req.doubleWin.lower, req.doubleWin.upper);
    if ('problem' in custom) fail(SimCode.InvalidParameter, custom.problem);
    offer = custom.offer;
  }
  const terms = product.doubleWin ?? product.discountBuy ?? product.futureBoost;
  if (!terms) fail(SimCode.StaleQuote, 'product takes no quotes');
  let leverage = offer.leverage;
  if (product.futureBoost) {
    leverage = req.leverage ?? dec(10);
    if (!leverage.isInteger() || leverage.lessThan(1) || leverage.greaterThan(product.futureBoost.maxLeverage)) {
      fail(SimCode.InvalidParameter, `leverage must be a whole number from 1 to ${product.futureBoost.maxLeverage}`);
    }
  }
  if (product.discountBuy) {
    if (req.quotedApr && req.quotedApr.greaterThan(offer.apr)) fail(SimCode.StaleQuote, 'apr lowered since the quote');
    order.apr = offer.apr.toFixed();
  } else {
    order.apr = '0';
  }
  order.offer = {
    family: product.family as 'double-win' | 'discount-buy' | 'future-boost',
    base: terms.base,
    quote: terms.quote,
    entry: offer.entry.toFixed(),
    lower: offer.lower.toFixed(),
    upper: offer.upper.toFixed(),
    leverage: leverage.toFixed(),
    settlementTime,
    settlementPrice: null,
    payout: null,
    payoutCoin: null,
  };
  order.yieldEndAt = settlementTime;
}

/** Shark fin: the range is fixed around spot at order time; it settles at the end of the term. */
function applyStructured(world: World, product: Product, order: OrderState): void {
  const t = product.structured;
  if (!t) return;
  const entry = tick(world.prices.cross(t.base, t.quote, world.now()));
  const settlementTime = order.yieldEndAt ?? world.now() + product.durationMs;
  order.offer = {
    family: 'structured',
    base: t.base,
    quote: t.quote,
    entry: entry.toFixed(),
    lower: tick(entry.times(t.low)).toFixed(),
    upper: tick(entry.times(t.high)).toFixed(),
    leverage: '1',
    settlementTime,
    settlementPrice: null,
    payout: null,
    payoutCoin: null,
  };
}

/** Per-order families get their position at once, Processing until the order activates. */
function openOrderPosition(world: World, product: Product, order: OrderState): PositionState {
  const position: PositionState = {
    id: nextId(world.state),
    userId: order.userId,
    productId: product.id,
    productType: product.type,
    coin: order.coin,
    returnCoin: order.returnCoin,
    principal: order.amount,
    earning: '0',
    accrued: '0',
    claimable: '0',
    totalYield: '0',
    apr: order.apr,
    status: PositionStatus.Processing,
    subscribedAt: order.createdAt,
    interestStartAt: order.yieldStartAt ?? order.createdAt,
    maturityAt: order.dual?.settlementTime ?? order.offer?.settlementTime ?? order.yieldEndAt,
    autoReinvest: order.autoReinvest,
    pendingRedeem: '0',
    pendingRedeemArrivalAt: null,
    accruedUntil: order.yieldStartAt ?? order.createdAt,
    orderId: order.id,
  };
  if (order.liquidity) {
    position.liquidity = {
      poolId: order.liquidity.poolId,
      shares: '0',
      leverage: order.liquidity.leverage,
      loan: '0',
      margin: order.amount,
      state: 0,
    };
  }
  world.state.positions.push(position);
  return position;
}
