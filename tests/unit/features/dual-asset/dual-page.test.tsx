// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DualDirection, GrayStage } from '@/api/earn/earn-enums';
import { creditedAmount, dualOutcomes } from '@/products/dual/payoff';
import { Decimal } from '@/lib/decimal';
import { formatAmount } from '@/lib/format-number';
import { advanceSimulatedTime, simulator } from '@/sim/node/sim-server';
import { storageCache } from '@/api/api-clients';
import { callsTo, english, loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'dual', 'flow', 'live', 'wealth'] });

const t = (key: string, values: Record<string, string | number> = {}) => english('dual', key, values);
const flow = (key: string, values: Record<string, string | number> = {}) => english('flow', key, values);
const wealth = (key: string, values: Record<string, string | number> = {}) => english('wealth', key, values);
const money = (value: Decimal) => formatAmount(value.toFixed(), { locale: 'en', precision: 8 });

async function openLadder(url: string) {
  const app = await renderApp(url);
  const region = await screen.findByRole('region', { name: /^Quotes for / });
  return { app, table: within(region).getByRole('table') };
}

describe('dual asset page', () => {
  it('shows the ladder as a table: terms as row headers, targets with their distance as column headers', async () => {
    const { table } = await openLadder('/earn/dual-asset-mining/?coin=BTC&direction=sell-high');
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent ?? '');
    expect(rows.map((r) => r.replace(/Settles.*/, ''))).toEqual(['8 hours', '1 day', '3 days', '12 days']);
    expect(rows.every((r) => /Settles .* UTC$/.test(r))).toBe(true);
    // 1-day and longer terms settle at 08:00 UTC.
    expect(rows.slice(1).every((r) => r.includes('08:00 UTC'))).toBe(true);
    const heads = within(table)
      .getAllByRole('columnheader')
      .slice(1)
      .map((th) => th.textContent ?? '');
    expect(heads).toHaveLength(5);
    expect(heads.every((h) => /up \d+\.\d\d%$/.test(h))).toBe(true);
    expect(within(table).getAllByRole('button', { name: /^Subscribe: / })).toHaveLength(20);
  });

  it('waits for the coin list before showing the pairs, so names never arrive late and re-wrap them', async () => {
    storageCache.clear();
    simulator.setEndpointFault('get-coins', { latencyMs: 1500, once: true });
    await renderApp('/earn/dual-asset-mining/');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(document.querySelector('[data-testid^="dual-pair-"]')).toBeNull();
    expect(screen.getByRole('status', { name: english('common', 'loading') })).toBeTruthy();
    const chip = await screen.findByTestId('dual-pair-BTC-USDT', {}, { timeout: 4000 });
    expect(chip.closest('label')?.textContent).toBe('BTC/USDT');
  });

  it('without a coin list says so and names nothing by its number', async () => {
    storageCache.clear();
    simulator.setEndpointFault('get-coins', { malformed: true });
    await renderApp('/earn/dual-asset-mining/');
    expect((await screen.findByTestId('coins-unavailable', {}, { timeout: 8000 })).textContent).toContain(
      english('errors', 'coinsUnavailable'),
    );
    await screen.findByRole('region', { name: /^Quotes for / });
    expect(document.querySelector('main')?.textContent).not.toMatch(/#\d+/);
  }, 15_000);

  it('drops a hostile search and says when a product is unknown', async () => {
    await openLadder('/earn/dual-asset-mining/?coin=%3Cimg%3E&id=424242');
    expect(await screen.findByText(t('notice.unknownProduct'))).toBeTruthy();
  });

  it('shows both outcomes with exact amounts, then previews and places the order the user saw', async () => {
    await loginAs('verified');
    const { table } = await openLadder('/earn/dual-asset-mining/?coin=ETH&direction=buy-low');
    const cell = within(table).getAllByRole('button', { name: /^Subscribe: 1 day/ })[1];
    if (!cell) throw new Error('no cell');
    fireEvent.click(cell);
    // The first dialog of the file loads its code (the order flow, the renewal choice) on a busy machine.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 4000 });
    const target = new Decimal(
      (within(dialog).getByTestId('dual-target').textContent ?? '').split('\u00a0USDT')[0]?.replace(/,/g, '') ?? '0',
    );
    const apr = new Decimal((within(dialog).getByTestId('dual-apr').textContent ?? '').replace('%', '')).div(100);
    fireEvent.change(within(dialog).getByRole('textbox', { name: flow('subscribe.amount', { coin: 'USDT' }) }), {
      target: { value: '1234.5' },
    });
    const expected = dualOutcomes({
      direction: DualDirection.BuyLow,
      amount: '1234.5',
      target,
      apr,
      termSeconds: 86_400,
    });
    if (!expected.reached) throw new Error('no reached outcome');
    const outcomes = within(dialog).getByTestId('dual-outcomes');
    expect(outcomes.querySelector('[data-outcome=reached]')?.textContent).toContain(
      `You get ${money(creditedAmount(expected.reached.amount))}\u00a0ETH`,
    );
    expect(outcomes.querySelector('[data-outcome=missed]')?.textContent).toContain(
      `You get ${money(creditedAmount(expected.missed.amount))}\u00a0USDT`,
    );
    expect(within(dialog).getByRole('img', { name: /What you get back when buying ETH low with USDT/ })).toBeTruthy();

    // Not without a choice of what happens at settlement (nothing is preselected), nor without the acknowledgement.
    const choice = within(dialog).getByTestId('renewal-choice');
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false, false]);
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    expect((await within(choice).findByRole('alert')).textContent).toBe(wealth('renewal.dualRequired'));
    expect(callsTo('preview-order')).toBe(0);
    fireEvent.click(within(choice).getByRole('radio', { name: wealth('renewal.dualBasic') }));
    // The lowest APR it renews at is stated: the quote's APR with no tolerance.
    expect(within(choice).getByTestId('renewal-floor').textContent).toBe(
      wealth('renewal.floor', { apr: within(dialog).getByTestId('dual-apr').textContent ?? '' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    expect(await within(dialog).findByText(t('subscribe.ackRequired'))).toBeTruthy();
    expect(callsTo('preview-order')).toBe(0);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    const review = await within(dialog).findByTestId('dual-review-step');
    expect(within(review).getByTestId('review-renewal').textContent).toContain(
      wealth('renewal.reviewBasic', { apr: within(review).getByTestId('dual-apr').textContent ?? '' }),
    );
    // The exchange's preview says the same as the page did.
    const reviewOutcomes = within(review).getByTestId('dual-review-outcomes');
    expect(reviewOutcomes.querySelector('[data-outcome=reached]')?.textContent).toContain(
      money(creditedAmount(expected.reached.amount)),
    );
    expect(reviewOutcomes.querySelector('[data-outcome=missed]')?.textContent).toContain(
      money(creditedAmount(expected.missed.amount)),
    );
    fireEvent.click(within(review).getByRole('button', { name: flow('review.confirm') }));
    fireEvent.click(within(review).getByRole('button', { name: flow('review.confirm') }));
    await within(dialog).findByTestId('dual-success');
    expect(callsTo('pay-order')).toBe(1);
    expect(simulator.world.state.orders.at(-1)).toMatchObject({
      autoReinvest: true,
      dualRenewal: { mode: 1 },
      renewalTolerance: '0',
    });
  });

  it('a review of a later quote than the cell picked says so, target and APR old against new', async () => {
    await loginAs('verified');
    const { app, table } = await openLadder('/earn/dual-asset-mining/?coin=ETH&direction=buy-low');
    const cell = within(table).getAllByRole('button', { name: /^Subscribe: 1 day/ })[1];
    if (!cell) throw new Error('no cell');
    fireEvent.click(cell);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 4000 });
    const pickedTarget = within(dialog).getByTestId('dual-target').textContent ?? '';
    // The quotes move on (a later window, the index walked) before the user presses Continue.
    advanceSimulatedTime(20 * 60_000);
    await act(async () => {
      await app.queryClient.refetchQueries({ type: 'active' });
    });
    await waitFor(() => expect(within(dialog).getByTestId('dual-target').textContent).not.toBe(pickedTarget));
    fireEvent.change(within(dialog).getByRole('textbox', { name: flow('subscribe.amount', { coin: 'USDT' }) }), {
      target: { value: '500' },
    });
    fireEvent.click(
      within(within(dialog).getByTestId('renewal-choice')).getByRole('radio', { name: wealth('renewal.dualBasic') }),
    );
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    const review = await within(dialog).findByTestId('dual-review-step', {}, { timeout: 5000 });
    const change = within(review).getByTestId('picked-quote-change');
    expect(change.textContent).toContain(flow('requote.sincePicked'));
    expect(change.textContent).toContain(pickedTarget.split(' (')[0]);
    expect(within(change).getByTestId('dual-requote-target').textContent).toBe(
      within(review).getByTestId('dual-target').textContent,
    );
  });

  it('a visitor is asked to log in instead of reviewing', async () => {
    const { table } = await openLadder('/earn/dual-asset-mining/?coin=SOL');
    fireEvent.click(within(table).getAllByRole('button', { name: /^Subscribe: / })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: flow('subscribe.login') })).toBeTruthy());
    expect(within(dialog).getByText(flow('subscribe.loginForBalance'))).toBeTruthy();
  });

  it('a quote that expired before confirming (341) is replaced by the new one, said as expired, and nothing is placed until confirmed again', async () => {
    await loginAs('verified');
    const { table } = await openLadder('/earn/dual-asset-mining/?coin=BTC&direction=buy-low');
    fireEvent.click(within(table).getAllByRole('button', { name: /^Subscribe: 3 days/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: flow('subscribe.amount', { coin: 'USDT' }) }), {
      target: { value: '500' },
    });
    fireEvent.click(within(dialog).getByTestId('renewal-pay-out'));
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    const review = await within(dialog).findByTestId('dual-review-step');
    const oldTarget = within(review).getByTestId('dual-target').textContent ?? '';
    // The quote runs out while the user reads (quotes live two 30-second windows); the price has moved by then.
    advanceSimulatedTime(6 * 60 * 60_000);
    fireEvent.click(within(review).getByRole('button', { name: flow('review.confirm') }));
    const requote = await within(dialog).findByTestId('dual-requote');
    expect(requote.textContent).toContain(flow('requote.expired'));
    const newTarget = await within(requote).findByTestId('dual-requote-target');
    expect(oldTarget.startsWith(newTarget.textContent ?? '')).toBe(false);
    expect(within(requote).getByTestId('dual-requote-outcomes').textContent).toMatch(/You get [\d,.]+\u00a0BTC/);
    expect(callsTo('pay-order')).toBe(1);
    fireEvent.click(within(requote).getByRole('button', { name: flow('requote.accept') }));
    const again = await within(dialog).findByTestId('dual-review-step');
    expect(callsTo('pay-order')).toBe(1);
    expect(within(again).getByTestId('dual-target').textContent).toContain(newTarget.textContent ?? '');
    fireEvent.click(within(again).getByRole('button', { name: flow('review.confirm') }));
    await within(dialog).findByTestId('dual-success');
    expect(callsTo('pay-order')).toBe(2);
  });

  describe('gray release (spec §5): one rule with every family page', () => {
    /** The DOGE pilot pair behind an Internal-stage scene for the insider, and the BTC/USDC pair forbidden here. */
    function pilotAndForbidden() {
      const scene = simulator.world.state.scenes.find((s) => s.scene === 'earn_dual_doge');
      if (!scene) throw new Error('no DOGE scene');
      Object.assign(scene, { stage: GrayStage.Internal, userIds: ['1000006'] });
      const btcUsdc = simulator.world.catalogue.products.find((p) => p.id === '2007');
      if (!btcUsdc) throw new Error('no BTC/USDC product');
      Object.assign(btcUsdc, { forbidden: true });
    }

    it('a visitor is offered neither the pilot pair nor the forbidden one', async () => {
      pilotAndForbidden();
      await openLadder('/earn/dual-asset-mining/?id=2009');
      expect(await screen.findByText(t('notice.unknownProduct'))).toBeTruthy();
      expect(screen.queryByTestId('dual-pair-DOGE-USDT')).toBeNull();
      expect(screen.queryByTestId('dual-pair-BTC-USDC')).toBeNull();
      expect(screen.getByTestId('dual-pair-BTC-USDT')).toBeTruthy();
    });

    it('a whitelisted insider gets the pilot pair, straight from a link to it; the forbidden one stays hidden', async () => {
      pilotAndForbidden();
      await loginAs('insider');
      const { table } = await openLadder('/earn/dual-asset-mining/?id=2009');
      expect((screen.getByTestId('dual-pair-DOGE-USDT') as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByText(t('notice.unknownProduct'))).toBeNull();
      expect(within(table).getAllByRole('button', { name: /^Subscribe: 2 days/ }).length).toBeGreaterThan(0);
      expect(screen.queryByTestId('dual-pair-BTC-USDC')).toBeNull();
    });
  });
});
