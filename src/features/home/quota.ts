import { Decimal } from '@/lib/decimal';

/** Share of a product's quota already subscribed, 0-100 with one decimal (rounded down); null without a quota. */
export function quotaPercent(maxShare: string, deposited: string): number | null {
  if (maxShare === '-1') return null;
  const max = new Decimal(maxShare);
  if (max.lessThanOrEqualTo(0)) return 100;
  const percent = new Decimal(deposited).div(max).times(100).toDecimalPlaces(1, Decimal.ROUND_DOWN);
  return Decimal.min(100, Decimal.max(0, percent)).toNumber();
}
