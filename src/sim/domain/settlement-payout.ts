import type { Product } from './catalogue/product';
import { addRecord, credit } from './ledger';
import type { Dec } from './money';
import type { UserState } from './state';
import type { World } from './world';

/** The settlement price: average spot over the 30 minutes before the settlement time. */
export function settlementPrice(world: World, base: number, quote: number, at: number): Dec {
  return world.prices.average(base, quote, at).toSignificantDigits(8);
}

/** Credits a settlement's payout to the product's wallet and records it (nothing recorded for zero). */
export function payOut(
  world: World,
  user: UserState,
  product: Product,
  orderId: string,
  type: number,
  coinValue: number,
  amount: Dec,
  at: number,
  pnlUsd?: Dec,
): Dec {
  const value = credit(user, product.toAccountType, coinValue, amount);
  if (value.greaterThan(0)) {
    addRecord(world.state, {
      userId: user.id,
      type,
      coin: coinValue,
      amount: value,
      productType: product.type,
      productId: product.id,
      orderId,
      at,
      pnlUsd,
    });
  }
  return value;
}
