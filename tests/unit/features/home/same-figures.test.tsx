// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { english, loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({
  namespaces: ['common', 'errors', 'account', 'home', 'wallet', 'orders', 'export', 'flow'],
  beforeEach: () => sessionStorage.clear(),
});

const amountOf = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));

describe('one figure, one name, on home and in the wallet', () => {
  it('the all-time profit and loss reads the same label, value and explanation in both places', async () => {
    await loginAs('verified');
    const name = english('products', 'valuation.allTimePnl');
    const note = english('products', 'valuation.allTimePnlNote');

    await renderApp('/earn/home/');
    const summary = await screen.findByRole('region', { name: english('home', 'summary.title') }, { timeout: 5000 });
    await waitFor(() => expect(within(summary).getAllByText(/USDT$/).length).toBe(4));
    const onHome = within(summary).getByText(name).nextElementSibling?.textContent;
    expect(within(summary).getByText(note)).toBeTruthy();
    cleanup();

    await renderApp('/earn/wallet/');
    const inWallet = await screen.findByTestId('all-time-pnl', {}, { timeout: 5000 });
    const card = inWallet.closest('section') as HTMLElement;
    expect(within(card).getByRole('heading').textContent).toBe(name);
    expect(within(card).getByText(note)).toBeTruthy();
    // The demo's converted dual order lost more than everything else earned: the same negative figure.
    expect(amountOf(onHome)).toBe(amountOf(inWallet.textContent));
    expect(amountOf(onHome)).not.toBe(0);
  });

  it("a launchpool stake and a pool position carry their pages' name for their APR in the wallet", async () => {
    await loginAs('verified');
    await renderApp('/earn/wallet/');
    await screen.findAllByTestId('position', {}, { timeout: 5000 });
    const estimated = english('products', 'valuation.estimatedApr');
    const labelled = screen
      .getAllByTestId('position')
      .filter((card) => [...card.querySelectorAll('dt')].some((dt) => dt.textContent === estimated));
    // The KST stake and the ETH-USDT pool position; savings keep the wallet's "APR".
    expect(labelled.map((card) => card.querySelector('h4')?.textContent)).toHaveLength(2);
    for (const card of labelled) {
      const value = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === estimated)?.nextElementSibling
        ?.textContent;
      expect(value).toMatch(/^\d+(\.\d+)?%$/);
    }
  });
});
