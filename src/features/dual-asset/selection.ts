import { DualDirection } from '@/api/earn/earn-enums';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { ProductDetail } from '@/api/earn/product-schema';
import { dualDirections, dualPairs, type DualPair } from '@/products/dual/ladder';
import type { DualDirectionParam, DualSearch } from './route-search';

export interface DualSelection {
  pairs: DualPair[];
  pair: DualPair | null;
  /** Directions the pair offers (buy low first). */
  directions: DualDirection[];
  direction: DualDirection;
  /** The product `id` points at, when it is offered. */
  focusId: string | null;
  /** A `coin` or `id` in the URL that matches nothing offered. */
  unknown: boolean;
}

export function directionParam(direction: DualDirection): DualDirectionParam {
  return direction === DualDirection.SellHigh ? 'sell-high' : 'buy-low';
}

function directionOf(param: DualDirectionParam | undefined): DualDirection | null {
  return param === 'sell-high' ? DualDirection.SellHigh : param === 'buy-low' ? DualDirection.BuyLow : null;
}

/** The coin param of a pair: the base alone when it is the pair's first quote coin, else BASE-QUOTE. */
export function coinParam(pairs: readonly DualPair[], pair: DualPair, coins: CoinCatalogue | undefined): string {
  const name = (coin: number) => coins?.byEnum.get(coin)?.name ?? String(coin);
  const first = pairs.find((p) => p.base === pair.base);
  return first && first.quote === pair.quote ? name(pair.base) : `${name(pair.base)}-${name(pair.quote)}`;
}

function pairOfParam(pairs: readonly DualPair[], coin: string, coins: CoinCatalogue | undefined): DualPair | null {
  const [baseName, quoteName] = coin.split('-');
  const base = baseName ? coins?.byName.get(baseName)?.coin : undefined;
  if (base === undefined) return null;
  const quote = quoteName ? coins?.byName.get(quoteName)?.coin : undefined;
  if (quoteName && quote === undefined) return null;
  return pairs.find((p) => p.base === base && (quote === undefined || p.quote === quote)) ?? null;
}

/** What the page shows for its search parameters: `id` wins over `coin` and `direction`. */
export function resolveSelection(
  products: readonly ProductDetail[],
  search: DualSearch,
  coins: CoinCatalogue | undefined,
): DualSelection {
  const pairs = dualPairs(products);
  const focused = search.id ? products.find((p) => p.product_id === search.id && p.dual) : undefined;
  let pair: DualPair | null = null;
  let wanted = directionOf(search.direction);
  let unknown = Boolean(search.id && !focused);
  if (focused?.dual) {
    pair = { base: focused.dual.coin_x, quote: focused.dual.coin_y };
    wanted = focused.dual.direction;
  } else if (search.coin) {
    pair = pairOfParam(pairs, search.coin, coins);
    // Coin names arrive with the coin list: only then is an unmatched coin unknown.
    if (!pair && coins) unknown = true;
  }
  pair ??= pairs[0] ?? null;
  const directions = pair ? dualDirections(products, pair) : [];
  const direction = wanted !== null && directions.includes(wanted) ? wanted : (directions[0] ?? DualDirection.BuyLow);
  return { pairs, pair, directions, direction, focusId: focused?.product_id ?? null, unknown };
}
