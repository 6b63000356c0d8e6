import { Decimal } from '@/lib/decimal';

export type AmountProblem = 'empty' | 'format' | 'zero' | 'precision' | 'max';

/**
 * The amount a user typed, checked before anything is sent: a plain decimal (dot or comma), above zero, no more
 * decimals than the coin allows and no more than the position holds.
 */
export function checkAmount(text: string, { max, precision }: { max: Decimal; precision: number }):
  | { ok: true; value: Decimal }
  | { ok: false; problem: AmountProblem } {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '') return { ok: false, problem: 'empty' };
  if (!/^\d+(?:\.\d*)?$|^\.\d+$/.test(normalised)) return { ok: false, problem: 'format' };
  const value = new Decimal(normalised.endsWith('.') ? normalised.slice(0, -1) : normalised);
  if (value.lessThanOrEqualTo(0)) return { ok: false, problem: 'zero' };
  if (value.decimalPlaces() > precision) return { ok: false, problem: 'precision' };
  if (value.greaterThan(max)) return { ok: false, problem: 'max' };
  return { ok: true, value };
}

/** A whole percentage 1-100 (liquidity removal). */
export function checkRate(text: string): { ok: true; value: number } | { ok: false } {
  if (!/^\d{1,3}$/.test(text.trim())) return { ok: false };
  const value = Number(text.trim());
  return value >= 1 && value <= 100 ? { ok: true, value } : { ok: false };
}
