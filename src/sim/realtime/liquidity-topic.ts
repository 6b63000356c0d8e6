import { DisplayStatus, ProductType } from '@/api/earn/earn-enums';
import { displayStatusFor } from '../domain/eligibility';
import { poolState, poolValue, poolYield, reservesOf } from '../domain/liquidity-pools';
import { poolPrice } from '../domain/liquidity';
import type { World } from '../domain/world';
import { e8, sec } from '../handlers/wire/format';

/** `liquidity.pool[:<base coin>]`: every offered pool's reserves, price and APR, from the same state as REST. */
export function liquidityPools(world: World, arg: number | null) {
  const now = world.now();
  return {
    pools: world.catalogue
      .ofType(ProductType.Liquidity)
      .filter((p) => p.liquidity && (arg === null || p.liquidity.base === arg) && displayStatusFor(world, p, null) === DisplayStatus.Available)
      .flatMap((p) => {
        const terms = p.liquidity;
        if (!terms) return [];
        const pool = poolState(world, terms);
        const apr = poolYield(pool, terms);
        return [{
          pool_id: terms.poolId,
          coin_x: terms.base,
          coin_y: terms.quote,
          reserve_x_e8: e8(pool.reserveBase),
          reserve_y_e8: e8(pool.reserveQuote),
          price_e8: e8(poolPrice(reservesOf(pool)).toSignificantDigits(12)),
          apy_e8: e8(apr.total),
          apy_7d_e8: e8(apr.total7d),
          pool_liquidity_value_e8: e8(poolValue(pool)),
          updated_at: sec(now),
        }];
      }),
  };
}
