// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { advanceSimulatedTime, simServer, simulator } from '@/sim/node/sim-server';
import { loseAnswers } from '../../support/lost-answers';
import { english } from '../../support/simulated-exchange';
import { loginAs, renderApp, walletShown, withSimulatedExchange } from './support/test-app';

withSimulatedExchange();

function positionCard(name: string): HTMLElement {
  const card = screen.getAllByTestId('position').find((el) => el.querySelector('h4')?.textContent === name);
  if (!card) throw new Error(`no position ${name}`);
  return card;
}

function amountOf(text: string | null | undefined): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

async function openWallet(username = 'verified') {
  await loginAs(username);
  const app = await renderApp('/earn/wallet/');
  await screen.findAllByTestId('position');
  await walletShown();
  return app;
}

function confirmOrderBodies(): Promise<unknown>[] {
  const bodies: Promise<unknown>[] = [];
  simServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/confirm-order')) bodies.push(request.clone().json());
  });
  return bodies;
}

describe('wallet totals', () => {
  it('counts earn assets into the total, next to the wallets', async () => {
    await openWallet();
    const total = amountOf(screen.getByTestId('total-assets').textContent);
    const earn = amountOf(screen.getByTestId('earn-assets').textContent);
    expect(earn).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(earn);
    expect(screen.getByTestId('total-assets').textContent).toContain('USDT');
    expect(screen.getByText(/^Earn .* \+ wallets .* USDT$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Earn assets by product' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Earn assets by coin' })).toBeTruthy();
    for (const wallet of ['Funding', 'Spot', 'Unified trading'])
      expect(screen.getByRole('heading', { name: wallet })).toBeTruthy();
    expect(screen.getByTestId('pnl-yesterday').textContent).toMatch(/USDT/);
  });
});

describe('positions whose principal is at risk', () => {
  it('count at what their card estimates today, not at principal, and the totals say so', async () => {
    await openWallet();
    // The demo's double-win: 200 USDT in, worth about 51 USDT today (inside its range, two days left).
    const card = positionCard('BTC-USDT Double-Win 3D');
    expect(within(card).getByTestId('position-principal').textContent).toBe('200\u00a0USDT');
    const estimate = amountOf(within(card).getByTestId('double-win-position-estimate').textContent);
    expect(estimate).toBeLessThan(200);
    const table = screen.getByRole('heading', { name: 'Earn assets by product' }).closest('section');
    const row = within(table as HTMLElement)
      .getByRole('rowheader', { name: /^Double-win/ })
      .closest('tr');
    const value = amountOf(row?.querySelectorAll('td')[0]?.textContent);
    // Whole cents of the quote coin: within a cent of the card's estimate.
    expect(Math.abs(value - estimate)).toBeLessThanOrEqual(0.01);
    expect(screen.getByTestId('earn-assets-estimated').textContent).toBe(
      english('wallet', 'summary.estimated', { families: 'Double-win' }),
    );
  });
});

