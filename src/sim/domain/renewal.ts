import { renewalDecision, renewalFloorApr } from '@/lib/renewal-rule';
import { PositionStatus } from '@/api/earn/earn-enums';
import { RenewalOutcome } from '@/api/earn/renewal-schema';
import { autoReinvestLockAt } from './auto-reinvest';
import type { Product } from './catalogue/product';
import { subscriptionDates } from './dates';
import { familyOf } from './families';
import { dec, ZERO, type Dec } from './money';
import { marginalApr } from './tiers';
import type { PositionState, RenewalTerms } from './state';
import type { World } from './world';

/**
 * Renewal of term positions (fixed terms, wealth, fund-pool premium, private wealth). The next cycle's terms
 * are published from the start of a term: until the renewal cut-off (30 minutes before maturity) they follow
 * the product's rate for the position's principal, at the cut-off they are fixed, and at maturity the position
 * renews on them only under the holder's rule (`renewalDecision`: the same or better, or within the tolerance
 * chosen in advance); otherwise it is paid out, and the position says why. A family whose next cycle is priced
 * otherwise (dual asset: the APR of a target) brings its own `renewal` rule.
 */

/** The next cycle of a position: fixed from the cut-off, else what the product would give its principal now. */
export function nextCycleTerms(
  world: World,
  product: Product,
  position: PositionState,
): RenewalTerms & { final: boolean } {
  if (position.renewalTerms) return { ...position.renewalTerms, final: true };
  const own = familyOf(product).renewal;
  if (own) return { ...own.next(world, product, position), final: false };
  // A new cycle is a new subscription of the principal, without a running bonus (a bonus is for new money).
  return {
    apr: marginalApr(product.tiers, ZERO, dec(position.principal)).toFixed(),
    durationMs: product.durationMs,
    final: false,
  };
}

export function renewalTolerance(position: PositionState): Dec {
  return dec(position.renewalTolerance ?? '0');
}

/** Whether the position renews on its next terms as they stand, under the holder's choice and tolerance. */
export function willRenew(world: World, product: Product, position: PositionState): boolean {
  const terms = nextCycleTerms(world, product, position);
  const rule = renewalDecision({
    autoRenew: position.autoReinvest,
    currentApr: position.apr,
    nextApr: terms.apr,
    tolerance: renewalTolerance(position).toFixed(),
  });
  return rule.renew && (familyOf(product).renewal?.open(world, product, terms) ?? true);
}

/** When the next cycle would end if the position renews at `maturityAt`. */
export function nextCycleMaturity(product: Product, maturityAt: number, durationMs: number): number {
  const own = familyOf(product).renewal;
  if (own) return own.nextMaturity(product, maturityAt);
  return subscriptionDates({ ...product, activationMinutes: 0 }, maturityAt).interestStartAt + durationMs;
}

export function renewalFloor(position: PositionState): Dec {
  return dec(renewalFloorApr(position.apr, renewalTolerance(position).toFixed()).toFixed());
}

/** The engine's event at a renewable position's cut-off: its next terms stop moving. */
export function renewalCutoffEvent(
  world: World,
  product: Product,
  position: PositionState,
): { at: number; run: () => void } | null {
  if (
    !product.autoReinvest ||
    position.maturityAt === null ||
    position.renewalTerms ||
    position.status !== PositionStatus.Active
  )
    return null;
  return {
    at: autoReinvestLockAt(position.maturityAt),
    run: () => {
      const { apr, durationMs, target } = nextCycleTerms(world, product, position);
      position.renewalTerms = { apr, durationMs, ...(target === undefined ? {} : { target }) };
    },
  };
}

/** The wire's outcome of a position that has not matured, or the one maturity recorded. */
export function renewalOutcomeOf(position: PositionState): number {
  return position.renewalOutcome?.result ?? RenewalOutcome.Pending;
}
