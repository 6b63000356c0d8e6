import type { Product } from './catalogue/product';
import { MINUTE } from './time';

/**
 * How long after its settlement time a settled product's payout reaches the wallet. Discount buy pays about
 * 15 minutes after settlement (the price is fixed at settlement, from the 30 minutes before it); the other
 * settled families pay at settlement.
 */
export const DISCOUNT_BUY_RECEIPT_DELAY_MS = 15 * MINUTE;

export function receiptDelayMs(product: Product): number {
  return product.discountBuy ? DISCOUNT_BUY_RECEIPT_DELAY_MS : 0;
}
