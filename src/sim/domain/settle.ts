import { OrderStatus, PositionStatus, ProcessingState, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { familyOf } from './families';
import { addRecord, nextId } from './ledger';
import { dec, floorTo, type Dec } from './money';
import { subscriptionDates } from './dates';
import { displayStatus } from './availability';
import type { OrderState, PositionState, UserState } from './state';
import type { World } from './world';
import { DisplayStatus } from '@/api/earn/earn-enums';
import { receiptDelayMs } from './settlement-receipt';
import { payOut } from './settlement-payout';
import { settleVoucher } from './vouchers';
import { nextCycleTerms, willRenew } from './renewal';
import { RenewalOutcome } from '@/api/earn/renewal-schema';

export { settlementPrice } from './settlement-payout';

/**
 * End of a position's term: term products pay principal plus interest (and may roll over); quoted
 * products settle against the average spot price of the 30 minutes before settlement, by their family's
 * `settle` (`families/`).
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
  const settle = familyOf(product).settle ?? matureTerm;
  settle(world, product, user, order, position, at);
  position.status = PositionStatus.Closed;
  order.status = OrderStatus.Completed;
  order.processing = ProcessingState.Success;
  order.updatedAt = at + (order.offer ? receiptDelayMs(product) : 0);
}

function matureTerm(world: World, product: Product, user: UserState, order: OrderState, position: PositionState, at: number): void {
  const principal = dec(position.principal);
  const interest = floorTo(position.accrued, coinOf(position.returnCoin).assetPrecision);
  payOut(world, user, product, order.id, WalletRecordType.Redeem, position.coin, principal, at);
  const paid = payOut(world, user, product, order.id, WalletRecordType.Interest, position.returnCoin, interest, at, interest.times(world.prices.price(position.returnCoin, at)));
  position.accrued = '0';
  position.totalYield = dec(position.totalYield).plus(paid).toFixed();
  order.pnl = dec(order.pnl).plus(paid).toFixed();
  order.returns = [
    { coin: position.coin, amount: principal.toFixed() },
    { coin: position.returnCoin, amount: paid.toFixed() },
  ];
  const voucher = settleVoucher(world, user, product, order, at);
  if (voucher.greaterThan(0)) order.returns.push({ coin: product.coin, amount: voucher.toFixed() });
  if (product.autoReinvest) renewAtMaturity(world, product, user, order, position, principal, at);
}

/**
 * Auto-reinvest: the principal goes straight into a new term of the same product on the terms published for
 * it, when the holder's rule accepts them (`renewal.ts`) and the product still takes money; otherwise it stays
 * paid out and the position says why.
 */
function renewAtMaturity(world: World, product: Product, user: UserState, previous: OrderState, position: PositionState, principal: Dec, at: number): void {
  const terms = nextCycleTerms(product, position);
  const outcome = (result: number, positionId?: string) => {
    position.renewalOutcome = { result, apr: terms.apr, ...(positionId === undefined ? {} : { positionId }) };
  };
  if (!position.autoReinvest) return outcome(RenewalOutcome.PaidOut);
  if (!willRenew(product, position)) return outcome(RenewalOutcome.BelowFloor);
  const balance = user.wallets[String(product.toAccountType)]?.[String(product.coin)];
  if (displayStatus(product, world.state.products[product.id], at) !== DisplayStatus.Available || !balance || dec(balance.available).lessThan(principal)) {
    return outcome(RenewalOutcome.Unavailable);
  }
  balance.available = dec(balance.available).minus(principal).toFixed();
  const dates = subscriptionDates({ ...product, activationMinutes: 0, durationMs: terms.durationMs }, at);
  const order: OrderState = {
    ...previous,
    apr: terms.apr,
    durationMs: terms.durationMs,
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
  delete order.voucherId;
  world.state.orders.push(order);
  addRecord(world.state, { userId: user.id, type: WalletRecordType.Subscribe, coin: product.coin, amount: principal.negated(), productType: product.type, productId: product.id, orderId: order.id, at });
  const renewed: PositionState = {
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
    apr: terms.apr,
    status: PositionStatus.Active,
    subscribedAt: at,
    interestStartAt: dates.interestStartAt,
    maturityAt: dates.interestEndAt,
    autoReinvest: true,
    ...(position.renewalTolerance === undefined ? {} : { renewalTolerance: position.renewalTolerance }),
    pendingRedeem: '0',
    pendingRedeemArrivalAt: null,
    accruedUntil: dates.interestStartAt,
    orderId: order.id,
  };
  order.positionId = renewed.id;
  world.state.positions.push(renewed);
  outcome(RenewalOutcome.Renewed, renewed.id);
}
