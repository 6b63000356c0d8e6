import { Decimal } from '@/lib/decimal';
import { FAMILIES, familyOfType } from './families';

/**
 * The APR an order or position carries, or null where there is none to show: a family whose payout follows
 * the price at settlement (double-win, smart leverage: the registry's `rate`), and a row with no rate of its
 * own (a claim, a pool's removal: 0 on the wire). Every place that writes an order's or a position's APR asks
 * here, so none of them shows "APR 0 %" for a product that never quoted one.
 */
export function quotedAprE8(productType: number, apyE8: string): string | null {
  const family = familyOfType(productType);
  if (family !== null && FAMILIES[family].rate === 'settlement') return null;
  return new Decimal(apyE8).isZero() ? null : apyE8;
}
