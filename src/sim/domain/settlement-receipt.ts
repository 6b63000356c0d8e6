import type { Product } from './catalogue/product';
import { familyOf } from './families';

/**
 * How long after its settlement time a settled product's payout reaches the wallet: the family's receipt
 * delay (discount buy: 15 minutes, the price is fixed at settlement from the 30 minutes before it); the other
 * settled families pay at settlement.
 */
export { DISCOUNT_BUY_RECEIPT_DELAY_MS } from './families/discount-buy';

export function receiptDelayMs(product: Product): number {
  return familyOf(product).receiptDelayMs ?? 0;
}
