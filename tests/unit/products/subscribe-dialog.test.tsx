// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { fetchGetProductDetail } from '@/api/earn/get-product-detail';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { ProductDetail } from '@/api/earn/product-schema';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { serverNow } from '@/lib/server-time';
import { unixSecondsToMs } from '@/lib/unix-time';
import { SubscribeDialog } from '@/products/order-flow/subscribe-dialog';
import type { SubscribeSpec } from '@/products/order-flow/subscribe-spec';
import { simulator } from '@/sim/node/sim-server';
import { loseAnswers } from '../support/lost-answers';
import { callsTo, english, loginAs, withSimulatedExchange } from '../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'flow'], beforeEach: () => localStorage.clear() });

const flow = (key: string, values: Record<string, string | number> = {}) => english('flow', key, values);

/**
 * A made-up quoted family on dual product 2001: its terms are one row, its outcome one line, its intent
 * the live quote nearest the index. `expiry` says when the quote the review shows runs out.
 */
function fakeSpec(product: ProductDetail, expiry: { at: number }, over: Partial<SubscribeSpec> = {}): SubscribeSpec {
  const quote = product.dual?.quotes[0];
  if (!quote) throw new Error('no quote');
  const intentOf = (amountE8: string, q = quote): SubscribeIntent => ({
    product_id: product.product_id,
    product_type: ProductType.Dual,
    coin: product.coin,
    amount_e8: amountE8,
    quote_id: q.quote_id,
    quoted_apy_e8: q.apy_e8,
    dual: { direction: product.dual?.direction ?? 1, target_price_e8: q.target_price_e8 },
  });
  return {
    testId: 'fake',
    product,
    title: 'A made-up family',
    facts: [{ label: 'Target', value: fromE8(quote.target_price_e8).toFixed(), testId: 'fake-target' }],
    quoteExpireAt: serverNow() + 60_000,
    outcomes: (amount) => (
      <p data-testid="fake-outcome">{amount ? `You get ${amount.times(2).toFixed()}` : 'Type an amount'}</p>
    ),
    ack: { label: 'I understand a made-up risk.', required: { key: 'flow:amount.positive', values: {} } },
    buildIntent: (amount) => intentOf(toE8(amount)),
    review: {
      rows: (intent) => [{ label: 'Amount', value: fromE8(intent.amount_e8).toFixed(), testId: 'fake-review-amount' }],
    },
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
      refresh: async (intent) => {
        const { product: fresh } = await fetchGetProductDetail({
          product_id: product.product_id,
          product_type: ProductType.Dual,
        });
        const next = fresh.dual?.quotes[0];
        if (!next) throw new Error('no quote');
        expiry.at = serverNow() + 60_000;
        return {
          intent: intentOf(intent.amount_e8, next),
          quote: {
            quoteId: next.quote_id,
            expireAt: unixSecondsToMs(next.expire_at) ?? 0,
            apyE8: next.apy_e8,
            targetPriceE8: next.target_price_e8,
          },
        };
      },
    },
    requote: {
      rows: (previous, next) => [
        { label: 'APR', before: previous.apyE8, after: next.apyE8, testId: 'fake-requote-apr' },
      ],
    },
    settlesAt: () => Date.UTC(2030, 0, 1),
    ...over,
  };
}

async function open(
  over: Partial<SubscribeSpec> = {},
  expiry = { at: serverNow() + 60_000 },
  as: { user?: 'verified' | 'unverified' | 'blocked'; productId?: string } = {},
) {
  await loginAs(as.user ?? 'verified');
  const { product } = await fetchGetProductDetail({
    product_id: as.productId ?? '2001',
    product_type: ProductType.Dual,
  });
  const spec = fakeSpec(product, expiry, over);
  const root = createRootRoute({
    component: () => <SubscribeDialog spec={spec} coins={undefined} loggedIn onClose={() => undefined} />,
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return screen.findByRole('dialog');
}

const ordersOf2001 = () =>
  simulator.world.state.orders.filter((o) => o.userId === '1000001' && o.productId === '2001' && o.kind === 'subscribe')
    .length;

function fill(dialog: HTMLElement, amount: string, acknowledged = true) {
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: amount } });
  if (acknowledged) fireEvent.click(within(dialog).getByTestId('fake-ack'));
  fireEvent.click(within(dialog).getByTestId('fake-review'));
}

