import { PositionStatus } from '@/api/earn/earn-enums';
import { SimCode, fail } from './errors';
import type { PositionState, UserState } from './state';
import type { Dec } from './money';
import { isRenewalTolerance } from '@/lib/renewal-rule';
import { MINUTE } from './time';
import { DualRenewalMode } from '@/api/earn/renewal-schema';
import { checkedDualRenewal } from './families/dual-renewal';
import type { World } from './world';

/** Auto-invest at maturity cannot be switched in the last 30 minutes of a term (the research notes' rule). */
const AUTO_REINVEST_LOCK_MINUTES = 30;

/** When the switch locks for a position maturing at `maturityAt`. */
export function autoReinvestLockAt(maturityAt: number): number {
  return maturityAt - AUTO_REINVEST_LOCK_MINUTES * MINUTE;
}

/**
 * Switches auto-invest of a held term position, and sets its renewal tolerance when one is given (one of the
 * offered steps, else 10001); refused (602) within 30 minutes of maturity. A dual-asset position switched on
 * takes the mode given, else the one it had, else basic (the same target).
 */
export function setAutoReinvest(
  world: World,
  user: UserState,
  positionId: string,
  on: boolean,
  tolerance?: Dec,
  dual?: { mode: number; distance?: Dec },
): PositionState {
  world.limiter.check(`${user.id}:write`);
  const position = world.state.positions.find((p) => p.id === positionId && p.userId === user.id);
  if (!position || position.status === PositionStatus.Closed) fail(SimCode.ProductNotFound, 'position not found');
  const product = world.requireProduct(position.productId);
  if (!product.autoReinvest || position.maturityAt === null)
    fail(SimCode.InvalidParameter, 'this product has no auto-invest');
  if (world.now() >= autoReinvestLockAt(position.maturityAt))
    fail(SimCode.RedeemNotAllowed, 'auto-invest cannot be switched within 30 minutes of maturity');
  const checked = tolerance === undefined ? undefined : checkedTolerance(tolerance);
  if (product.dual && on)
    position.dualRenewal = dual
      ? checkedDualRenewal(dual.mode, dual.distance)
      : (position.dualRenewal ?? { mode: DualRenewalMode.Basic });
  position.autoReinvest = on;
  if (checked !== undefined) position.renewalTolerance = checked;
  const order = world.state.orders.find((o) => o.id === position.orderId);
  if (order) order.autoReinvest = on;
  return position;
}

/** A renewal tolerance from the wire, refused (10001) unless it is one of the offered steps. */
export function checkedTolerance(tolerance: Dec): string {
  if (!isRenewalTolerance(tolerance.toFixed()))
    fail(SimCode.InvalidParameter, 'renewal tolerance is not one of the offered steps');
  return tolerance.toFixed();
}
