import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { availableIn } from './accounts';
import { coin as coinOf } from './coins';
import { checkSubscription, displayStatusFor } from './eligibility';
import { SimCode, fail } from './errors';
import { floorTo, min } from './money';
import { subscribe } from './subscribe';
import type { UserState } from './state';
import type { World } from './world';

/**
 * Auto-savings: a per-coin switch that sweeps the idle funding balance into the coin's flexible savings
 * product once a day (after the daily payout), within the product's limits.
 */
export function autoSavingsProduct(world: World, coinValue: number): Product | undefined {
  return world.catalogue.products.find(
    (p) => p.type === ProductType.Flexible && p.coin === coinValue && p.autoSavings && !p.vipOnly && !p.offline,
  );
}

export function setAutoSavings(world: World, user: UserState, coinValue: number, open: boolean): void {
  const product = autoSavingsProduct(world, coinValue);
  if (!product) fail(SimCode.InvalidParameter, 'auto-savings is not offered for this coin');
  // Switching on sweeps money into the product: refused while it takes none (switching off always works).
  if (open && !user.autoSavings.includes(coinValue)) {
    const status = displayStatusFor(world, product, user.id);
    if (status === DisplayStatus.Soldout) fail(SimCode.SoldOut, 'the product is sold out');
    if (status !== DisplayStatus.Available) fail(SimCode.RedeemNotAllowed, 'the product takes no subscriptions now');
  }
  const on = new Set(user.autoSavings);
  if (open) on.add(coinValue);
  else on.delete(coinValue);
  user.autoSavings = [...on].sort((a, b) => a - b);
}

export function sweepAutoSavings(world: World, at: number): void {
  for (const user of Object.values(world.state.users)) {
    for (const coinValue of user.autoSavings) {
      const product = autoSavingsProduct(world, coinValue);
      if (!product) continue;
      const idle = availableIn(user, product.toAccountType, coinValue);
      const check = checkSubscription(world, product, user, null, product.toAccountType);
      if (check.reason !== 0) continue;
      let amount = floorTo(idle, coinOf(coinValue).txPrecision);
      if (check.maxSubscribable) amount = min(amount, check.maxSubscribable);
      if (amount.lessThan(product.minAmount)) continue;
      try {
        subscribe(
          world,
          user,
          {
            clientOrderId: `auto-${user.id}-${coinValue}-${at}`,
            productId: product.id,
            productType: product.type,
            coin: coinValue,
            amount,
            accountType: product.toAccountType,
          },
          { internal: true },
        );
      } catch {
        // A sweep that a rule refuses (pending limit, rate limit) waits for the next day.
      }
    }
  }
}
