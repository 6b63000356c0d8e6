import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAprHistoryResultSchema } from '@/api/earn/get-apr-history';
import { getPositionsResultSchema } from '@/api/earn/get-positions';
import { getProductDetailResultSchema } from '@/api/earn/get-product-detail';
import { previewOrderResultSchema } from '@/api/earn/preview-order';
import { getUserBalanceResultSchema } from '@/api/earn/get-user-balance';
import { moveApr } from '@/sim/domain/apr-moves';
import { dec } from '@/sim/domain/money';
import { DAY, HOUR } from '@/sim/domain/time';
import { parseSimParams } from '@/sim/faults/parse-sim-param';
import { applyWorldDirectives } from '@/sim/runtime/world-directives';
import { resetSimulator, simServer, simulator } from '@/sim/node/sim-server';
import { subscriptionCosts } from '@/products/yield/fees';
import { earn, loginAs, resultOf } from './http-kit';

/** The APR the exchange quotes, its history, a rate that moves under an open review, and what a review's costs say. */

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterEach(() => simServer.resetHandlers());
afterAll(() => simServer.close());

const history = async (product_id: string, product_type: number, days: 7 | 30 | 90) =>
  resultOf(await earn('/get-apr-history', { product_id, product_type, days }), getAprHistoryResultSchema);
const detail = async (product_id: string, product_type: number) =>
  resultOf(await earn('/get-product-detail', { product_id, product_type }), getProductDetailResultSchema).product;

describe('get-apr-history', () => {
  it('serves six-hourly points over a week, oldest first, the last one the card’s APR now', async () => {
    const h = await history('6003', 6, 7);
    expect(h.points).toHaveLength(7 * 4 + 1);
    const times = h.points.map((p) => Number(p.at));
    expect(times.every((t, i) => i === 0 || times[i - 1]! < t)).toBe(true);
    expect(times[1]! - times[0]!).toBe((6 * HOUR) / 1000);
    expect(h.points.at(-1)!.apy_e8).toBe((await detail('6003', 6)).apy_max_e8);
    expect(new Set(h.points.map((p) => p.apy_e8))).toEqual(new Set(['8500000']));
  });

  it('never reaches before the price walk began: 90 days ask for more than the world has', async () => {
    const h = await history('6003', 6, 90);
    const world = simulator.world;
    expect(Number(h.points[0]!.at) * 1000).toBeGreaterThanOrEqual(world.state.genesis);
    expect(h.points.length).toBeLessThan(91);
  });

  it('a dual-asset product’s history is the quote ladder it gave then, ending at the card’s figure', async () => {
    const dual = simulator.world.catalogue.ofType(2)[0]!;
    const h = await history(dual.id, 2, 7);
    expect(h.points.at(-1)!.apy_e8).toBe((await detail(dual.id, 2)).apy_max_e8);
    expect(h.points).toHaveLength(7 * 4 + 1);
  });

  it('shows a rate move at the instant it was made, and the rate before it until then', async () => {
    const world = simulator.world;
    moveApr(world, '6003', dec('-0.004'));
    const movedAt = world.now();
    world.clock.advance(2 * DAY);
    const h = await history('6003', 6, 7);
    const at = (p: { at: string }) => Number(p.at) * 1000;
    expect(h.points.filter((p) => at(p) < movedAt).every((p) => p.apy_e8 === '8500000')).toBe(true);
    expect(h.points.filter((p) => at(p) >= movedAt).every((p) => p.apy_e8 === '8100000')).toBe(true);
    expect(h.points.some((p) => at(p) === Math.floor(movedAt / 1000) * 1000)).toBe(true);
    expect((await detail('6003', 6)).apy_max_e8).toBe('8100000');
  });

  it('answers 601 for an unknown product and 10001 for a window it does not serve', async () => {
    expect((await earn('/get-apr-history', { product_id: '999999', product_type: 6, days: 7 })).body.ret_code).toBe(
      601,
    );
    expect((await earn('/get-apr-history', { product_id: '6003', product_type: 6, days: 14 })).body.ret_code).toBe(
      10001,
    );
  });
});

describe('?sim=apr:<product>:<points>', () => {
  it('reads signed percentage points as a fraction and refuses what it cannot read', () => {
    const p = parseSimParams(['apr:6003:-0.4;apr:4005:+1.25;apr:BTC:-1;apr:6003']);
    expect(p.aprMoves).toEqual([
      { productId: '6003', delta: '-0.004' },
      { productId: '4005', delta: '0.0125' },
    ]);
    expect(p.errors).toEqual(['apr:BTC:-1', 'apr:6003']);
  });

  it('moves every tier, is saved with the world, and names a quoted product back as not movable', () => {
    const params = parseSimParams(['apr:6003:-0.4;apr:2001:-1']);
    applyWorldDirectives(simulator, params);
    expect(simulator.world.product('6003')!.tiers.map((t) => t.apr)).toEqual(['0.081', '0.046']);
    expect(simulator.world.state.aprMoves).toHaveLength(1);
    expect(params.errors).toEqual(['apr:2001']);
  });
});

