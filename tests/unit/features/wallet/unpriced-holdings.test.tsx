// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The EU edition (USDC-quoted), chosen as the dev server does, before the edition module reads it.
vi.hoisted(() => window.sessionStorage.setItem('earn.dev.edition', 'eu'));

const { edition } = await import('@/edition/current-edition');
const { english, loginAs, renderApp, withSimulatedExchange } = await import('../../support/simulated-exchange');

withSimulatedExchange({ namespaces: ['common', 'errors', 'account', 'wallet', 'orders', 'export', 'flow'] });

describe('holdings with no price in the quote coin (EU edition, USDC)', () => {
  it('read "No price", never 0.00 USDC, and the totals name what they leave out', async () => {
    expect(edition.quoteCoin).toBe('USDC');
    await loginAs('verified');
    await renderApp('/earn/wallet/');
    const noPrice = english('products', 'valuation.noPrice');
    const leftOut = english('products', 'valuation.unpriced', { coins: 'BIT and KST', coin: 'USDC' });
    await waitFor(() => expect(screen.getByTestId('total-assets-unpriced').textContent).toBe(leftOut), {
      timeout: 5000,
    });
    expect(screen.getByTestId('earn-assets-unpriced').textContent).toBe(
      english('products', 'valuation.unpriced', { coins: 'KST', coin: 'USDC' }),
    );
    // The KST stake's row of the by-coin table, and BIT in a wallet.
    const byCoin = screen.getByRole('table', { name: english('wallet', 'summary.byCoin') });
    const kst = within(byCoin).getByRole('rowheader', { name: 'KST' }).closest('tr') as HTMLElement;
    expect(within(kst).getByText(noPrice)).toBeTruthy();
    await waitFor(
      () => expect(document.querySelector('[data-testid$="-BIT"][data-testid^="value-"]')?.textContent).toBe(noPrice),
      { timeout: 5000 },
    );
    expect(document.body.textContent).not.toMatch(/BIT[^A-Z]*0\.00\sUSDC/);
  });
});
