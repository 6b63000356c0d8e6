import { Decimal, onStep } from '@/lib/decimal';

/** The limits of a custom range: each bound's distance from entry (fractions) and the price tick. */
export interface RangeRules {
  minDeviation: Decimal;
  maxDeviation: Decimal;
  tick: Decimal;
}

export type RangeProblem =
  | { kind: 'missing' }
  | { kind: 'order' }
  | { kind: 'tick'; tick: Decimal }
  | { kind: 'tooNarrow'; bound: 'lower' | 'upper'; min: Decimal }
  | { kind: 'tooWide'; bound: 'lower' | 'upper'; max: Decimal };

/**
 * Checks a custom range against the quote's entry price: the range must contain the entry, both bounds sit
 * on multiples of the tick and each lies between the minimum and maximum deviation from entry. The exchange
 * applies the same rule and refuses the order otherwise.
 */
export function checkCustomRange(
  entry: Decimal,
  lower: Decimal | null,
  upper: Decimal | null,
  rules: RangeRules,
): RangeProblem | null {
  if (!lower || !upper) return { kind: 'missing' };
  // An entry of zero (the wire allows "0") takes no range: the distances below divide by it.
  if (!entry.greaterThan(0) || !lower.lessThan(entry) || !upper.greaterThan(entry)) return { kind: 'order' };
  // A tick of zero (the wire allows "0") is a broken rule: no bound can sit on it.
  if (rules.tick.lte(0) || !lower.mod(rules.tick).isZero() || !upper.mod(rules.tick).isZero())
    return { kind: 'tick', tick: rules.tick };
  const below = entry.minus(lower).div(entry);
  const above = upper.minus(entry).div(entry);
  if (below.lessThan(rules.minDeviation)) return { kind: 'tooNarrow', bound: 'lower', min: rules.minDeviation };
  if (above.lessThan(rules.minDeviation)) return { kind: 'tooNarrow', bound: 'upper', min: rules.minDeviation };
  if (below.greaterThan(rules.maxDeviation)) return { kind: 'tooWide', bound: 'lower', max: rules.maxDeviation };
  if (above.greaterThan(rules.maxDeviation)) return { kind: 'tooWide', bound: 'upper', max: rules.maxDeviation };
  return null;
}

/** The nearest bounds a custom range may take: rounded to the tick, inside the allowed deviations. */
export function allowedBounds(
  entry: Decimal,
  rules: RangeRules,
): { lowerMin: Decimal; lowerMax: Decimal; upperMin: Decimal; upperMax: Decimal } {
  const down = (v: Decimal) => onStep(v, rules.tick, Decimal.ROUND_FLOOR);
  const up = (v: Decimal) => onStep(v, rules.tick, Decimal.ROUND_CEIL);
  return {
    lowerMin: up(entry.times(rules.maxDeviation.negated().plus(1))),
    lowerMax: down(entry.times(rules.minDeviation.negated().plus(1))),
    upperMin: up(entry.times(rules.minDeviation.plus(1))),
    upperMax: down(entry.times(rules.maxDeviation.plus(1))),
  };
}

/** Minutes before settlement during which a double-win position can no longer be redeemed. */
export const DOUBLE_WIN_REDEMPTION_LOCK_MINUTES = 30;
