import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { getPositionsResultSchema } from '@/api/earn/get-positions';
import { queryOrdersResultSchema } from '@/api/earn/query-orders';
import { ORDER_COLUMNS, type CellContext } from '@/features/orders/order-columns';
import { formatAprE8, NONE } from '@/features/orders/format';
import { quotedAprE8 } from '@/products/quoted-apr';
import { resetSimulator, simServer } from '@/sim/node/sim-server';
import { earn, loginAs, resultOf } from './http-kit';

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

const ctx = { apr: formatAprE8, none: NONE } as unknown as CellContext;

describe('no "APR 0 %" where a product has no APR', () => {
  it('the order lists and the wallet show no APR for payoffs and claims, and the same APR for the rest', async () => {
    await loginAs('verified');
    const orders = resultOf(await earn('/query-orders', { limit: 100 }), queryOrdersResultSchema).orders;
    const positions = resultOf(await earn('/get-positions', {}), getPositionsResultSchema).positions;
    // The demo holds a double-win (no APR) and has claimed staking rewards (an order with no rate of its own).
    expect(orders.some((o) => o.product_type === ProductType.DoubleWin)).toBe(true);
    expect(orders.some((o) => o.apy_e8 === '0' && o.product_type !== ProductType.DoubleWin)).toBe(true);
    for (const order of orders) {
      const cell = ORDER_COLUMNS.apr.cell(order, ctx);
      if (
        order.product_type === ProductType.DoubleWin ||
        order.product_type === ProductType.FutureBoost ||
        order.apy_e8 === '0'
      ) {
        expect(cell, `order ${order.order_id}`).toBe(NONE);
      } else {
        expect(cell, `order ${order.order_id}`).not.toMatch(/^0\s?%$/);
      }
    }
    // The wallet card asks the same rule: the double-win position has none, each other position its own.
    for (const position of positions) {
      const apr = quotedAprE8(position.product_type, position.apy_e8);
      if (position.product_type === ProductType.DoubleWin) expect(apr).toBeNull();
      else expect(apr).toBe(position.apy_e8);
    }
  });

  it('settlement families quote no APR even when a rate is on the wire', () => {
    expect(quotedAprE8(ProductType.FutureBoost, '5000000')).toBeNull();
    expect(quotedAprE8(ProductType.DoubleWin, '0')).toBeNull();
    expect(quotedAprE8(ProductType.Launch, '0')).toBeNull();
    expect(quotedAprE8(ProductType.Flexible, '4200000')).toBe('4200000');
  });
});
