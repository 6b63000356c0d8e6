import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TransportError } from '@/api/api-error';
import { fetchPayOrder } from '@/api/earn/pay-order';
import { fetchQueryOrders } from '@/api/earn/query-orders';
import { fetchLogin } from '@/api/main/login';
import { formatFaults, parseSimParams } from '@/sim/faults/parse-sim-param';
import { resetSimulator, simServer, simulator } from '@/sim/node/sim-server';

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

const order = (id: string) => ({
  client_order_id: id,
  product_id: '4001',
  product_type: 4 as const,
  coin: 5,
  amount_e8: '10000000000',
});

describe('a lost answer on the simulated exchange', () => {
  it('`lost` places the order and never answers; the order list finds it by client order id; the same id again answers it', async () => {
    await fetchLogin({ username: 'verified', password: 'earn-demo' });
    const before = simulator.world.state.orders.length;
    simulator.setEndpointFault('pay-order', { lost: true, once: true });
    await expect(fetchPayOrder(order('lost-answer-0001'), { timeoutMs: 300 })).rejects.toBeInstanceOf(TransportError);
    expect(simulator.world.state.orders).toHaveLength(before + 1);
    const { orders } = await fetchQueryOrders({ client_order_id: 'lost-answer-0001' });
    expect(orders.map((o) => o.client_order_id)).toEqual(['lost-answer-0001']);
    expect((await fetchQueryOrders({ client_order_id: 'never-sent-0001' })).orders).toEqual([]);
    const again = await fetchPayOrder(order('lost-answer-0001'));
    expect(again).toMatchObject({ order_id: orders[0]?.order_id, is_duplicate: true });
    expect(simulator.world.state.orders).toHaveLength(before + 1);
  });

  it('`?sim=pay-order=lost,once` reads and writes back', () => {
    const params = parseSimParams(['pay-order=lost,once;confirm-order=lost']);
    expect(params.errors).toEqual([]);
    expect(params.faults.endpoints).toEqual({
      'pay-order': { lost: true, once: true },
      'confirm-order': { lost: true },
    });
    expect(formatFaults(params.faults)).toBe('pay-order=lost,once;confirm-order=lost');
  });
});
