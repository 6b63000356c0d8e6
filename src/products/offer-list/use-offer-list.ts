import { useMemo, useState } from 'react';
import { coinName } from '@/api/earn/get-coins';
import type { GetProductDetailsResult } from '@/api/earn/get-product-details';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { useCurrentUser, useOffered } from '@/products/session';
import { useCoinList } from '@/products/use-coins';

/**
 * What the quoted families' list pages (double-win, discount buy, smart leverage, structured) read alike
 * around their products query: the products offered to this visitor (gray release, as on every family's
 * list), the coin list and a coin's name, and whether the visitor is logged in (the subscription says so).
 */
export function useOfferList(products: { data: GetProductDetailsResult | undefined }) {
  const { coins, settled: coinsSettled } = useCoinList();
  const loggedIn = useCurrentUser().loggedIn === true;
  const { offered } = useOffered(products.data?.products);
  const offeredProducts = useMemo(() => (products.data?.products ?? []).filter(offered), [products.data, offered]);
  const nameOf = (coin: number) => coinName(coins, coin);
  return { offeredProducts, coins, coinsSettled, loggedIn, nameOf };
}

/**
 * The plan whose card was opened, kept by product id: a live update replaces the plan object, and the open
 * subscription follows it to the new offer.
 */
export function usePickedPlan<P extends { product: { product_id: string } }>(plans: readonly P[]) {
  const [pickedId, setPickedId] = useState<string | null>(null);
  return {
    picked: plans.find((p) => p.product.product_id === pickedId) ?? null,
    pick: (plan: P) => setPickedId(plan.product.product_id),
    close: () => setPickedId(null),
  };
}

/** A coin's index price in the instrument topic's payload; null while it has none. */
export function indexPriceOf(
  payload: { instruments: ReadonlyArray<{ coin: number; index_price_e8: string }> } | null | undefined,
  coin: number,
): Decimal | null {
  const row = payload?.instruments.find((i) => i.coin === coin);
  return row ? fromE8(row.index_price_e8) : null;
}
