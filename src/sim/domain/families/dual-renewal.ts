import { DualDirection } from '@/api/earn/earn-enums';
import { DualRenewalMode, RenewalOutcome, type DualRenewal } from '@/api/earn/renewal-schema';
import { isDualRenewalDistance, renewalDecision } from '@/lib/renewal-rule';
import { e8 } from '../../handlers/wire/format';
import type { Product } from '../catalogue/product';
import { SimCode, fail } from '../errors';
import { dec, type Dec } from '../money';
import { tick } from '../quote-window';
import { openRenewedCycle } from '../renewal-cycle';
import { settlementTimeFor } from '../settlement-time';
import type { DualRenewalChoice, OrderState, PositionState, RenewalTerms, UserState } from '../state';
import type { World } from '../world';
import type { FamilyRenewal } from './family-rules';
import { dualApr, targetOpen } from './dual-pricing';

/**
 * Dual asset's renewal, chosen with the order: basic subscribes the same target again, advanced a new target a
 * chosen distance from the price at settlement; both for the same direction and term, at the APR the ladder's
 * pricing gives that target. The next cycle is published from the start (fixed at the cut-off, 30 minutes before
 * settlement), and at settlement it renews only when the order came back in the invested coin, the target is still
 * open and the APR is at or above the holder's floor (`renewalDecision`); otherwise it stays paid out, saying why.
 */

/** The holder's choice from pay-order or edit-auto-reinvest; advanced only at one of the offered distances (10001). */
export function checkedDualRenewal(mode: number, distance: Dec | undefined): DualRenewalChoice {
  if (mode === DualRenewalMode.Basic) return { mode };
  if (mode !== DualRenewalMode.Advanced)
    fail(SimCode.InvalidParameter, 'dual renewal mode must be basic or advanced to renew');
  if (distance === undefined || !isDualRenewalDistance(distance.toFixed()))
    fail(SimCode.InvalidParameter, 'dual renewal distance is not one of the offered steps');
  return { mode, distance: distance.toFixed() };
}

/** The order's renewal from its request: none unless a mode is asked for (no silent default). */
export function dualRenewalOrderTerms(choice: { mode: number; distance?: Dec } | undefined, order: OrderState): void {
  if (!choice || (choice.mode !== DualRenewalMode.Basic && choice.mode !== DualRenewalMode.Advanced)) {
    order.autoReinvest = false;
    delete order.renewalTolerance;
    return;
  }
  order.autoReinvest = true;
  order.dualRenewal = checkedDualRenewal(choice.mode, choice.distance);
}

function orderOf(world: World, position: PositionState): OrderState | undefined {
  return world.state.orders.find((o) => o.id === position.orderId);
}

/** A target `distance` (a fraction) from `index`: below it to buy low, above it to sell high, ticked like the ladder. */
export function targetFrom(direction: number, index: Dec, distance: string): Dec {
  return tick(index.times(direction === DualDirection.BuyLow ? dec(1).minus(distance) : dec(1).plus(distance)));
}

export const dualRenewal: FamilyRenewal = {
  next(world, product, position): RenewalTerms {
    const durationMs = product.durationMs;
    const pair = product.dual;
    const choice = position.dualRenewal;
    if (!pair) return { apr: position.apr, durationMs };
    if (choice?.mode === DualRenewalMode.Advanced)
      return { apr: dualApr(pair.base, Number(choice.distance), durationMs).toFixed(), durationMs };
    const target = orderOf(world, position)?.dual?.target ?? '0';
    const index = world.prices.cross(pair.base, pair.quote, world.now());
    const distance = dec(target).minus(index).abs().div(index).toNumber();
    return { apr: dualApr(pair.base, distance, durationMs).toFixed(), durationMs, target };
  },
  nextMaturity: (product, maturityAt) => settlementTimeFor(product.durationMs, maturityAt).settlementTime,
  open: (world, product, terms) => terms.target === undefined || targetOpen(world, product, dec(terms.target)),
};

/**
 * At settlement, after the payout: what came back in the invested coin (principal and yield) subscribes the next
 * cycle, or the position records why it was paid out.
 */
export function renewDualAtSettlement(
  world: World,
  product: Product,
  user: UserState,
  order: OrderState,
  position: PositionState,
  settled: { converted: boolean; paid: Dec; price: Dec },
  at: number,
): void {
  const info = order.dual;
  if (!info) return;
  const terms = position.renewalTerms ?? dualRenewal.next(world, product, position);
  const record = (result: number, target?: Dec, positionId?: string) => {
    position.renewalOutcome = {
      result,
      apr: terms.apr,
      ...(target === undefined ? {} : { target: target.toFixed() }),
      ...(positionId === undefined ? {} : { positionId }),
    };
  };
  if (!position.autoReinvest) return record(RenewalOutcome.PaidOut);
  if (settled.converted) return record(RenewalOutcome.Converted);
  const choice = position.dualRenewal;
  const target =
    choice?.mode === DualRenewalMode.Advanced && choice.distance
      ? targetFrom(info.direction, settled.price, choice.distance)
      : dec(terms.target ?? info.target);
  if (!targetOpen(world, product, target)) return record(RenewalOutcome.TargetReached, target);
  if (
    !renewalDecision({
      autoRenew: true,
      currentApr: position.apr,
      nextApr: terms.apr,
      tolerance: position.renewalTolerance ?? '0',
    }).renew
  )
    return record(RenewalOutcome.BelowFloor, target);
  const { settlementTime, applyEndAt } = settlementTimeFor(product.durationMs, at);
  const dual = {
    ...info,
    target: target.toFixed(),
    benchmark: world.prices.cross(info.base, info.quote, at).toFixed(),
    settlementTime,
    applyEndAt,
    settlementPrice: null,
    settledApr: null,
    settledCoin: null,
    settledAmount: null,
  };
  const renewed = openRenewedCycle(
    world,
    product,
    user,
    order,
    position,
    settled.paid,
    { apr: terms.apr, durationMs: product.durationMs, yieldStartAt: at, maturityAt: settlementTime, dual },
    at,
  );
  record(renewed ? RenewalOutcome.Renewed : RenewalOutcome.Unavailable, target, renewed?.id);
}

/** The dual part of a position's renewal on the wire: the mode and the next target, once it is known. */
export function dualRenewalWire(world: World, product: Product, position: PositionState): DualRenewal {
  const choice = position.dualRenewal;
  const target =
    position.renewalOutcome?.target ??
    (choice?.mode === DualRenewalMode.Advanced
      ? undefined
      : (position.renewalTerms ?? dualRenewal.next(world, product, position)).target);
  return {
    mode: position.autoReinvest && choice ? choice.mode : DualRenewalMode.None,
    ...(choice?.distance === undefined ? {} : { distance_e8: e8(choice.distance) }),
    ...(target === undefined ? {} : { next_target_price_e8: e8(target) }),
  };
}