describe('the one subscribe dialog with a made-up family spec', () => {
  it('checks the amount, then the acknowledgement, then the quote; the family sees the amount typed', async () => {
    const dialog = await open();
    expect(within(dialog).getByTestId('fake-target')).toBeTruthy();
    // It opens on the amount, not on its close button.
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox'));
    fireEvent.click(within(dialog).getByTestId('fake-review'));
    expect(within(dialog).getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain(flow('amount.required'));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '100' } });
    expect(within(dialog).getByTestId('fake-outcome').textContent).toBe('You get 200');
    fireEvent.click(within(dialog).getByTestId('fake-review'));
    expect(within(dialog).getByTestId('fake-ack').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('preview-order')).toBe(0);
  });

  it('a quote that ran out on the form is refused before anything is sent', async () => {
    const dialog = await open({ quoteExpireAt: serverNow() - 5000 });
    expect(within(dialog).getByTestId('fake-countdown').textContent).toBe(flow('quote.expired'));
    fill(dialog, '100');
    expect(dialog.textContent).toContain(flow('quote.expiredDraft'));
    expect(callsTo('preview-order')).toBe(0);
  });

  it('reviews, confirms and shows the done step with the way to the wallet and the order list', async () => {
    const before = ordersOf2001();
    const dialog = await open();
    fill(dialog, '100');
    const review = await within(dialog).findByTestId('fake-review-step', {}, { timeout: 5000 });
    expect(within(review).getByTestId('fake-review-amount').textContent).toBe('100');
    expect(within(review).getByTestId('quote-countdown').textContent).toMatch(/\d+:\d\d/);
    fireEvent.click(within(review).getByTestId('fake-confirm'));
    const done = await within(dialog).findByTestId('fake-success', {}, { timeout: 5000 });
    expect(done.textContent).toContain(flow('done.title'));
    expect(within(done).getByRole('link', { name: flow('done.wallet') })).toBeTruthy();
    expect(ordersOf2001()).toBe(before + 1);
  });

  it('a quote that expires in the review is shown old against new; nothing is placed until the new one is taken and confirmed', async () => {
    const before = ordersOf2001();
    const expiry = { at: serverNow() + 60_000 };
    const dialog = await open({}, expiry);
    fill(dialog, '100');
    await within(dialog).findByTestId('fake-review-step', {}, { timeout: 5000 });
    // The quote the review shows runs out: the flow's timer is set again from the quote at the next render.
    act(() => {
      expiry.at = serverNow() + 800;
    });
    const requote = await within(dialog).findByTestId('fake-requote', {}, { timeout: 8000 });
    expect(requote.textContent).toContain(flow('requote.expired'));
    await waitFor(() => expect(within(requote).getByTestId('fake-requote-apr')).toBeTruthy(), { timeout: 5000 });
    expect(callsTo('pay-order')).toBe(0);
    fireEvent.click(within(requote).getByTestId('fake-accept-quote'));
    const review = await within(dialog).findByTestId('fake-review-step', {}, { timeout: 5000 });
    fireEvent.click(within(review).getByTestId('fake-confirm'));
    await within(dialog).findByTestId('fake-success', {}, { timeout: 5000 });
    expect(ordersOf2001()).toBe(before + 1);
  }, 20_000);

  it('an answer that never came is looked up; Try again sends the same order and it is placed once', async () => {
    const before = ordersOf2001();
    const dialog = await open();
    fill(dialog, '100');
    const review = await within(dialog).findByTestId('fake-review-step', {}, { timeout: 5000 });
    // Three attempts (the first and the client's two automatic retries) all lose their answers.
    loseAnswers('pay-order', { count: 3, as: 'network' });
    fireEvent.click(within(review).getByTestId('fake-confirm'));
    const retry = await within(dialog).findByTestId('fake-retry', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain(flow('outcome.stillProcessing'));
    fireEvent.click(retry);
    await within(dialog).findByTestId('fake-success', {}, { timeout: 8000 });
    expect(ordersOf2001()).toBe(before + 1);
  }, 25_000);

  it('says what stands in the way as it opens, before anything is typed: verification, a blocking tag, a refusal', async () => {
    const unverified = await open({}, undefined, { user: 'unverified' });
    const prompt = await within(unverified).findByTestId('kyc-prompt', {}, { timeout: 5000 });
    expect(prompt.textContent).toContain(flow('eligibility.kycBody', { required: 1, current: 0 }));
    expect(within(prompt).getByRole('link', { name: flow('eligibility.verify') })).toBeTruthy();
    expect(within(unverified).queryByTestId('subscribe-form')).toBeNull();
    cleanup();

    const blocked = await open({}, undefined, { user: 'blocked' });
    const refusal = await within(blocked).findByTestId('blocked-refusal', {}, { timeout: 5000 });
    expect(refusal.textContent).toContain(flow('eligibility.blockedBody'));
    cleanup();

    // A product forbidden to this account is refused (334) in the words of that code, not as a limited release.
    const btcUsdc = simulator.world.catalogue.products.find((p) => p.id === '2007');
    if (!btcUsdc) throw new Error('no BTC/USDC product');
    Object.assign(btcUsdc, { forbidden: true });
    const forbidden = await open({}, undefined, { productId: '2007' });
    const refused = await within(forbidden).findByTestId('subscribe-refusal', {}, { timeout: 5000 });
    expect(refused.textContent).toContain(english('errors', 'earn.notEligible'));
    expect(within(refused).getByRole('button', { name: flow('actions.close') })).toBeTruthy();
    expect(callsTo('preview-order')).toBe(0);
  });

  it('a review of another quote than the one picked says the terms changed, picked against reviewed', async () => {
    const { product } = await fetchGetProductDetail({ product_id: '2001', product_type: ProductType.Dual });
    const live = product.dual?.quotes[0];
    if (!live) throw new Error('no quote');
    // Picked at an older quote of the offer with another APR; the order is built on the live one.
    const picked = {
      quoteId: 'picked-earlier',
      expireAt: serverNow() + 60_000,
      apyE8: '1234000000',
      targetPriceE8: live.target_price_e8,
    };
    const dialog = await open({ picked });
    fill(dialog, '100');
    const review = await within(dialog).findByTestId('fake-review-step', {}, { timeout: 5000 });
    const change = within(review).getByTestId('picked-quote-change');
    expect(change.textContent).toContain(flow('requote.sincePicked'));
    expect(within(change).getByTestId('fake-requote-apr').textContent).toBe(live.apy_e8);
    expect(change.textContent).toContain('1234000000');
    cleanup();

    // The same quote as picked: nothing to say.
    const same = await open({ picked: { ...picked, quoteId: live.quote_id, apyE8: live.apy_e8 } });
    fill(same, '100');
    const plain = await within(same).findByTestId('fake-review-step', {}, { timeout: 5000 });
    expect(within(plain).queryByTestId('picked-quote-change')).toBeNull();
  });
});
