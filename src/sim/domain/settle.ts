import { OrderStatus, PositionStatus, ProcessingState, WalletRecordType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { familyOf } from './families';
import { dec, floorTo, type Dec } from './money';
import { subscriptionDates } from './dates';
import type { OrderState, PositionState, UserState } from './state';
import type { World } from './world';
import { receiptDelayMs } from './settlement-receipt';
import { payOut } from './settlement-payout';
import { settleVoucher } from './vouchers';
import { nextCycleTerms, willRenew } from './renewal';
import { RenewalOutcome } from '@/api/earn/renewal-schema';
import { openRenewedCycle } from './renewal-cycle';

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

function matureTerm(
  world: World,
  product: Product,
  user: UserState,
  order: OrderState,
  position: PositionState,
  at: number,
): void {
  const principal = dec(position.principal);
  const interest = floorTo(position.accrued, coinOf(position.returnCoin).assetPrecision);
  payOut(world, user, product, order.id, WalletRecordType.Redeem, position.coin, principal, at);
  const paid = payOut(
    world,
    user,
    product,
    order.id,
    WalletRecordType.Interest,
    position.returnCoin,
    interest,
    at,
    interest.times(world.prices.price(position.returnCoin, at)),
  );
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
function renewAtMaturity(
  world: World,
  product: Product,
  user: UserState,
  previous: OrderState,
  position: PositionState,
  principal: Dec,
  at: number,
): void {
  const terms = nextCycleTerms(world, product, position);
  const outcome = (result: number, positionId?: string) => {
    position.renewalOutcome = { result, apr: terms.apr, ...(positionId === undefined ? {} : { positionId }) };
  };
  if (!position.autoReinvest) return outcome(RenewalOutcome.PaidOut);
  if (!willRenew(world, product, position)) return outcome(RenewalOutcome.BelowFloor);
  const dates = subscriptionDates({ ...product, activationMinutes: 0, durationMs: terms.durationMs }, at);
  const renewed = openRenewedCycle(
    world,
    product,
    user,
    previous,
    position,
    principal,
    {
      apr: terms.apr,
      durationMs: terms.durationMs,
      yieldStartAt: dates.interestStartAt,
      maturityAt: dates.interestEndAt,
    },
    at,
  );
  outcome(renewed ? RenewalOutcome.Renewed : RenewalOutcome.Unavailable, renewed?.id);
}
