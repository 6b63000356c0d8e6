// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { fetchGetProductDetail } from '@/api/earn/get-product-detail';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import { toE8 } from '@/lib/decimal-e8';
import { serverNow } from '@/lib/server-time';
import type { FlowQuote } from '@/products/order-flow/order-flow-machine';
import { useOrderFlow, type OrderFlow, type OrderFlowAdapter } from '@/products/order-flow/use-order-flow';
import {
  LOGGED_OUT,
  STILL_PROCESSING,
  NOT_PLACED,
  UNKNOWN_CHECK_INTERVAL_MS,
} from '@/products/order-flow/use-order-flow';
import { SETTLE_WINDOW_MS } from '@/products/order-flow/resolve-outcome';
import { unresolvedIntent } from '@/products/order-flow/order-intent-store';
import { advanceSimulatedTime, simServer, simulator } from '@/sim/node/sim-server';
import { http, HttpResponse } from 'msw';
import { bodiesOf, loseAnswers } from '../support/lost-answers';
import { callsTo, loginAs, renderWithQueryClient, withSimulatedExchange } from '../support/simulated-exchange';

withSimulatedExchange({
  namespaces: ['common', 'errors', 'flow'],
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.clear();
  },
});

type Draft = { amount: string };
/** The flow as last rendered, for the test to drive it like the buttons of a dialog would. */
const rendered: { flow: OrderFlow<'subscribe', Draft> | null } = { flow: null };

/** What the flow calls to ask for a login (the dialogs pass `loginToContinue`). */
const renderedOptions: { onLogin?: () => void } = {};

function Harness({ adapter }: { adapter: OrderFlowAdapter<'subscribe', Draft> }) {
  const flow = useOrderFlow(adapter, { loggedIn: true, onLogin: () => renderedOptions.onLogin?.() });
  useEffect(() => {
    rendered.flow = flow;
  });
  return <output data-testid="state">{flow.state.name}</output>;
}

const current = () => {
  if (!rendered.flow) throw new Error('not rendered');
  return rendered.flow;
};

async function reach(name: string, timeout = 4000) {
  await waitFor(() => expect(screen.getByTestId('state').textContent).toBe(name), { timeout });
}

function ordersOf(productId: string) {
  return simulator.world.state.orders.filter(
    (o) => o.userId === '1000001' && o.productId === productId && o.kind === 'subscribe',
  );
}

/** Flexible savings 4001: no quote. */
function savingsAdapter(): OrderFlowAdapter<'subscribe', Draft> {
  return {
    kind: 'subscribe',
    target: { product_id: '4001' },
    validate: (draft) => (draft.amount === '' ? { key: 'flow:amount.required', values: {} } : null),
    buildIntent: (draft) => ({
      product_id: '4001',
      product_type: ProductType.Flexible,
      coin: 5,
      amount_e8: toE8(draft.amount),
    }),
    summary: () => [],
  };
}

/** The live quote of dual product 2001 (BTC-USDT buy low) nearest the index, as the dual page would pick it. */
async function liveDualQuote(): Promise<{ intent: SubscribeIntent; quote: FlowQuote }> {
  const { product } = await fetchGetProductDetail({ product_id: '2001', product_type: ProductType.Dual });
  const dual = product.dual;
  const q = dual?.quotes[0];
  if (!dual || !q) throw new Error('no dual quote');
  return {
    intent: {
      product_id: '2001',
      product_type: ProductType.Dual,
      coin: product.coin,
      amount_e8: toE8('100'),
      quote_id: q.quote_id,
      quoted_apy_e8: q.apy_e8,
      dual: { direction: dual.direction, target_price_e8: q.target_price_e8 },
    },
    quote: {
      quoteId: q.quote_id,
      expireAt: Number(q.expire_at) * 1000,
      apyE8: q.apy_e8,
      targetPriceE8: q.target_price_e8,
    },
  };
}

