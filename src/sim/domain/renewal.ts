import { renewalDecision, renewalFloorApr } from '@/lib/renewal-rule';
import { PositionStatus } from '@/api/earn/earn-enums';
import { RenewalOutcome } from '@/api/earn/renewal-schema';
import { autoReinvestLockAt } from './auto-reinvest';
import type { Product } from './catalogue/product';
import { dec, ZERO, type Dec } from './money';
import { marginalApr } from './tiers';
import type { PositionState, RenewalTerms } from './state';

/**
 * Renewal of term positions (fixed terms, wealth, fund-pool premium, private wealth). The next cycle's terms
 * are published from the start of a term: until the renewal cut-off (30 minutes before maturity) they follow
 * the product's rate for the position's principal, at the cut-off they are fixed, and at maturity the position
 * renews on them only under the holder's rule (`renewalDecision`: the same or better, or within the tolerance
 * chosen in advance); otherwise it is paid out, and the position says why.
 */

/** The next cycle of a position: fixed from the cut-off, else what the product would give its principal now. */
export function nextCycleTerms(product: Product, position: PositionState): RenewalTerms & { final: boolean } {
  if (position.renewalTerms) return { ...position.renewalTerms, final: true };
  // A new cycle is a new subscription of the principal, without a running bonus (a bonus is for new money).
  return { apr: marginalApr(product.tiers, ZERO, dec(position.principal)).toFixed(), durationMs: product.durationMs, final: false };
}

export function renewalTolerance(position: PositionState): Dec {
  return dec(position.renewalTolerance ?? '0');
}

/** Whether the position renews on its next terms as they stand, under the holder's choice and tolerance. */
export function willRenew(product: Product, position: PositionState): boolean {
  return renewalDecision({ autoRenew: position.autoReinvest, currentApr: position.apr, nextApr: nextCycleTerms(product, position).apr, tolerance: renewalTolerance(position) }).renew;
}

export function renewalFloor(position: PositionState): Dec {
  return dec(renewalFloorApr(position.apr, renewalTolerance(position)).toFixed());
}

/** The engine's event at a renewable position's cut-off: its next terms stop moving. */
export function renewalCutoffEvent(product: Product, position: PositionState): { at: number; run: () => void } | null {
  if (!product.autoReinvest || position.maturityAt === null || position.renewalTerms || position.status !== PositionStatus.Active) return null;
  return {
    at: autoReinvestLockAt(position.maturityAt),
    run: () => {
      const { apr, durationMs } = nextCycleTerms(product, position);
      position.renewalTerms = { apr, durationMs };
    },
  };
}

/** The wire's outcome of a position that has not matured, or the one maturity recorded. */
export function renewalOutcomeOf(position: PositionState): number {
  return position.renewalOutcome?.result ?? RenewalOutcome.Pending;
}
