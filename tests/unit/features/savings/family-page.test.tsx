// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { english, loginAs, renderApp, withSimulatedExchange } from './support/test-app';

withSimulatedExchange();

/** Product ids of the rows on screen, in order. */
function listedIds(): string[] {
  return [...document.querySelectorAll('article[data-product-id]')].map(
    (el) => el.getAttribute('data-product-id') ?? '',
  );
}

async function waitForList() {
  await screen.findByText(/^Products found: \d+/, {}, { timeout: 5000 });
}

describe('family pages', () => {
  it('savings lists flexible and fixed; type narrows to one', async () => {
    const first = await renderApp('/earn/savings/');
    await waitForList();
    const all = listedIds();
    expect(all).toContain('4001');
    expect(all).toContain('6001');
    // Forbidden in this market: not listed.
    expect(all).not.toContain('6015');
    first.unmount();
    const fixed = await renderApp('/earn/savings/?type=fixed');
    await waitFor(() => expect(listedIds().every((id) => id.startsWith('6'))).toBe(true));
    fixed.unmount();
  });

  it('searches by coin case-insensitively and sorts by APR', async () => {
    const { router } = await renderApp('/earn/pos/?sort=apr-desc');
    await waitForList();
    expect(listedIds()[0]).toBe('8004'); // ATOM 14 %
    fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'so' } });
    await waitFor(() => expect(listedIds()).toEqual(['8002']));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'so', sort: 'apr-desc' }), {
      timeout: 2000,
    });
  });

  it('shows an empty state for a search with no match, and clears it', async () => {
    await renderApp('/earn/flexible-staking/?q=zzz');
    expect(await screen.findByText(english('savings', 'list.emptyTitle'), {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: english('savings', 'list.clear') }));
    await waitFor(() => expect(listedIds().length).toBeGreaterThan(5));
  });

  it.each([
    ['/earn/savings/?type=bonds', 'notice.invalidType'],
    ['/earn/savings/?id=not-a-number', 'notice.productNotFound'],
    ['/earn/savings/?id=999999', 'notice.productNotFound'],
    ['/earn/wealth-management/?id=4001', 'notice.productNotFound'],
  ])('%s shows the family list with a notice, never a crash', async (url, key) => {
    await renderApp(url);
    expect(await screen.findByText(english('savings', key), {}, { timeout: 5000 })).toBeTruthy();
    await waitForList();
    expect(listedIds().length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gray release: a stage-2 product is offered to user ids ending in an odd digit only', async () => {
    await loginAs('unverified');
    const hidden = await renderApp('/earn/wealth-management/');
    await waitForList();
    expect(listedIds()).not.toContain('9003');
    hidden.unmount();
    await loginAs('verified');
    await renderApp('/earn/wealth-management/');
    await waitFor(() => expect(listedIds()).toContain('9003'));
  });

  it('a list row opens the product in a dialog and closing it clears `id`', async () => {
    const { router } = await renderApp('/earn/savings/?type=fixed');
    await waitForList();
    const row = document.querySelector('article[data-product-id="6002"]') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Subscribe to USDT/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(router.state.location.search).toMatchObject({ id: '6002' });
    expect(await within(dialog).findByText(english('savings', 'facts.title'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('id'));
  });

  it('the detail states term, T+1, payout, redemption, limits and quota', async () => {
    await renderApp('/earn/savings/?id=6003');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await within(dialog).findByText(english('savings', 'facts.title'));
    const text = dialog.textContent ?? '';
    expect(text).toContain('30 days');
    expect(text).toMatch(/T\+1, from /);
    expect(text).toContain(english('savings', 'facts.redeemEarly', { apr: '1%' }));
    expect(text).toContain(english('savings', 'facts.limitsMinMax', { min: '10\u00a0USDT', max: '200,000\u00a0USDT' }));
    expect(text).toMatch(/[\d,]+\u00a0USDT left of 2,000,000\u00a0USDT/);
    expect(text).toContain(english('savings', 'tiers.above', { from: '10,000' }));
  });

  it('words follow the product: a fixed rate is not called flexible, one rate has no tier table, VIP is said once', async () => {
    await loginAs('vip');
    const fixed = await renderApp('/earn/savings/?id=6002');
    let dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await within(dialog).findByText(english('savings', 'facts.title'));
    expect(dialog.textContent).toContain(english('savings', 'estimate.noteFixed'));
    expect(dialog.textContent).not.toContain(english('savings', 'estimate.note'));
    expect(within(dialog).queryByText(english('savings', 'tiers.title'))).toBeNull();
    expect(dialog.textContent).not.toContain(english('savings', 'tiers.above', { from: '0' }));
    fixed.unmount();
    await renderApp('/earn/savings/?id=4015');
    dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await within(dialog).findByText(english('savings', 'facts.title'));
    expect(dialog.textContent).toContain(english('savings', 'estimate.note'));
    expect(within(dialog).getByText(english('savings', 'tiers.title'))).toBeTruthy();
    expect(within(dialog).getAllByText(english('savings', 'vip'), { exact: true })).toHaveLength(1);
  });

  it('an on-chain product states its risks and asks to acknowledge them before continuing', async () => {
    await loginAs('verified');
    await renderApp('/earn/pos/?id=8002');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const form = await within(dialog).findByTestId('subscribe-form');
    expect(dialog.textContent).toContain(english('savings', 'risk.onchainChain', { chain: 'Solana' }));
    fireEvent.change(within(form).getByLabelText(/^Amount \(/), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Review order' }));
    expect(within(form).getByText(english('savings', 'risk.acknowledgeRequired'))).toBeTruthy();
    fireEvent.click(within(form).getByLabelText(english('savings', 'risk.acknowledge')));
    fireEvent.click(within(form).getByRole('button', { name: 'Review order' }));
    expect(await within(dialog).findByTestId('savings-review-step')).toBeTruthy();
  });
});