/** A quoted two-leg adapter: `first` is the intent the draft builds; quotes expire when `expiry` says. */
function dualAdapter(first: SubscribeIntent, expiry: { at: number }): OrderFlowAdapter<'subscribe', Draft> {
  return {
    kind: 'subscribe',
    target: { product_id: '2001' },
    validate: () => null,
    buildIntent: () => first,
    summary: () => [],
    legs: (intent) => ({ invest: { coin: intent.coin, amountE8: intent.amount_e8 }, receive: [{ coin: 1 }] }),
    quote: {
      of: (intent) =>
        intent.quote_id
          ? {
              quoteId: intent.quote_id,
              expireAt: expiry.at,
              apyE8: intent.quoted_apy_e8 ?? '0',
              targetPriceE8: intent.dual?.target_price_e8,
            }
          : null,
      refresh: async () => {
        expiry.at = serverNow() + 60_000;
        return liveDualQuote();
      },
    },
  };
}

describe('useOrderFlow against the simulated exchange', () => {
  it('a double confirm places one order', async () => {
    await loginAs('verified');
    const before = ordersOf('4001').length;
    renderWithQueryClient(<Harness adapter={savingsAdapter()} />);
    act(() => void current().submit({ amount: '10' }));
    await reach('review');
    act(() => {
      current().confirm();
      current().confirm();
    });
    act(() => current().confirm());
    await reach('done');
    expect(callsTo('pay-order')).toBe(1);
    expect(ordersOf('4001')).toHaveLength(before + 1);
  });

  it('an invalid draft starts nothing and returns the problem', async () => {
    await loginAs('verified');
    renderWithQueryClient(<Harness adapter={savingsAdapter()} />);
    let problem: unknown = null;
    act(() => {
      problem = current().submit({ amount: '' });
    });
    expect(problem).toEqual({ key: 'flow:amount.required', values: {} });
    expect(screen.getByTestId('state').textContent).toBe('draft');
    expect(callsTo('preview-order')).toBe(0);
  });

  it('retry after a dropped connection sends the same client order id: one pay-order reaches the exchange as an order', async () => {
    await loginAs('verified');
    const before = ordersOf('4001').length;
    renderWithQueryClient(<Harness adapter={savingsAdapter()} />);
    act(() => void current().submit({ amount: '12' }));
    await reach('review');
    const bodies = bodiesOf('pay-order');
    // Three attempts (the first and the client's two automatic retries) all lose their answers.
    loseAnswers('pay-order', { count: 3, as: 'network' });
    act(() => current().confirm());
    await reach('failed');
    expect(current().state).toMatchObject({ name: 'failed', outcome: 'unknown' });
    act(() => current().retry());
    await reach('done');
    expect(current().state).toMatchObject({ name: 'done', result: { is_duplicate: true } });
    const ids = new Set(((await Promise.all(bodies)) as { client_order_id: string }[]).map((b) => b.client_order_id));
    expect(ids.size).toBe(1);
    expect(ordersOf('4001')).toHaveLength(before + 1);
  }, 15_000);

  it('a quote expiring in the review is requoted and nothing is placed until the new quote is accepted and confirmed', async () => {
    await loginAs('verified');
    const before = ordersOf('2001').length;
    const { intent } = await liveDualQuote();
    // The quote runs out shortly after the review opens.
    const expiry = { at: serverNow() + 1500 };
    renderWithQueryClient(<Harness adapter={dualAdapter(intent, expiry)} />);
    act(() => void current().submit({ amount: '100' }));
    await reach('review');
    await reach('requote');
    expect(current().state).toMatchObject({
      name: 'requote',
      reason: 'expired',
      previous: { quoteId: intent.quote_id },
    });
    act(() => current().confirm());
    expect(current().state.name).toBe('requote');
    expect(callsTo('pay-order')).toBe(0);
    act(() => current().acceptQuote());
    await reach('review');
    act(() => current().confirm());
    await reach('done');
    expect(callsTo('pay-order')).toBe(1);
    expect(ordersOf('2001')).toHaveLength(before + 1);
  });

  it('340 moves to requote with the old and the new quote; the accepted quote is placed under a new client order id', async () => {
    await loginAs('verified');
    const before = ordersOf('2001').length;
    const live = await liveDualQuote();
    // The APR shown to the user is above what the exchange now quotes: the order is refused with 340.
    const stale: SubscribeIntent = {
      ...live.intent,
      quoted_apy_e8: String(BigInt(live.intent.quoted_apy_e8 ?? '0') + 100_000_000n),
    };
    renderWithQueryClient(<Harness adapter={dualAdapter(stale, { at: serverNow() + 60_000 })} />);
    act(() => void current().submit({ amount: '100' }));
    await reach('review');
    const bodies = bodiesOf('pay-order');
    act(() => current().confirm());
    await reach('requote');
    const state = current().state;
    if (state.name !== 'requote') throw new Error(state.name);
    expect(state.reason).toBe('refused');
    expect(state.previous.apyE8).toBe(stale.quoted_apy_e8);
    expect(state.quote.apyE8).toBe(live.intent.quoted_apy_e8);
    expect(state.intent.quoted_apy_e8).toBe(live.intent.quoted_apy_e8);
    expect(ordersOf('2001')).toHaveLength(before);
    act(() => current().acceptQuote());
    await reach('review');
    act(() => current().confirm());
    await reach('done');
    const [refused, placed] = (await Promise.all(bodies)) as Array<{ client_order_id: string; quoted_apy_e8: string }>;
    expect(placed?.client_order_id).not.toBe(refused?.client_order_id);
    expect(placed?.quoted_apy_e8).toBe(live.intent.quoted_apy_e8);
    expect(ordersOf('2001')).toHaveLength(before + 1);
  });

  it('341: a quote that expired before the order arrived is requoted as expired, once, and the new one is placed', async () => {
    await loginAs('verified');
    const before = ordersOf('2001').length;
    const live = await liveDualQuote();
    // The page's own timer thinks the quote lives on; the exchange's clock has passed its expiry.
    renderWithQueryClient(<Harness adapter={dualAdapter(live.intent, { at: serverNow() + 60 * 60_000 })} />);
    act(() => void current().submit({ amount: '100' }));
    await reach('review');
    advanceSimulatedTime(2 * simulator.world.quoteTtlMs() + 1000);
    act(() => current().confirm());
    await reach('requote');
    const state = current().state;
    if (state.name !== 'requote') throw new Error(state.name);
    expect(state.reason).toBe('expired');
    expect(state.quote.quoteId).not.toBe(live.intent.quote_id);
    expect(ordersOf('2001')).toHaveLength(before);
    act(() => current().acceptQuote());
    await reach('review');
    act(() => current().confirm());
    await reach('done');
    expect(ordersOf('2001')).toHaveLength(before + 1);
  });
});

