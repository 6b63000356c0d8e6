import { decimalPlacesOf, plainDecimal, shiftPoint } from '@/lib/decimal-string';

/** Share of a product's quota already subscribed, 0-100 with one decimal (rounded down); null without a quota. */
export function quotaPercent(maxShare: string, deposited: string): number | null {
  if (maxShare === '-1') return null;
  // Both as integers of the same scale, then an integer division: exact, with no decimal library.
  const scale = Math.max(decimalPlacesOf(maxShare), decimalPlacesOf(deposited));
  const max = BigInt(shiftPoint(plainDecimal(maxShare), scale));
  if (max <= 0n) return 100;
  const done = BigInt(shiftPoint(plainDecimal(deposited), scale));
  const tenths = done <= 0n ? 0n : (done * 1000n) / max;
  return Number(tenths > 1000n ? 1000n : tenths) / 10;
}
