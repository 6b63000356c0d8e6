// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { translationKeyForCode } from '@/api/error-catalogue';
import { formatAmount } from '@/lib/format-number';
import { onLoginRequest } from '@/platform/login-request';
import { advanceSimulatedTime, simServer } from '@/sim/node/sim-server';
import { HOUR } from '@/sim/domain/time';
import { bodiesOf, loseAnswers } from '../../support/lost-answers';
import { callsTo, english, loginAs, renderApp, simulator, withSimulatedExchange } from './support/test-app';

withSimulatedExchange();

/** Opens a product of the savings page focused by id and waits for its subscribe form. */
async function openProduct(id: string, page = 'savings') {
  const app = await renderApp(`/earn/${page}/?id=${id}`);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  await within(dialog).findByTestId('subscribe-form', {}, { timeout: 5000 });
  return { ...app, dialog };
}

function amountInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText(/^Amount \(/) as HTMLInputElement;
}

async function typeAmount(dialog: HTMLElement, value: string) {
  fireEvent.change(amountInput(dialog), { target: { value } });
}

/** A term product takes no order without the renewal choice: these journeys take the payout. */
function choosePayOut(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Pay out to my Funding wallet' }));
}

/** The verified user's funding USDT, as the simulator holds it (the demo history has spent some). */
function verifiedUsdt(): string {
  return simulator.world.state.users['1000001']?.wallets['6']?.['5']?.available ?? 'missing';
}

function ordersOf(userId: string, productId: string) {
  return simulator.world.state.orders.filter(
    (o) => o.userId === userId && o.productId === productId && o.kind === 'subscribe',
  );
}

describe('amount validation', () => {
  it('shows translated messages inline and sends nothing before the amount is valid', async () => {
    await loginAs('verified');
    const { dialog } = await openProduct('4001');
    const balance = formatAmount(verifiedUsdt(), { locale: 'en', precision: 4 });
    await within(dialog).findByText(`Available: ${balance} USDT`);
    await typeAmount(dialog, '0.5');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      english('flow', 'amount.belowMin', { limit: '1\u00a0USDT' }),
    );
    await typeAmount(dialog, '1.12345');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      english('flow', 'amount.precision', { coin: 'USDT', digits: 4, count: 4 }),
    );
    await typeAmount(dialog, '99999');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      english('flow', 'amount.insufficient', { limit: `${balance}\u00a0USDT` }),
    );
    // The estimate still follows what is typed: the 2,500 held fill the 10 % tier, so 99,999 earn 1.5 % + 1 %
    // bonus, over 365 days.
    expect(within(dialog).getByTestId('estimate-daily').textContent).toBe('6.84924657\u00a0USDT');
    await typeAmount(dialog, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(english('flow', 'amount.required'));
    // Only the opening check of the account (check-available without an amount) went out.
    expect(callsTo('preview-order') + callsTo('pay-order')).toBe(0);
  });

  it('fills Max with the balance, rounded down to the coin precision', async () => {
    await loginAs('verified');
    const { dialog } = await openProduct('4001');
    fireEvent.click(await within(dialog).findByRole('button', { name: /maximum amount of USDT/ }));
    expect(amountInput(dialog).value).toBe(verifiedUsdt().replace(/(\.\d{4})\d+$/, '$1'));
  });
});