/** The next `count` pay-orders never reach the exchange: the connection fails before anything is sent. */
function dropBeforeSending(count = 1) {
  let left = count;
  simServer.use(
    http.post('*/x-api/s1/byfi/pay-order', () => {
      if (left <= 0) return undefined;
      left -= 1;
      return HttpResponse.error();
    }),
  );
}

const idsOf = async (bodies: Promise<unknown>[]) =>
  new Set(((await Promise.all(bodies)) as { client_order_id: string }[]).map((b) => b.client_order_id));

/** Logged in, the savings order of `amount` USDT in its review; `before` counts the product's orders. */
async function reviewed(amount: string) {
  await loginAs('verified');
  const before = ordersOf('4001').length;
  const view = renderWithQueryClient(<Harness adapter={savingsAdapter()} />);
  act(() => void current().submit({ amount }));
  await reach('review');
  return { before, view };
}

describe('an order whose answer never came is settled before anything else', () => {
  it('a lost answer is looked up under its client order id and shown as placed: one order, one id, nothing to press', async () => {
    const { before } = await reviewed('12');
    const bodies = bodiesOf('pay-order');
    loseAnswers('pay-order', { as: 'network' });
    act(() => current().confirm());
    await reach('done');
    expect(current().state).toMatchObject({ name: 'done', result: { is_duplicate: true } });
    expect(callsTo('query-orders')).toBe(1);
    expect(await idsOf(bodies)).toHaveProperty('size', 1);
    expect(ordersOf('4001')).toHaveLength(before + 1);
  });

  it('Back and Review of another amount while the outcome is unknown shows the earlier order and settles it first: one order per intent', async () => {
    const { before } = await reviewed('12');
    const bodies = bodiesOf('pay-order');
    loseAnswers('pay-order', { as: 'network' });
    // The look-up fails too: the outcome stays unknown ("still processing").
    simulator.setEndpointFault('query-orders', { http500: true, once: true });
    act(() => current().confirm());
    await reach('failed');
    expect(current().state).toMatchObject({ name: 'failed', outcome: 'unknown', error: STILL_PROCESSING });
    act(() => current().back());
    await reach('draft');
    act(() => void current().submit({ amount: '99' }));
    // Not the new amount: the earlier order, looked up again, and found placed.
    expect(current().state).toMatchObject({ name: 'paying', checking: true, intent: { amount_e8: toE8('12') } });
    await reach('done');
    expect(current().state).toMatchObject({
      name: 'done',
      intent: { amount_e8: toE8('12') },
      result: { is_duplicate: true },
    });
    expect(ordersOf('4001')).toHaveLength(before + 1);
    expect(await idsOf(bodies)).toHaveProperty('size', 1);
    // Settled: now the new intent goes through as a new order.
    act(() => current().reset());
    act(() => void current().submit({ amount: '99' }));
    await reach('review');
    act(() => current().confirm());
    await reach('done');
    expect(current().state).toMatchObject({
      name: 'done',
      intent: { amount_e8: toE8('99') },
      result: { is_duplicate: false },
    });
    expect(ordersOf('4001')).toHaveLength(before + 2);
  });

  it('after a reload the earlier unsettled order is shown and looked up before a new one may start', async () => {
    const { before, view: first } = await reviewed('12');
    loseAnswers('pay-order', { as: 'network' });
    simulator.setEndpointFault('query-orders', { http500: true, once: true });
    act(() => current().confirm());
    await reach('failed');
    expect(unresolvedIntent('subscribe.4001', '1000001')).not.toBeNull();
    first.unmount();
    // A new page: a fresh query client and hook, only the stored intent is left.
    renderWithQueryClient(<Harness adapter={savingsAdapter()} />);
    await reach('done');
    expect(current().state).toMatchObject({
      name: 'done',
      intent: { amount_e8: toE8('12') },
      result: { is_duplicate: true },
    });
    expect(ordersOf('4001')).toHaveLength(before + 1);
    expect(unresolvedIntent('subscribe.4001', '1000001')).toBeNull();
  });

  it('an order not listed seconds after its answer was lost is not called not placed: Try again sends the same id, one order', async () => {
    const { before } = await reviewed('15');
    const bodies = bodiesOf('pay-order');
    dropBeforeSending();
    act(() => current().confirm());
    await reach('failed');
    // Nothing is listed yet, but the order may still land: the outcome is unknown and the earlier id is held.
    expect(current().state).toMatchObject({ name: 'failed', outcome: 'unknown', error: STILL_PROCESSING });
    expect(unresolvedIntent('subscribe.4001', '1000001')).not.toBeNull();
    expect(ordersOf('4001')).toHaveLength(before);
    act(() => current().retry());
    await reach('done');
    expect(current().state).toMatchObject({ name: 'done', result: { is_duplicate: false } });
    expect(ordersOf('4001')).toHaveLength(before + 1);
    expect(await idsOf(bodies)).toHaveProperty('size', 1);
  });

  it("an order still not listed long after it was sent is reported not placed by the page's own checks; confirming again keeps its id", async () => {
    const { before } = await reviewed('16');
    const bodies = bodiesOf('pay-order');
    dropBeforeSending();
    act(() => current().confirm());
    await reach('failed');
    expect(current().state).toMatchObject({ outcome: 'unknown' });
    // The order went out longer ago than the exchange takes to process any write.
    const record = JSON.parse(localStorage.getItem('earn.order.v2.intent.subscribe.4001') ?? '{}') as {
      sentAt: number;
    };
    localStorage.setItem(
      'earn.order.v2.intent.subscribe.4001',
      JSON.stringify({ ...record, sentAt: Date.now() - SETTLE_WINDOW_MS - 1 }),
    );
    await waitFor(
      () => expect(current().state).toMatchObject({ name: 'failed', outcome: 'refused', error: NOT_PLACED }),
      { timeout: UNKNOWN_CHECK_INTERVAL_MS + 4000 },
    );
    expect(ordersOf('4001')).toHaveLength(before);
    act(() => current().confirm());
    await reach('done');
    expect(await idsOf(bodies)).toHaveProperty('size', 1);
    expect(ordersOf('4001')).toHaveLength(before + 1);
  }, 15_000);

  it('an answer that comes after the page gave up is found by its later checks: shown as placed, never as not placed, one order', async () => {
    const { before } = await reviewed('17');
    // The exchange takes 6.5 s over this order: the page gives up at 5 s, the look-up right after finds nothing yet.
    simulator.setEndpointFault('pay-order', { latencyMs: 6500, once: true });
    act(() => current().confirm());
    await reach('failed', 8000);
    expect(current().state).toMatchObject({ name: 'failed', outcome: 'unknown', error: STILL_PROCESSING });
    // A changed amount confirmed now would be held back by the unsettled order (see above); the page's own checks settle it.
    await waitFor(() => expect(current().state.name).toBe('done'), { timeout: 20_000 });
    expect(current().state).toMatchObject({
      name: 'done',
      intent: { amount_e8: toE8('17') },
      result: { is_duplicate: true },
    });
    expect(ordersOf('4001')).toHaveLength(before + 1);
    expect(unresolvedIntent('subscribe.4001', '1000001')).toBeNull();
  }, 30_000);

  it('a session that ended on Confirm (10007) says so and asks for a login over the page; the review stays, nothing placed', async () => {
    const { before } = await reviewed('18');
    const logins: number[] = [];
    renderedOptions.onLogin = () => logins.push(1);
    simulator.setEndpointFault('pay-order', { code: 10007, once: true });
    act(() => current().confirm());
    await reach('failed');
    expect(current().state).toMatchObject({
      name: 'failed',
      outcome: 'refused',
      error: LOGGED_OUT,
      intent: { amount_e8: toE8('18') },
    });
    expect(logins).toHaveLength(1);
    expect(ordersOf('4001')).toHaveLength(before);
    // Logged in again: the same review is confirmed and placed once.
    act(() => current().confirm());
    await reach('done');
    expect(ordersOf('4001')).toHaveLength(before + 1);
  });

  it('a timeout shows progress at once and settles as still processing within 7 s, after one attempt only', async () => {
    await reviewed('20');
    simulator.setEndpointFault('pay-order', { timeout: true });
    simulator.setEndpointFault('query-orders', { timeout: true });
    const started = Date.now();
    act(() => current().confirm());
    expect(current().state.name).toBe('paying');
    await reach('failed', 8000);
    expect(Date.now() - started).toBeLessThan(7000);
    expect(current().state).toMatchObject({ name: 'failed', outcome: 'unknown', error: STILL_PROCESSING });
    expect(callsTo('pay-order')).toBe(1);
    expect(unresolvedIntent('subscribe.4001', '1000001')).not.toBeNull();
  }, 12_000);
});
