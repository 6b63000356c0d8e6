import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { getPositionsResultSchema } from '@/api/earn/get-positions';
import { getProductDetailsResultSchema } from '@/api/earn/get-product-details';
import { positionFigures } from '@/features/liquidity-mining/position-figures';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { toPool } from '@/products/liquidity/pools';
import { quotedAprE8 } from '@/products/quoted-apr';
import { advanceSimulatedTime, resetSimulator, simServer, simulator } from '@/sim/node/sim-server';
import { DAY } from '@/sim/domain/time';
import { earn, loginAs, resultOf } from './http-kit';

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

const positionsOf = async () => resultOf(await earn('/get-positions', {}), getPositionsResultSchema).positions;
const productsOf = async (type: number) =>
  resultOf(await earn('/get-product-details', { product_type: type }), getProductDetailsResultSchema).products;

describe("a position's APR has one source, wherever it is shown", () => {
  it.each([0, 2 * DAY])(
    "a launchpool stake earns the rate its pool's page shows (%i ms on), not the one it was staked at",
    async (later) => {
      await loginAs('verified');
      advanceSimulatedTime(later);
      simulator.world.sync();
      const stake = (await positionsOf()).find((p) => p.product_type === ProductType.Launch);
      const pool = (await productsOf(ProductType.Launch)).find((p) => p.product_id === stake?.product_id);
      expect(stake && pool).toBeTruthy();
      // The wallet card's figure and the pool page's "Estimated APR" (its apy_max_e8): one number.
      expect(quotedAprE8(ProductType.Launch, stake?.apy_e8 ?? '0')).toBe(pool?.apy_max_e8);
    },
  );

  it('a pool position reads the same APR in the wallet and in My liquidity: leveraged, net of the loan, on the equity', async () => {
    await loginAs('verified');
    const position = (await positionsOf()).find((p) => p.product_type === ProductType.Liquidity);
    const detail = (await productsOf(ProductType.Liquidity)).find((p) => p.product_id === position?.product_id);
    if (!position?.liquidity || !detail) throw new Error('the demo holds a pool position');
    const pool = toPool(detail);
    const mine = positionFigures(position, pool ?? undefined);
    // Wallet card (quotedAprE8 of the wire) and My liquidity's card (positionFigures) read one figure.
    expect(mine?.apr.toFixed()).toBe(fromE8(quotedAprE8(position.product_type, position.apy_e8) ?? '0').toFixed());
    // That figure is the pool's rate on the leveraged value less the loan's interest, over the equity:
    // not the pool list's unleveraged APR (a different figure under its own name).
    const value = fromE8(position.liquidity.value_e8);
    const loan = fromE8(position.liquidity.loan_e8);
    const expected = value
      .times(pool?.apr ?? 0)
      .minus(loan.times(pool?.loanApr ?? 0))
      .div(value.minus(loan));
    expect(mine?.apr.minus(expected).abs().lessThan(new Decimal('0.0001'))).toBe(true);
    expect(mine?.apr.equals(pool?.apr ?? 0)).toBe(false);
  });
});
