import { Decimal } from '@/lib/decimal';

/**
 * Checks a typed amount before any call: format, coin precision, product minimum, quota left, per-user
 * maximum and available balance, in that order (the first failure is the one the user must fix first).
 */

export type AmountProblem =
  | { code: 'required' }
  | { code: 'invalid' }
  | { code: 'positive' }
  | { code: 'precision'; digits: number }
  | { code: 'belowMin'; limit: Decimal }
  | { code: 'overQuota'; limit: Decimal }
  | { code: 'overMax'; limit: Decimal }
  | { code: 'insufficient'; limit: Decimal };

export type AmountCheck = { ok: true; amount: Decimal } | { ok: false; problem: AmountProblem };

export interface AmountRules {
  /** Digits an order amount may carry (the coin's transaction precision). */
  precision: number;
  min: Decimal;
  /** Per-user maximum still open to this user; null for none. */
  max: Decimal | null;
  /** What is left of the product's quota; null for unlimited. */
  quotaLeft: Decimal | null;
  /** Available balance; null when not known (visitor), which skips the check. */
  balance: Decimal | null;
}

const AMOUNT_PATTERN = /^\d+(?:\.\d*)?$|^\.\d+$/;

/** Keeps what a person means by a typed amount: digits and one decimal point (a comma counts as one). */
export function normaliseAmountInput(text: string): string {
  const cleaned = text.replace(/[\s\u00a0\u202f']/g, '').replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot < 0 ? cleaned : `${cleaned.slice(0, dot + 1)}${cleaned.slice(dot + 1).replace(/\./g, '')}`;
}

export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1 - (text.match(/0+$/)?.[0].length ?? 0);
}

export function checkAmount(text: string, rules: AmountRules): AmountCheck {
  const value = text.trim();
  if (value === '') return { ok: false, problem: { code: 'required' } };
  if (!AMOUNT_PATTERN.test(value)) return { ok: false, problem: { code: 'invalid' } };
  const amount = new Decimal(value);
  if (amount.lessThanOrEqualTo(0)) return { ok: false, problem: { code: 'positive' } };
  if (decimalsOf(value) > rules.precision) return { ok: false, problem: { code: 'precision', digits: rules.precision } };
  if (amount.lessThan(rules.min)) return { ok: false, problem: { code: 'belowMin', limit: rules.min } };
  if (rules.quotaLeft !== null && amount.greaterThan(rules.quotaLeft)) return { ok: false, problem: { code: 'overQuota', limit: rules.quotaLeft } };
  if (rules.max !== null && amount.greaterThan(rules.max)) return { ok: false, problem: { code: 'overMax', limit: rules.max } };
  if (rules.balance !== null && amount.greaterThan(rules.balance)) return { ok: false, problem: { code: 'insufficient', limit: rules.balance } };
  return { ok: true, amount };
}

/**
 * The largest amount the Max button may fill in: balance, quota and per-user maximum, rounded down to the
 * coin's precision. Null when nothing is available.
 */
export function maxAmount(rules: AmountRules): Decimal | null {
  const caps = [rules.balance, rules.quotaLeft, rules.max].filter((v): v is Decimal => v !== null);
  if (caps.length === 0) return null;
  const cap = Decimal.min(...caps).toDecimalPlaces(rules.precision, Decimal.ROUND_DOWN);
  return cap.greaterThan(0) ? cap : null;
}

/**
 * The typed amount when it is a well-formed positive number within the coin's precision, whatever the
 * limits say: the estimate and the tier table follow what is typed even above the balance or maximum.
 */
export function readableAmount(text: string, precision: number): Decimal | null {
  const value = text.trim();
  if (!AMOUNT_PATTERN.test(value) || decimalsOf(value) > precision) return null;
  const amount = new Decimal(value);
  return amount.greaterThan(0) ? amount : null;
}