describe('a rate that moves between preview and Confirm', () => {
  const intent = { product_id: '6003', product_type: 6, coin: 5, amount_e8: '100000000000' };

  it('refuses the order at the previewed rate with 340, places nothing, and takes it at the new rate', async () => {
    await loginAs('verified');
    const preview = resultOf(await earn('/preview-order', { order_kind: 1, ...intent }), previewOrderResultSchema);
    expect(preview.apy_e8).toBe('8500000');
    moveApr(simulator.world, '6003', dec('-0.004'));
    const ordersBefore = simulator.world.state.orders.length;
    const refused = await earn('/pay-order', {
      ...intent,
      client_order_id: 'rate-moved-000001',
      quoted_apy_e8: preview.apy_e8,
    });
    expect(refused.body.ret_code).toBe(340);
    expect(simulator.world.state.orders.length).toBe(ordersBefore);
    const again = resultOf(await earn('/preview-order', { order_kind: 1, ...intent }), previewOrderResultSchema);
    expect(again.apy_e8).toBe('8100000');
    expect(
      (await earn('/pay-order', { ...intent, client_order_id: 'rate-moved-000002', quoted_apy_e8: again.apy_e8 })).body
        .ret_code,
    ).toBe(0);
  });

  it('a rise is no reason to refuse: the order is placed at the rate it has now', async () => {
    await loginAs('verified');
    const preview = resultOf(await earn('/preview-order', { order_kind: 1, ...intent }), previewOrderResultSchema);
    moveApr(simulator.world, '6003', dec('0.002'));
    expect(
      (await earn('/pay-order', { ...intent, client_order_id: 'rate-rose-0000001', quoted_apy_e8: preview.apy_e8 }))
        .body.ret_code,
    ).toBe(0);
    expect(simulator.world.state.orders.at(-1)!.apr).toBe('0.087');
  });
});

describe('what the review states is what is charged', () => {
  it('debits exactly the stated amount, states the fee in coin, and bounds an early exit by what it would forfeit', async () => {
    await loginAs('verified');
    const intent = { product_id: '6003', product_type: 6, coin: 5, amount_e8: '123456780000' };
    const preview = resultOf(await earn('/preview-order', { order_kind: 1, ...intent }), previewOrderResultSchema);
    const product = await detail('6003', 6);
    const costs = subscriptionCosts(preview, product.redemption.penalty_apy_e8);
    expect(costs.fee.toFixed()).toBe('0');
    const balance = async () => {
      const rows = resultOf(
        await earn('/get-user-balance', { coins: [5], account_types: [6] }),
        getUserBalanceResultSchema,
      ).balances;
      return dec(rows[0]!.available_e8).div(1e8);
    };
    const before = await balance();
    expect(
      (await earn('/pay-order', { ...intent, client_order_id: 'costs-stated-00001', quoted_apy_e8: preview.apy_e8 }))
        .body.ret_code,
    ).toBe(0);
    expect(before.minus(await balance()).toFixed()).toBe(costs.debited.toFixed());
    expect(costs.debited.toFixed()).toBe('1234.5678');
    // 1,234.5678 × (8.5 % − penalty) × 30 / 365: the interest above the penalty rate over the whole term.
    const penalty = dec(product.redemption.penalty_apy_e8).div(1e8);
    const expected = dec(preview.estimated_yield_e8).div(1e8).times(dec('0.085').minus(penalty)).div('0.085');
    expect(costs.earlyCloseAtMost?.toFixed()).toBe(expected.toFixed());
  });

  it('a position carries the rate quoted at subscription, and its tiers where its principal spreads over them', async () => {
    await loginAs('verified');
    const positions = resultOf(await earn('/get-positions', {}), getPositionsResultSchema).positions;
    const flexible = positions.find((p) => p.product_id === '4001');
    expect(flexible?.subscribed_apy_e8).toBeDefined();
    expect(flexible?.tiered_apy_list?.map((t) => t.to_num)).toEqual(['500', '-1']);
    // A payoff (dual asset) is not set against an APR it never accrued.
    expect(positions.filter((p) => p.dual).every((p) => p.subscribed_apy_e8 === undefined)).toBe(true);
  });
});
