import { OrderStatus, PositionStatus, ProcessingState, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { dualOutcome } from './dual-asset';
import { addRecord, credit, nextId } from './ledger';
import { dec, floorTo, type Dec } from './money';
import { discountBuyPayout, doubleWinPayout, futureBoostPayout, sharkFinApr, sharkFinPayout } from './payoffs';
import { periodRate } from './dual-asset';
import { subscriptionDates } from './dates';
import { displayStatus } from './availability';
import type { OrderState, PositionState, UserState } from './state';
import type { World } from './world';
import { DisplayStatus } from '@/api/earn/earn-enums';
import { receiptDelayMs } from './settlement-receipt';
import { settleVoucher } from './vouchers';

/**
 * End of a position's term: term products pay principal plus interest (and may roll over); quoted
 * products settle against the average spot price of the 30 minutes before settlement.
 */
export function settlePosition(world: World, position: PositionState): void {
  const product = world.product(position.productId);
  const user = world.user(position.userId);
  const order = world.state.orders.find((o) => o.id === position.orderId);
  if (!product || !user || !order || position.maturityAt === null) {
    position.status = PositionStatus.Closed;
    return;
  }
  const at = position.maturityAt;
  if (order.dual) settleDual(world, product, user, order, position, at);
  else if (order.offer) settleOffer(world, product, user, order, position, at, at + receiptDelayMs(product));
  else matureTerm(world, product, user, order, position, at);
  position.status = PositionStatus.Closed;
  order.status = OrderStatus.Completed;
  order.processing = ProcessingState.Success;
  order.updatedAt = at + (order.offer ? receiptDelayMs(product) : 0);
}

function pay(world: World, user: UserState, product: Product, orderId: string, type: number, coinValue: number, amount: Dec, at: number, pnlUsd?: Dec): Dec {
  const value = credit(user, product.toAccountType, coinValue, amount);
  if (value.greaterThan(0)) {
    addRecord(world.state, { userId: user.id, type, coin: coinValue, amount: value, productType: product.type, productId: product.id, orderId, at, pnlUsd });
  }
  return value;
}

function matureTerm(world: World, product: Product, user: UserState, order: OrderState, position: PositionState, at: number): void {
  const principal = dec(position.principal);
  const interest = floorTo(position.accrued, coinOf(position.returnCoin).assetPrecision);
  pay(world, user, product, order.id, WalletRecordType.Redeem, position.coin, principal, at);
  const paid = pay(world, user, product, order.id, WalletRecordType.Interest, position.returnCoin, interest, at, interest.times(world.prices.price(position.returnCoin, at)));
  position.accrued = '0';
  position.totalYield = dec(position.totalYield).plus(paid).toFixed();
  order.pnl = dec(order.pnl).plus(paid).toFixed();
  order.returns = [
    { coin: position.coin, amount: principal.toFixed() },
    { coin: position.returnCoin, amount: paid.toFixed() },
  ];
  const voucher = settleVoucher(world, user, product, order, at);
  if (voucher.greaterThan(0)) order.returns.push({ coin: product.coin, amount: voucher.toFixed() });
  if (position.autoReinvest) rollOver(world, product, user, order, principal, at);
}

/** Auto-reinvest: the principal goes straight into a new term of the same product, if it still takes money. */
function rollOver(world: World, product: Product, user: UserState, previous: OrderState, principal: Dec, at: number): void {
  if (displayStatus(product, world.state.products[product.id], at) !== DisplayStatus.Available) return;
  const balance = user.wallets[String(product.toAccountType)]?.[String(product.coin)];
  if (!balance || dec(balance.available).lessThan(principal)) return;
  balance.available = dec(balance.available).minus(principal).toFixed();
  const dates = subscriptionDates({ ...product, activationMinutes: 0 }, at);
  const order: OrderState = {
    ...previous,
    id: nextId(world.state),
    clientOrderId: null,
    amount: principal.toFixed(),
    status: OrderStatus.Active,
    processing: ProcessingState.Success,
    createdAt: at,
    updatedAt: at,
    dueAt: at,
    yieldStartAt: dates.interestStartAt,
    yieldEndAt: dates.interestEndAt,
    pnl: '0',
    returns: [],
  };
  world.state.orders.push(order);
  addRecord(world.state, { userId: user.id, type: WalletRecordType.Subscribe, coin: product.coin, amount: principal.negated(), productType: product.type, productId: product.id, orderId: order.id, at });
  const position: PositionState = {
    id: nextId(world.state),
    userId: user.id,
    productId: product.id,
    productType: product.type,
    coin: product.coin,
    returnCoin: product.returnCoin,
    principal: principal.toFixed(),
    earning: principal.toFixed(),
    accrued: '0',
    claimable: '0',
    totalYield: '0',
    apr: order.apr,
    status: PositionStatus.Active,
    subscribedAt: at,
    interestStartAt: dates.interestStartAt,
    maturityAt: dates.interestEndAt,
    autoReinvest: true,
    pendingRedeem: '0',
    pendingRedeemArrivalAt: null,
    accruedUntil: dates.interestStartAt,
    orderId: order.id,
  };
  order.positionId = position.id;
  world.state.positions.push(position);
}

/** The settlement price: average spot over the 30 minutes before the settlement time. */
export function settlementPrice(world: World, base: number, quote: number, at: number): Dec {
  return world.prices.average(base, quote, at).toSignificantDigits(8);
}

function settleDual(world: World, product: Product, user: UserState, order: OrderState, position: PositionState, at: number): void {
  const info = order.dual;
  if (!info) return;
  const price = settlementPrice(world, info.base, info.quote, at);
  const outcome = dualOutcome(
    { direction: info.direction, amount: dec(order.amount), target: dec(info.target), apr: dec(order.apr), durationMs: product.durationMs },
    price,
  );
  const payoutCoin = outcome.side === 'base' ? info.base : info.quote;
  const principalValue = dec(order.amount).times(order.coin === info.base ? price : 1);
  const payoutValue = outcome.amount.times(payoutCoin === info.base ? price : 1);
  const gainUsd = payoutValue.minus(principalValue).times(world.prices.price(info.quote, at));
  const paid = pay(world, user, product, order.id, WalletRecordType.Settlement, payoutCoin, outcome.amount, at, gainUsd);
  info.settlementPrice = price.toFixed();
  info.settledApr = order.apr;
  info.settledCoin = payoutCoin;
  info.settledAmount = paid.toFixed();
  order.returns = [{ coin: payoutCoin, amount: paid.toFixed() }];
  // PnL of the order in its return coin: the interest part, whichever coin it came back in.
  const interest = outcome.amount.minus(outcome.converted ? outcome.amount.div(dec(1).plus(periodRate(dec(order.apr), product.durationMs))) : dec(order.amount));
  order.pnl = floorTo(interest, coinOf(payoutCoin).assetPrecision).toFixed();
  position.totalYield = order.pnl;
}

function settleOffer(world: World, product: Product, user: UserState, order: OrderState, position: PositionState, at: number, paidAt: number): void {
  const info = order.offer;
  if (!info) return;
  const price = settlementPrice(world, info.base, info.quote, at);
  const amount = dec(order.amount);
  let payoutCoin = info.quote;
  let payout: Dec;
  switch (info.family) {
    case 'double-win':
      payout = doubleWinPayout(amount, dec(info.entry), dec(info.lower), dec(info.upper), dec(info.leverage), price);
      break;
    case 'discount-buy': {
      // The knock-out APR runs over the product's term (the figure shown before confirming is the one paid).
      const result = discountBuyPayout(amount, dec(info.lower), dec(info.upper), dec(order.apr), product.durationMs, price);
      payout = result.amount;
      if (result.side === 'base') payoutCoin = info.base;
      break;
    }
    case 'future-boost':
      payout = futureBoostPayout(amount, dec(info.entry), dec(info.lower), dec(info.leverage), product.futureBoost?.side ?? 1, price);
      break;
    case 'structured': {
      const t = product.structured;
      const floor = dec(product.tiers[0]?.apr ?? 0);
      const apr = t ? sharkFinApr(t.kind, floor, dec(t.maxApr), dec(info.lower), dec(info.upper), price) : floor;
      order.apr = apr.toDecimalPlaces(8).toFixed();
      payout = t ? sharkFinPayout(t.kind, floor, dec(t.maxApr), dec(info.lower), dec(info.upper), product.durationMs, amount, price) : amount;
      break;
    }
  }
  const payoutValue = payout.times(payoutCoin === info.base ? price : 1);
  const gainUsd = payoutValue.minus(amount).times(world.prices.price(info.quote, at));
  const paid = pay(world, user, product, order.id, WalletRecordType.Settlement, payoutCoin, payout, paidAt, gainUsd);
  info.settlementPrice = price.toFixed();
  info.payout = paid.toFixed();
  info.payoutCoin = payoutCoin;
  order.returns = paid.greaterThan(0) ? [{ coin: payoutCoin, amount: paid.toFixed() }] : [];
  order.pnl = (payoutCoin === info.quote ? paid.minus(amount) : payoutValue.minus(amount)).toDecimalPlaces(coinOf(info.quote).assetPrecision).toFixed();
  position.totalYield = order.pnl;
}