describe('estimated earnings', () => {
  it('shows the blended APR, daily and yearly interest for the typed amount in exact decimals', async () => {
    const { dialog } = await openProduct('4001');
    // 500 at 10 % + 500 at 1.5 % + a 1 % bonus on 1000: 67.5 a year; 67.5 / 365 = 0.184931506…
    await typeAmount(dialog, '1000');
    expect(within(dialog).getByTestId('estimate-daily').textContent).toBe('0.1849315\u00a0USDT');
    expect(within(dialog).getByTestId('estimate-total').textContent).toBe('67.5\u00a0USDT');
    expect(within(dialog).getByTestId('earnings-estimate').textContent).toContain('6.75%');
    expect(dialog.textContent).toContain(
      english('savings', 'tiers.blended', { amount: '1,000\u00a0USDT', apr: '6.75%' }),
    );
  });

  it('prices an addition at the tiers above what is held, and the review, the done step and the order say the same', async () => {
    await loginAs('verified');
    // Verified holds 2,500 USDT in USDT flexible (10 % to 500, 1.5 % above, +1 % bonus): 250 more earn
    // 2.5 % (6.25 USDT a year), not the 11 % of an empty position.
    const { dialog } = await openProduct('4001');
    await typeAmount(dialog, '250');
    const estimate = within(dialog).getByTestId('earnings-estimate');
    expect(estimate.textContent).toContain('2.5%');
    expect(estimate.textContent).not.toContain('11%');
    expect(within(dialog).getByTestId('estimate-total').textContent).toBe('6.25\u00a0USDT');
    expect(within(dialog).getByTestId('estimate-held').textContent).toBe(
      english('savings', 'estimate.held', { amount: '2,500\u00a0USDT' }),
    );
    expect(dialog.textContent).toContain(english('savings', 'tiers.blended', { amount: '250\u00a0USDT', apr: '2.5%' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    const review = await within(dialog).findByTestId('savings-review-step');
    expect(review.textContent).toContain('2.5%');
    expect(review.textContent).toContain('6.25\u00a0USDT');
    expect(review.textContent).not.toContain('11%');
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    await within(dialog).findByTestId('subscribe-success');
    expect(within(dialog).getByTestId('success-apr').textContent).toBe('2.5%');
    expect(within(dialog).getByTestId('success-estimate').textContent).toBe('6.25\u00a0USDT');
    const placed = ordersOf('1000001', '4001').at(-1);
    expect(placed?.amount).toBe('250');
    expect(placed?.apr).toBe('0.025');
  });

  it('shows interest to maturity for a fixed term', async () => {
    const { dialog } = await openProduct('6003');
    // 10,000 at 8.5 % + 10,000 at 5 % for 30 days: 1350 × 30 / 365 = 110.958904109…
    await typeAmount(dialog, '20000');
    expect(within(dialog).getByTestId('estimate-total').textContent).toBe('110.9589041\u00a0USDT');
    expect(within(dialog).getByTestId('estimate-daily').textContent).toBe('3.69863013\u00a0USDT');
  });
});

describe('subscribe flow', () => {
  it('previews, checks, pays once however often Confirm is pressed, and shows the new order', async () => {
    await loginAs('verified');
    const before = ordersOf('1000001', '6001').length;
    const { dialog } = await openProduct('6001');
    await typeAmount(dialog, '100');
    choosePayOut(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    const review = await within(dialog).findByTestId('savings-review-step');
    expect(callsTo('preview-order')).toBe(1);
    expect(callsTo('check-available')).toBeGreaterThanOrEqual(1);
    const confirm = within(review).getByRole('button', { name: 'Confirm subscription' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await within(dialog).findByTestId('subscribe-success');
    expect(callsTo('pay-order')).toBe(1);
    expect(ordersOf('1000001', '6001')).toHaveLength(before + 1);
    expect(within(dialog).getByRole('link', { name: 'View orders' }).getAttribute('href')).toBe(
      '/earn/savings-order-list/',
    );
    await waitFor(() => expect(within(dialog).getByTestId('new-position').textContent).toMatch(/^100\u00a0USDT · /));
  });

  it('the done step states the whole position: a flexible subscription adds to the one already held', async () => {
    await loginAs('verified');
    const held = simulator.world.state.positions.find(
      (p) => p.userId === '1000001' && p.productId === '4001' && p.status !== 5,
    );
    expect(held?.principal).toBe('2500');
    const { dialog } = await openProduct('4001');
    await typeAmount(dialog, '5000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    const review = await within(dialog).findByTestId('savings-review-step');
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    await within(dialog).findByTestId('subscribe-success');
    await waitFor(() => expect(within(dialog).getByTestId('new-position').textContent).toMatch(/^7,500\u00a0USDT · /));
  });

  it('reads 1,000.50 in en as one thousand and a half, not 1.0005', async () => {
    await loginAs('verified');
    const { dialog } = await openProduct('4001');
    await typeAmount(dialog, '1,000.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    const review = await within(dialog).findByTestId('savings-review-step');
    expect(review.textContent).toContain('1,000.5\u00a0USDT');
  });

  it('a lost answer is retried with the same client order id: one order', async () => {
    await loginAs('verified');
    const before = ordersOf('1000001', '4001').length;
    const { dialog } = await openProduct('4001');
    await typeAmount(dialog, '123');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    const review = await within(dialog).findByTestId('savings-review-step');
    const bodies = bodiesOf('pay-order');
    // The answer and the look-up's fetch of it are both lost: still processing, until Try again.
    loseAnswers('pay-order', { count: 2 });
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      english('flow', 'outcome.stillProcessing'),
    );
    expect(ordersOf('1000001', '4001')).toHaveLength(before + 1);
    fireEvent.click(within(dialog).getByRole('button', { name: english('flow', 'review.retry') }));
    const success = await within(dialog).findByTestId('subscribe-success');
    expect(success.textContent).toContain(english('savings', 'success.duplicateTitle'));
    expect(ordersOf('1000001', '4001')).toHaveLength(before + 1);
    const ids = new Set(((await Promise.all(bodies)) as { client_order_id: string }[]).map((b) => b.client_order_id));
    expect(ids.size).toBe(1);
  });

  it('a reload after a lost answer looks the order up under its client order id before anything else: no second order', async () => {
    await loginAs('verified');
    const before = ordersOf('1000001', '4002').length;
    const first = await openProduct('4002');
    await typeAmount(first.dialog, '250');
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Review order' }));
    const review = await within(first.dialog).findByTestId('savings-review-step');
    loseAnswers('pay-order', { count: 2 });
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    await within(first.dialog).findByRole('alert');
    const stored = JSON.parse(localStorage.getItem('earn.order.v2.intent.subscribe.4002') ?? 'null') as {
      clientOrderId: string;
    };
    expect(ordersOf('1000001', '4002').map((o) => o.clientOrderId)).toContain(stored.clientOrderId);
    first.unmount();
    // The dialog opens on the earlier order, looks it up and shows it placed: nothing to confirm again.
    await renderApp('/earn/savings/?id=4002');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const success = await within(dialog).findByTestId('subscribe-success', {}, { timeout: 5000 });
    expect(success.textContent).toContain(english('savings', 'success.duplicateTitle'));
    expect(ordersOf('1000001', '4002')).toHaveLength(before + 1);
  });

  it('after a refusal the next confirmation is a new intent with a new client order id', async () => {
    await loginAs('verified');
    const before = ordersOf('1000001', '4001').length;
    const { dialog } = await openProduct('4001');
    await typeAmount(dialog, '50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    const review = await within(dialog).findByTestId('savings-review-step');
    const bodies = bodiesOf('pay-order');
    simulator.setEndpointFault('pay-order', { code: 315, once: true });
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    await within(dialog).findByTestId('flow-error');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm subscription' }));
    await within(dialog).findByTestId('subscribe-success');
    const [first, second] = (await Promise.all(bodies)) as { client_order_id: string }[];
    expect(second?.client_order_id).not.toBe(first?.client_order_id);
    expect(ordersOf('1000001', '4001')).toHaveLength(before + 1);
  });

  const EARN_CODES = [302, 303, 304, 315, 320, 325, 334, 336, 340, 344, 600, 601, 602];
  it.each(EARN_CODES)('pay-order answering %i says why in place and keeps the amount', async (code) => {
    await loginAs('verified');
    const before = ordersOf('1000001', '4001').length;
    const { dialog } = await openProduct('4001');
    await typeAmount(dialog, '321.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    const review = await within(dialog).findByTestId('savings-review-step');
    simulator.setEndpointFault('pay-order', { code });
    fireEvent.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    if (code === 340) {
      // 340 on a savings order: its rate moved since the review. The rate is set against the new preview's
      // and nothing is placed until a new Confirm; Back returns to the form with the amount kept.
      const requote = await within(dialog).findByTestId('savings-requote');
      expect(requote.textContent).toContain(english('flow', 'yield.rateChanged'));
      await within(requote).findByTestId('apr-change');
      fireEvent.click(within(requote).getByRole('button', { name: 'Back' }));
      expect(amountInput(dialog).value).toBe('321.5');
      expect(ordersOf('1000001', '4001')).toHaveLength(before);
      return;
    }
    const message = await within(dialog).findByTestId('flow-error');
    const key = translationKeyForCode('earn', code).replace(/^errors:/, '');
    expect(message.textContent).toBe(english('errors', key, { code }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(amountInput(dialog).value).toBe('321.5');
    expect(ordersOf('1000001', '4001')).toHaveLength(before);
  });

  it('a refusal from check-available for the amount is shown in place, before paying', async () => {
    await loginAs('verified');
    const { dialog } = await openProduct('4001');
    await typeAmount(dialog, '100');
    simulator.setEndpointFault('check-available', { code: 600 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    expect((await within(dialog).findByTestId('flow-error')).textContent).toBe(english('errors', 'earn.maintenance'));
    expect(callsTo('pay-order')).toBe(0);
    expect(amountInput(dialog).value).toBe('100');
  });
});

describe('dates in the dialog', () => {
  /** The value of a term of a list of terms (the review's rows, the product's facts). */
  const termValue = (root: HTMLElement, label: string) =>
    within(root)
      .getAllByText(label, { selector: 'dt' })
      .map((dt) => dt.nextElementSibling?.textContent ?? '');

  it('the details say the interest start the review says, with its zone, after the clock passed the hour', async () => {
    await loginAs('verified');
    const { dialog } = await openProduct('4001');
    await within(dialog).findByText(english('savings', 'facts.title'));
    // The product's details were answered at opening; the next full hour passes before the user reviews.
    advanceSimulatedTime(HOUR);
    await typeAmount(dialog, '100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    const review = await within(dialog).findByTestId('savings-review-step', {}, { timeout: 5000 });
    const [reviewed] = termValue(review, english('savings', 'review.interestStart'));
    expect(reviewed).toMatch(/ UTC$/);
    await waitFor(() =>
      expect(termValue(dialog, english('savings', 'facts.interestStart'))).toContain(
        english('savings', 'facts.interestStartHour', { date: reviewed ?? '' }),
      ),
    );
  });
});

describe('eligibility', () => {
  it('asks a visitor to log in instead of calling the exchange', async () => {
    const requests: unknown[] = [];
    const stop = onLoginRequest((request) => requests.push(request));
    const { dialog } = await openProduct('4001');
    await typeAmount(dialog, '100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in to subscribe' }));
    stop();
    expect(requests).toEqual([{ redirectUrl: expect.stringContaining('/earn/savings/') as string }]);
    expect(callsTo('preview-order') + callsTo('pay-order')).toBe(0);
  });

  it('a visitor who logs in first is not told to enter an amount before typing one', async () => {
    const stop = onLoginRequest(() => undefined);
    const { dialog } = await openProduct('4001');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in to subscribe' }));
    stop();
    expect(dialog.textContent).not.toContain(english('flow', 'amount.required'));
    expect(amountInput(dialog).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('another product opened over the dialog starts afresh: nothing typed for the first carries over', async () => {
    await loginAs('verified');
    const { dialog, router } = await openProduct('6003');
    await typeAmount(dialog, '123');
    choosePayOut(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    await within(dialog).findByTestId('savings-review-step');
    await act(async () => {
      router.history.push('/earn/savings/?id=6002');
    });
    const next = await screen.findByRole('dialog', { name: /14 days/ }, { timeout: 5000 });
    const form = await within(next).findByTestId('subscribe-form');
    expect((within(form).getByLabelText(/^Amount \(/) as HTMLInputElement).value).toBe('');
    expect(next.textContent).not.toContain(english('flow', 'amount.required'));
  });

  it('shows the KYC prompt to an unverified user as the dialog opens, before anything is typed', async () => {
    await loginAs('unverified');
    await renderApp('/earn/savings/?id=6001');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const prompt = await within(dialog).findByTestId('kyc-prompt', {}, { timeout: 5000 });
    expect(prompt.textContent).toContain(english('flow', 'eligibility.kycBody', { required: 1, current: 0 }));
    expect(within(prompt).getByRole('link', { name: english('flow', 'eligibility.verify') })).toBeTruthy();
    expect(callsTo('preview-order') + callsTo('pay-order')).toBe(0);
  });

  it('refuses clearly when a tag blocks the account', async () => {
    await loginAs('blocked');
    simServer.use(
      http.post('*/x-api/s1/byfi/check-available', () =>
        HttpResponse.json({
          ret_code: 0,
          ret_msg: 'OK',
          result: {
            status_code: 200,
            eligibility: 5,
            required_kyc_level: 1,
            user_kyc_level: 1,
            is_vip_required: false,
            available_balance_e8: '0',
            max_subscribable_e8: '-1',
            min_subscribe_amount_e8: '100000000',
            reason_code: 334,
          },
          ext_code: '',
          ext_info: null,
          time_now: '1',
        }),
      ),
    );
    await renderApp('/earn/savings/?id=4001');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect((await within(dialog).findByTestId('blocked-refusal', {}, { timeout: 5000 })).textContent).toContain(
      english('flow', 'eligibility.blockedBody'),
    );
    expect(callsTo('pay-order')).toBe(0);
  });

  it('the blocked demo account meets the refusal on a principal-at-risk product, from the simulated exchange itself', async () => {
    await loginAs('blocked');
    await renderApp('/earn/pos/?id=103');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect((await within(dialog).findByTestId('blocked-refusal', {}, { timeout: 5000 })).textContent).toContain(
      english('flow', 'eligibility.blockedTitle'),
    );
    expect(callsTo('pay-order')).toBe(0);
  });

  it('a product forbidden in this market says so, not that it is in limited release', async () => {
    await loginAs('verified');
    const product = simulator.world.catalogue.products.find((p) => p.id === '6001');
    if (!product) throw new Error('no product 6001');
    Object.assign(product, { forbidden: true });
    await renderApp('/earn/savings/?id=6001');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect((await within(dialog).findByTestId('subscribe-gate', {}, { timeout: 5000 })).textContent).toBe(
      english('savings', 'gate.unavailable'),
    );
  });

  it('auto-savings cannot be switched on for a sold-out product, and the dialog says why', async () => {
    await loginAs('verified');
    await renderApp('/earn/savings/?id=4012');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const reason = await within(dialog).findByTestId('auto-savings-closed', {}, { timeout: 5000 });
    expect(reason.textContent).toBe(
      `${english('savings', 'autoSavings.closed')} ${english('savings', 'gate.soldOut')}`,
    );
    await waitFor(() => expect(within(dialog).getByRole('switch')).toHaveProperty('disabled', true));
    expect(within(dialog).getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('offers no subscription on a sold-out product', async () => {
    const app = await renderApp('/earn/savings/?id=4012');
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('subscribe-gate')).textContent).toBe(english('savings', 'gate.soldOut'));
    expect(within(dialog).queryByTestId('subscribe-form')).toBeNull();
    app.unmount();
  });
});

describe('auto-savings', () => {
  it('switches at once and rolls back with the reason when the exchange refuses', async () => {
    await loginAs('verified');
    const { dialog } = await openProduct('4001');
    const toggle = await within(dialog).findByRole('switch', { name: 'Auto-savings for USDT' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    // The refusal comes late enough that the switched state is seen first, even on a loaded machine.
    simulator.setEndpointFault('edit-auto-savings', { code: 600, latencyMs: 1000 });
    await act(async () => {
      fireEvent.click(toggle);
      await Promise.resolve();
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'), { timeout: 5000 });
    expect(dialog.textContent).toContain(english('errors', 'earn.maintenance'));
  });

  it('keeps the new state when the exchange accepts', async () => {
    await loginAs('verified');
    const { dialog } = await openProduct('4001');
    const toggle = await within(dialog).findByRole('switch', { name: 'Auto-savings for USDT' });
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(callsTo('edit-auto-savings')).toBe(1));
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(simulator.world.state.users['1000001']?.autoSavings).toContain(5);
  });
});
