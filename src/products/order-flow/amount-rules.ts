import { Decimal, minOf } from '@/lib/decimal';
import { decimalsOf, formatAmountInput, parseAmount } from '@/lib/parse-amount';
import type { FlowProblem } from './order-flow-machine';

/**
 * One check of a typed amount for every family, before any call: format (in the page's locale), above zero,
 * the coin's precision, then the limits in the order the user must fix them: product minimum, quota left,
 * per-user maximum, available balance, and what a position holds (money going out).
 */

export interface AmountRules {
  /** Digits an order amount may carry (the coin's transaction precision). */
  precision: number;
  min?: Decimal | null;
  /** What is left of the product's quota; null for unlimited. */
  quotaLeft?: Decimal | null;
  /** Per-user maximum still open; null for none. */
  max?: Decimal | null;
  /** Available balance; null when not known (visitor), which skips the check. */
  balance?: Decimal | null;
  /** What the position holds, for redeem and unstake. */
  held?: Decimal | null;
}

export type AmountProblem =
  | { code: 'required' }
  | { code: 'invalid' }
  /** `decimal` and `whole` are the two readings, each written as the field would take it unambiguously. */
  | { code: 'ambiguous'; typed: string; decimal: string; whole: string }
  | { code: 'positive' }
  | { code: 'precision'; digits: number }
  | { code: 'belowMin' | 'overQuota' | 'overMax' | 'insufficient' | 'overHeld'; limit: Decimal };

export type AmountCheck = { ok: true; amount: Decimal } | { ok: false; problem: AmountProblem };

export function checkAmount(text: string, locale: string, rules: AmountRules): AmountCheck {
  const parsed = parseAmount(text, locale);
  if (!parsed.ok) {
    if (parsed.reason === 'ambiguous') {
      const problem = {
        code: 'ambiguous',
        typed: text.trim(),
        decimal: formatAmountInput(parsed.decimal, locale),
        whole: formatAmountInput(parsed.whole, locale),
      } as const;
      return { ok: false, problem };
    }
    return { ok: false, problem: { code: parsed.reason === 'empty' ? 'required' : 'invalid' } };
  }
  const amount = new Decimal(parsed.value);
  if (amount.lessThanOrEqualTo(0)) return { ok: false, problem: { code: 'positive' } };
  if (decimalsOf(parsed.value) > rules.precision)
    return { ok: false, problem: { code: 'precision', digits: rules.precision } };
  const limits: Array<
    ['belowMin' | 'overQuota' | 'overMax' | 'insufficient' | 'overHeld', Decimal | null | undefined]
  > = [
    ['belowMin', rules.min],
    ['overQuota', rules.quotaLeft],
    ['overMax', rules.max],
    ['insufficient', rules.balance],
    ['overHeld', rules.held],
  ];
  for (const [code, limit] of limits) {
    if (!limit) continue;
    if (code === 'belowMin' ? amount.lessThan(limit) : amount.greaterThan(limit))
      return { ok: false, problem: { code, limit } };
  }
  return { ok: true, amount };
}

/**
 * The largest amount the Max button may fill in: balance, quota, per-user maximum and holding, rounded down
 * to the coin's precision. Null when nothing is available.
 */
export function maxAmount(rules: AmountRules): Decimal | null {
  const caps = [rules.balance, rules.quotaLeft, rules.max, rules.held].filter(
    (v): v is Decimal => v !== null && v !== undefined,
  );
  if (caps.length === 0) return null;
  const cap = minOf(...caps).toDecimalPlaces(rules.precision, Decimal.ROUND_DOWN);
  return cap.greaterThan(0) ? cap : null;
}

/**
 * The typed amount when it reads as a positive number within the coin's precision, whatever the limits
 * say: estimates follow what is typed even above the balance or maximum.
 */
export function readableAmount(text: string, locale: string, precision: number): Decimal | null {
  const parsed = parseAmount(text, locale);
  if (!parsed.ok || decimalsOf(parsed.value) > precision) return null;
  const amount = new Decimal(parsed.value);
  return amount.greaterThan(0) ? amount : null;
}

/**
 * The message of a problem, in the `flow` namespace. `money` writes a limit with its coin; `example` is a
 * well-formed amount in the page's locale ("1,000.5") for the format message.
 */
export function amountProblemMessage(
  problem: AmountProblem,
  { coin, money, example }: { coin: string; money: (value: Decimal) => string; example: string },
): FlowProblem {
  switch (problem.code) {
    case 'required':
    case 'positive':
      return { key: `flow:amount.${problem.code}`, values: {} };
    case 'invalid':
      return { key: 'flow:amount.invalid', values: { example } };
    case 'ambiguous':
      return {
        key: 'flow:amount.ambiguous',
        values: { typed: problem.typed, decimal: problem.decimal, whole: problem.whole },
      };
    case 'precision':
      return { key: 'flow:amount.precision', values: { coin, digits: problem.digits, count: problem.digits } };
    default:
      return { key: `flow:amount.${problem.code}`, values: { limit: money(problem.limit) } };
  }
}
