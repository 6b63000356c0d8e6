import { Decimal, maxOf, type DecimalInput } from './decimal';

/**
 * Whether a term position renews at maturity on the next cycle's terms. The holder chose renewal at
 * subscription (no silent default) and how far the APR may fall before it no longer renews: a tolerance in APR
 * points, zero for "the same or better only" (the leading exchanges' advanced renewal). Worse terms than that
 * pay the position out instead. Rates are fractions (0.04 is 4 %). The exchange decides with it, and the pages
 * state the floor it implies before anything is decided.
 */

/** The tolerances a holder can pick, in APR points as fractions: none, a quarter, a half, one and two points. */
export const RENEWAL_TOLERANCES = ['0', '0.0025', '0.005', '0.01', '0.02'] as const;

/** The lowest next APR that still renews: the current APR less the tolerance, never below zero. */
export function renewalFloorApr(currentApr: DecimalInput, tolerance: DecimalInput): Decimal {
  return maxOf(0, new Decimal(currentApr).minus(tolerance));
}

/** Why a position does or does not renew. */
export type RenewalReason = 'better' | 'equal' | 'withinTolerance' | 'worse' | 'off';

export interface RenewalInput {
  /** The holder's choice: renew at maturity or pay out. */
  autoRenew: boolean;
  currentApr: DecimalInput;
  nextApr: DecimalInput;
  /** APR points the next cycle may be below the current one and still renew (a fraction; "0" when none). */
  tolerance: DecimalInput;
}

export function renewalDecision(input: RenewalInput): { renew: boolean; reason: RenewalReason } {
  if (!input.autoRenew) return { renew: false, reason: 'off' };
  const next = new Decimal(input.nextApr);
  const current = new Decimal(input.currentApr);
  if (next.greaterThan(current)) return { renew: true, reason: 'better' };
  if (next.equals(current)) return { renew: true, reason: 'equal' };
  return next.greaterThanOrEqualTo(renewalFloorApr(current, input.tolerance))
    ? { renew: true, reason: 'withinTolerance' }
    : { renew: false, reason: 'worse' };
}

/** A tolerance a holder may ask for: one of the offered steps (anything else is refused, never rounded). */
export function isRenewalTolerance(tolerance: DecimalInput): boolean {
  const value = new Decimal(tolerance);
  return RENEWAL_TOLERANCES.some((step) => value.equals(step));
}

/**
 * Dual asset's advanced renewal: the next target is this far from the price at settlement (below it to buy low,
 * above it to sell high), as fractions: 1, 2, 3 and 5 %.
 */
export const DUAL_RENEWAL_DISTANCES = ['0.01', '0.02', '0.03', '0.05'] as const;

export function isDualRenewalDistance(distance: DecimalInput): boolean {
  const value = new Decimal(distance);
  return DUAL_RENEWAL_DISTANCES.some((step) => value.equals(step));
}
