import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { editAutoReinvestResultSchema } from '@/api/earn/edit-auto-reinvest';
import { getPositionsResultSchema } from '@/api/earn/get-positions';
import { getProductDetailResultSchema } from '@/api/earn/get-product-detail';
import { payOrderResultSchema } from '@/api/earn/pay-order';
import { previewOrderResultSchema } from '@/api/earn/preview-order';
import { MINUTE } from '@/sim/domain/time';
import { advanceSimulatedTime, resetSimulator, simServer } from '@/sim/node/sim-server';
import { earn, loginAs, resultOf } from './http-kit';

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

/** The 1-day BTC/USDT buy low at its 2 % target, 500 USDT, with the renewal fields given. */
async function dualIntent(renewal: Record<string, unknown>) {
  const detail = resultOf(
    await earn('/get-product-detail', { product_id: '2001', product_type: 2 }),
    getProductDetailResultSchema,
  ).product;
  const quote = detail.dual?.quotes[2];
  if (!quote) throw new Error('no quote');
  expect(detail).toMatchObject({ auto_reinvest_supported: true, auto_reinvest_lock_minutes: 30 });
  return {
    product_id: '2001',
    product_type: 2,
    coin: 5,
    amount_e8: '50000000000',
    quote_id: quote.quote_id,
    quoted_apy_e8: quote.apy_e8,
    dual: { direction: 1, target_price_e8: quote.target_price_e8 },
    ...renewal,
  };
}

/** The position an order opened: the seeded history holds no dual position of 500 USDT in 2001. */
async function positionOfOrder() {
  const positions = resultOf(await earn('/get-positions', { product_types: [2] }), getPositionsResultSchema).positions;
  return positions.find((p) => p.product_id === '2001' && p.principal_e8 === '50000000000');
}

describe('dual renewal on the wire', () => {
  beforeEach(async () => {
    await loginAs('verified');
  });

  it('takes the mode, distance and tolerance with the order, publishes them on the position and switches them until the cut-off', async () => {
    const intent = await dualIntent({
      dual_renewal_mode: 2,
      dual_renewal_distance_e8: '3000000',
      renewal_apy_tolerance_e8: '500000',
    });
    expect(
      resultOf(await earn('/preview-order', { order_kind: 1, ...intent }), previewOrderResultSchema).dual_scenarios,
    ).toHaveLength(2);
    expect(
      resultOf(await earn('/pay-order', { ...intent, client_order_id: 'dual-renew-0001' }), payOrderResultSchema)
        .order_status,
    ).toBe(1);
    advanceSimulatedTime(2 * MINUTE);
    const position = await positionOfOrder();
    expect(position).toMatchObject({
      auto_reinvest: true,
      renewal: {
        apy_tolerance_e8: '500000',
        terms_final: false,
        outcome: 0,
        dual: { mode: 2, distance_e8: '3000000' },
      },
    });
    expect(position?.renewal?.dual?.next_target_price_e8).toBeUndefined();
    // Basic from now on: the next target is the order's own.
    const edited = await earn('/edit-auto-reinvest', {
      position_id: position?.position_id,
      auto_reinvest: true,
      dual_renewal_mode: 1,
    });
    expect(resultOf(edited, editAutoReinvestResultSchema).auto_reinvest).toBe(true);
    const after = await positionOfOrder();
    expect(after?.renewal?.dual).toEqual({ mode: 1, next_target_price_e8: intent.dual.target_price_e8 });
  });

  it('pays out when no mode is given, and refuses an advanced distance that is not offered (10001), at preview too', async () => {
    const plain = await dualIntent({});
    expect(
      resultOf(await earn('/pay-order', { ...plain, client_order_id: 'dual-renew-0002' }), payOrderResultSchema)
        .order_status,
    ).toBe(1);
    advanceSimulatedTime(2 * MINUTE);
    const position = await positionOfOrder();
    expect(position).toMatchObject({ auto_reinvest: false, renewal: { will_renew: false, dual: { mode: 0 } } });
    const odd = await dualIntent({ dual_renewal_mode: 2, dual_renewal_distance_e8: '4000000' });
    expect((await earn('/pay-order', { ...odd, client_order_id: 'dual-renew-0003' })).body.ret_code).toBe(10001);
    // The review is refused the same: it never shows a renewal the order would be refused for.
    expect((await earn('/preview-order', { order_kind: 1, ...odd })).body.ret_code).toBe(10001);
    expect(
      (await earn('/preview-order', { order_kind: 1, ...odd, dual_renewal_distance_e8: '3000000' })).body.ret_code,
    ).toBe(0);
  });
});
