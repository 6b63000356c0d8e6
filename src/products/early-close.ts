import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';

/** Slippage the user accepts on an early close (double-win, smart leverage): 1 % below the estimate shown. */
export const EARLY_CLOSE_SLIPPAGE = new Decimal('0.01');

/** The least an early close may return, from the exchange's estimate; the order is refused (340) below it. */
export function earlyCloseMinimum(redeemEstimateE8: string): Decimal {
  return fromE8(redeemEstimateE8)
    .times(new Decimal(1).minus(EARLY_CLOSE_SLIPPAGE))
    .toDecimalPlaces(8, Decimal.ROUND_DOWN);
}
