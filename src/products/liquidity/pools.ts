import { queryOptions } from '@tanstack/react-query';
import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import { getProductDetailsQueryOptions } from '@/api/earn/get-product-details';
import { searchKey } from '@/api/earn/product-list-order';
import type { ProductDetail } from '@/api/earn/product-schema';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import type { EarnTopicPayload, EarnTopic } from '@/realtime/earn-topics';
import { poolPrice, type Reserves } from './pool-math';

/** Every liquidity pool with its reserves and APR split; the live topic keeps them current between refetches. */
export function liquidityPoolsQueryOptions() {
  return queryOptions({
    ...getProductDetailsQueryOptions({ product_type: ProductType.Liquidity }),
    refetchInterval: 30_000,
  });
}

export type LivePools = EarnTopicPayload<typeof EarnTopic.LiquidityPool>;

export interface LiquidityPool {
  product: ProductDetail;
  productId: string;
  poolId: string;
  base: number;
  quote: number;
  maxLeverage: Decimal;
  reserves: Reserves;
  /** Quote coin per base coin. */
  price: Decimal;
  /** Fees plus rewards, unleveraged, as fractions (0.05 = 5 %). */
  apr: Decimal;
  apr7d: Decimal;
  feeApr: Decimal;
  feeApr7d: Decimal;
  rewardApr: Decimal;
  loanApr: Decimal;
  /** In the quote coin. */
  liquidity: Decimal;
  dailyYield: Decimal;
  available: boolean;
  minAmount: Decimal;
}

/** A pool from its product detail, with the live frame of the same pool laid over it when there is one. */
export function toPool(product: ProductDetail, live?: LivePools['pools'][number]): LiquidityPool | null {
  const info = product.liquidity;
  if (!info) return null;
  const reserves = live
    ? { x: fromE8(live.reserve_x_e8), y: fromE8(live.reserve_y_e8) }
    : { x: fromE8(info.reserve_x_e8), y: fromE8(info.reserve_y_e8) };
  const reward = fromE8(info.reward_apy_e8 ?? '0');
  const feeApr = info.fee_apy_e8 === undefined ? fromE8(product.apy_min_e8).minus(reward) : fromE8(info.fee_apy_e8);
  const feeApr7d = info.fee_apy_7d_e8 === undefined ? fromE8(info.apy_7d_e8).minus(reward) : fromE8(info.fee_apy_7d_e8);
  return {
    product,
    productId: product.product_id,
    poolId: info.pool_id,
    base: info.coin_x,
    quote: info.coin_y,
    maxLeverage: new Decimal(info.max_leverage),
    reserves,
    price: live ? fromE8(live.price_e8) : poolPrice(reserves),
    apr: live ? fromE8(live.apy_e8) : feeApr.plus(reward),
    apr7d: live ? fromE8(live.apy_7d_e8) : fromE8(info.apy_7d_e8),
    feeApr: live ? fromE8(live.apy_e8).minus(reward) : feeApr,
    feeApr7d: live ? fromE8(live.apy_7d_e8).minus(reward) : feeApr7d,
    rewardApr: reward,
    loanApr: fromE8(info.loan_apy_e8 ?? '0'),
    liquidity: live ? fromE8(live.pool_liquidity_value_e8) : fromE8(info.pool_liquidity_value_e8),
    dailyYield: fromE8(info.daily_yield_e8),
    available: product.display_status === DisplayStatus.Available,
    minAmount: fromE8(product.min_subscribe_amount_e8),
  };
}

export function toPools(products: readonly ProductDetail[], live: LivePools | null | undefined): LiquidityPool[] {
  const frames = new Map((live?.pools ?? []).map((p) => [p.pool_id, p] as const));
  return products.flatMap((p) => {
    const pool = toPool(p, p.liquidity ? frames.get(p.liquidity.pool_id) : undefined);
    return pool ? [pool] : [];
  });
}

export type PoolSort = 'apr' | 'liquidity';

/** The pool list: search by coin name, only pools whose coins the user holds, sorted by APR or liquidity (highest first). */
export function filterPools(
  pools: readonly LiquidityPool[],
  options: { query: string; sort: PoolSort; held: ReadonlySet<number> | null; nameOf: (coin: number) => string },
): LiquidityPool[] {
  const query = searchKey(options.query);
  return pools
    .filter((p) => !query || searchKey(`${options.nameOf(p.base)}/${options.nameOf(p.quote)}`).includes(query))
    .filter((p) => !options.held || options.held.has(p.base) || options.held.has(p.quote))
    .sort(
      (a, b) =>
        (options.sort === 'apr' ? b.apr.comparedTo(a.apr) : b.liquidity.comparedTo(a.liquidity)) ||
        a.poolId.localeCompare(b.poolId),
    );
}
