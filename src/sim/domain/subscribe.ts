import { OrderStatus, PositionStatus, ProcessingState, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { subscriptionDates } from './dates';
import { assertSubscribable } from './eligibility';
import { SimCode, fail } from './errors';
import { familyOf, isAggregated } from './families';
import { addRecord, freeze, nextId } from './ledger';
import { hasMovableRate } from './apr-moves';
import { dec, fromE8, toE8, type Dec } from './money';
import { holdIfAsked } from './order-hold';
import { tierBase } from './preview';
import { marginalApr } from './tiers';
import type { OrderState, PositionState, UserState } from './state';
import { attachVoucher } from './vouchers';
import { checkedTolerance } from './auto-reinvest';
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
  /** With auto-reinvest: APR points the next cycle may fall and still renew (one of the offered steps). */
  renewalTolerance?: Dec;
  quoteId?: string;
  /** APR the user saw with the quote (or, for a savings product, in the preview); a higher figure than now answers 340. */
  quotedApr?: Dec;
  dual?: { direction: number; target: Dec };
  /** Dual asset: how the order renews at settlement (`DualRenewalMode`; advanced with its distance, a fraction). */
  dualRenewal?: { mode: number; distance?: Dec };
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
export function subscribe(
  world: World,
  user: UserState,
  req: SubscribeRequest,
  options: { internal?: boolean } = {},
): PlacedOrder {
  const existing = findByClientId(world, user.id, req.clientOrderId);
  if (existing) return { order: existing, duplicate: true };
  // Sweeps made by the exchange itself (auto-savings) are not user requests and are not rate limited.
  if (!options.internal) world.limiter.check(`${user.id}:write`);

  const product = world.requireProduct(req.productId, req.productType);
  const family = familyOf(product);
  const now = world.now();
  const dates = subscriptionDates(product, now);
  const legs = paymentLegs(world, product, req);
  // Limits and quota count in the product's coin (for a pool: the value of both legs in the quote coin).
  const amount = legs.value;
  assertSubscribable(world, product, user, amount, req.accountType, {
    skipBalance: legs.coins.length > 1 || legs.coins[0]?.coin !== product.coin,
  });
  family.checkSubscriber?.(world, product, user);
  for (const leg of legs.coins) {
    const balance = dec(user.wallets[String(req.accountType)]?.[String(leg.coin)]?.available ?? '0');
    if (balance.lessThan(leg.amount)) fail(SimCode.InsufficientBalance);
  }

  const apr = aprAtOrder(world, product, user, amount);
  // A savings rate moved below the one the review showed (wire precision): nothing is placed, 340 like a quote.
  if (
    req.quoteId === undefined &&
    req.quotedApr !== undefined &&
    hasMovableRate(product) &&
    req.quotedApr.greaterThan(fromE8(toE8(apr)))
  ) {
    fail(SimCode.StaleQuote, 'apr lowered since the preview');
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
    apr: apr.toFixed(),
    durationMs: product.durationMs,
    yieldStartAt: dates.interestStartAt,
    yieldEndAt: dates.interestEndAt,
    pnl: '0',
    accountType: req.accountType,
    toAccountType: product.toAccountType,
    autoReinvest: Boolean(req.autoReinvest) && product.autoReinvest,
    ...(req.renewalTolerance !== undefined && product.autoReinvest
      ? { renewalTolerance: checkedTolerance(req.renewalTolerance) }
      : {}),
    failReason: null,
    returns: [],
  };
  family.orderTerms?.(world, product, req, order, legs);
  if (req.voucherId !== undefined) attachVoucher(world, user, req.voucherId, product, order);

  for (const leg of legs.coins) freeze(user, req.accountType, leg.coin, leg.amount);
  const book = world.book(product.id);
  book.deposited = dec(book.deposited).plus(amount).toFixed();
  if (!book.participants.includes(user.id)) book.participants.push(user.id);
  holdIfAsked(world, order);
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

export interface PaymentLegs {
  /** The coins and amounts leaving the wallet. */
  coins: Array<{ coin: number; amount: Dec }>;
  /** The subscription's size in the product's coin. */
  value: Dec;
  amountX: Dec;
  amountY: Dec;
}

function paymentLegs(world: World, product: Product, req: SubscribeRequest): PaymentLegs {
  if (req.amount.lessThanOrEqualTo(0)) fail(SimCode.InvalidParameter, 'amount must be positive');
  const own = familyOf(product).paymentLegs;
  if (own) return own(world, product, req);
  if (req.coin !== product.coin) fail(SimCode.InvalidParameter, 'coin does not match the product');
  return {
    coins: [{ coin: product.coin, amount: req.amount }],
    value: req.amount,
    amountX: dec(0),
    amountY: req.amount,
  };
}

/**
 * The APR of an order: over the tiers this amount fills above what the user already holds in an open-ended
 * product (the figure the preview showed), plus a running bonus.
 */
function aprAtOrder(world: World, product: Product, user: UserState, amount: Dec): Dec {
  const bonus = product.bonusEndAt === null || world.now() < product.bonusEndAt ? dec(product.bonusApr) : dec(0);
  return marginalApr(product.tiers, tierBase(world, product, user.id), amount, bonus);
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
    ...(order.renewalTolerance === undefined ? {} : { renewalTolerance: order.renewalTolerance }),
    pendingRedeem: '0',
    pendingRedeemArrivalAt: null,
    accruedUntil: order.yieldStartAt ?? order.createdAt,
    orderId: order.id,
  };
  familyOf(product).openPosition?.(position, order);
  world.state.positions.push(position);
  return position;
}