describe('redeem', () => {
  it('redeems part of a flexible position after stating the rule, once, and refreshes the balances', async () => {
    await openWallet();
    const bodies = confirmOrderBodies();
    const fundingBefore = amountOf(screen.getByTestId('balance-6-USDT').textContent);
    fireEvent.click(within(positionCard('USDT Flexible Savings')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT Flexible Savings' });
    expect(within(dialog).getByTestId('redemption-rule').textContent).toMatch(/at once/);
    fireEvent.change(within(dialog).getByLabelText('Amount (USDT)'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = await within(dialog).findByTestId('action-review');
    expect(review.textContent).toContain('100\u00a0USDT');
    expect(review.textContent).toContain('At once');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm redemption' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await within(dialog).findByText(/Redemption complete/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(within(positionCard('USDT Flexible Savings')).getByTestId('position-principal').textContent).toBe(
        '2,400\u00a0USDT',
      ),
    );
    await waitFor(() =>
      expect(amountOf(screen.getByTestId('balance-6-USDT').textContent)).toBeCloseTo(fundingBefore + 100, 6),
    );
    expect(bodies).toHaveLength(1);
    expect(await bodies[0]).toMatchObject({ action: 1, amount_e8: '10000000000', client_order_id: expect.any(String) });
  });

  it('checks the amount before sending anything', async () => {
    await openWallet();
    const bodies = confirmOrderBodies();
    fireEvent.click(within(positionCard('BTC Flexible Savings')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Amount (BTC)');
    const review = within(dialog).getByRole('button', { name: 'Review' });
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(review);
    expect(within(dialog).getByRole('alert').textContent).toBe('That is more than this position holds.');
    fireEvent.change(input, { target: { value: '0.1.2' } });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/Enter a number/);
    fireEvent.change(input, { target: { value: '0.000000001' } });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/at most 6 decimal places/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use the maximum amount of BTC' }));
    expect((input as HTMLInputElement).value).toBe('0.2');
    expect(bodies).toHaveLength(0);
  });

  it('after a lost answer, Try again sends the same client order id: one redemption', async () => {
    await openWallet();
    const bodies = confirmOrderBodies();
    const before = simulator.world.state.orders.filter((o) => o.kind !== 'subscribe').length;
    fireEvent.click(within(positionCard('USDT Flexible Savings')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount (USDT)'), { target: { value: '250.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    await within(dialog).findByTestId('action-review');
    // The answer and the look-up's fetch of it are both lost: still processing, until Try again.
    loseAnswers('confirm-order', { count: 2 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).not.toMatch(/ret_code|<html/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByText(/Redemption complete/);
    const sent = (await Promise.all(bodies)) as { client_order_id: string; amount_e8: string }[];
    expect(new Set(sent.map((b) => b.client_order_id)).size).toBe(1);
    expect(sent.every((b) => b.amount_e8 === '25050000000')).toBe(true);
    expect(simulator.world.state.orders.filter((o) => o.kind !== 'subscribe')).toHaveLength(before + 1);
  });

  it('shows a refusal in place, keeps the amount, and confirms again as a new intent', async () => {
    await openWallet();
    const bodies = confirmOrderBodies();
    simulator.setEndpointFault('confirm-order', { code: 600, once: true });
    fireEvent.click(within(positionCard('USDT Flexible Savings')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount (USDT)'), { target: { value: '1,250.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    await within(dialog).findByTestId('action-review');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).not.toMatch(/ret_code|600/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect((within(dialog).getByLabelText('Amount (USDT)') as HTMLInputElement).value).toBe('1,250.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    await within(dialog).findByTestId('action-review');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    await within(dialog).findByText(/Redemption complete/);
    const [first, second] = (await Promise.all(bodies)) as { client_order_id: string; amount_e8: string }[];
    expect(second?.client_order_id).not.toBe(first?.client_order_id);
    expect(second?.amount_e8).toBe('125050000000');
  });

  it('an early close refused because the value moved goes back to the form and closes at the fresh estimate', async () => {
    await openWallet();
    const bodies = confirmOrderBodies();
    const card = () =>
      screen.getAllByTestId('position').find((el) => within(el).queryByRole('button', { name: 'Close early' }))!;
    const estimate = () => within(card()).getByTestId('double-win-position-estimate').textContent;
    const before = estimate();
    fireEvent.click(within(card()).getByRole('button', { name: 'Close early' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const floor = (await within(dialog).findByTestId('min-return')).textContent;
    // The price moves while the review is open, and the exchange refuses the close below the floor.
    advanceSimulatedTime(6 * 60 * 60 * 1000);
    simulator.setEndpointFault('confirm-order', { code: 340, once: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm early close' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The price or rate has changed');
    // Back in the form, with the positions fetched again: the next review starts from the current value.
    await waitFor(() => expect(estimate()).not.toBe(before));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(within(dialog).getByTestId('min-return').textContent).not.toBe(floor));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm early close' }));
    await within(dialog).findByText(/Position closed/);
    const [first, second] = (await Promise.all(bodies)) as { min_return_e8: string }[];
    expect(second?.min_return_e8).not.toBe(first?.min_return_e8);
  });

  it('states the reduced APR before an early redemption of a fixed-term position', async () => {
    await openWallet();
    fireEvent.click(within(positionCard('USDT 30D Fixed')).getByRole('button', { name: 'Redeem early' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Amount/)).toBeNull();
    expect(within(dialog).getByTestId('redemption-rule').textContent).toMatch(/1% APR instead of 8.5%/);
  });

  it('a review says "You receive" once, with every coin that comes back (an early redemption answered without its breakdown)', async () => {
    const none = '-62135596800';
    simServer.use(
      http.post('*/x-api/s1/byfi/preview-order', () =>
        HttpResponse.json({
          ret_code: 0,
          ret_msg: 'OK',
          result: {
            status_code: 200,
            amount_e8: '500000000000',
            return_coin: 5,
            apy_e8: '1000000',
            estimated_yield_e8: '157895785',
            daily_yield_e8: '0',
            fee_e8: '0',
            interest_start_at: none,
            interest_end_at: none,
            payout_at: none,
            quote_expire_at: none,
            returns: [
              { coin: 5, amount_e8: '500000000000' },
              { coin: 5, amount_e8: '157895785' },
            ],
            estimated_arrival_at: none,
          },
          ext_code: '',
          ext_info: null,
          time_now: '1',
        }),
      ),
    );
    await openWallet();
    fireEvent.click(within(positionCard('USDT 30D Fixed')).getByRole('button', { name: 'Redeem early' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    const review = await within(dialog).findByTestId('action-review');
    expect(within(review).getAllByText('You receive', { exact: true })).toHaveLength(1);
    expect(within(review).getByTestId('you-receive').textContent).toBe('5,000\u00a0USDT + 1.57895785\u00a0USDT');
  });

  it('states the processing time before an unstake', async () => {
    await openWallet();
    fireEvent.click(within(positionCard('SOL On-chain Staking')).getByRole('button', { name: 'Unstake' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('redemption-rule').textContent).toMatch(/within 48 hours/);
  });
});

describe('claim, reinvest, auto-savings', () => {
  it('claims the yield of a staking position into the wallet', async () => {
    await openWallet();
    const before = amountOf(screen.getByTestId('balance-6-SOL').textContent);
    const claimable = amountOf(
      within(positionCard('SOL On-chain Staking')).getByTestId('position-claimable').textContent,
    );
    fireEvent.click(within(positionCard('SOL On-chain Staking')).getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm claim' }));
    await within(dialog).findByText(/Yield claimed/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(within(positionCard('SOL On-chain Staking')).queryByTestId('position-claimable')).toBeNull(),
    );
    await waitFor(() =>
      expect(amountOf(screen.getByTestId('balance-6-SOL').textContent)).toBeCloseTo(before + claimable, 7),
    );
  });

  it('reinvests liquidity fees into the pool', async () => {
    await openWallet();
    const card = positionCard('ETH-USDT Pool');
    fireEvent.click(within(card).getByRole('button', { name: 'Reinvest' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm reinvestment' }));
    await within(dialog).findByText(/Fees reinvested/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(within(positionCard('ETH-USDT Pool')).queryByRole('button', { name: 'Reinvest' })).toBeNull(),
    );
  });

  it('turns auto-savings on for a coin after explaining it', async () => {
    await openWallet();
    const toggle = within(positionCard('USDT Flexible Savings')).getByRole('switch', { name: 'Auto-savings for USDT' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on auto-savings for USDT' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(
        within(positionCard('USDT Flexible Savings'))
          .getByRole('switch', { name: 'Auto-savings for USDT' })
          .getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });
});

describe('wallet records', () => {
  it('filters by type and pages through the results', async () => {
    const { router } = await openWallet();
    const table = await screen.findByTestId('wallet-records');
    expect(within(table).getAllByRole('row').length).toBe(11);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'interest' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ rtype: 'interest' }));
    await waitFor(() => {
      const types = within(screen.getByTestId('wallet-records'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.children[1]?.textContent);
      expect(new Set(types)).toEqual(new Set(['Interest']));
    });
    const pageText = screen.getByText(/^Page 1 of \d+$/);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(/^Page 2 of \d+$/)).toBeTruthy());
    expect(pageText.textContent).toMatch(/Page/);
    expect(router.state.location.search).toMatchObject({ rtype: 'interest', rpage: 2 });
  });

  it('shows the empty state for a range with no records', async () => {
    await openWallet();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2001-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2001-01-02' } });
    expect(await screen.findByText('No records match these filters.')).toBeTruthy();
  });
});
