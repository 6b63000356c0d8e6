// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageCache } from '@/api/api-clients';
import { simulator } from '@/sim/node/sim-server';
import { english, renderApp, withSimulatedExchange } from '../support/simulated-exchange';

withSimulatedExchange({
  namespaces: ['common', 'errors', 'flow', 'live', 'double-win', 'smart-leverage', 'structured', 'discount-buy'],
});

// The family lists drawn from live offers name their coins: drawn before the coin list, every card would
// re-wrap and move as the names arrived, so each waits for the list (or its failure) behind its skeleton.
describe.each([
  ['/earn/double-win/', 'double-win'],
  ['/earn/smart-leverage/', 'smart-leverage'],
  ['/earn/structured-products/', 'structured'],
  ['/earn/discount-buy/', 'discount-buy'],
])('%s', (url, ns) => {
  it('waits for the coin list before drawing its list', async () => {
    storageCache.clear();
    // Long enough that a slow machine still sees the skeleton well before the list arrives.
    simulator.setEndpointFault('get-coins', { latencyMs: 3000, once: true });
    await renderApp(url);
    expect(await screen.findByRole('status', { name: english('common', 'loading') }, { timeout: 2500 })).toBeTruthy();
    expect(screen.queryByText(english(ns, 'intro'))).toBeNull();
    expect(await screen.findByText(english(ns, 'intro'), {}, { timeout: 10_000 })).toBeTruthy();
  }, 20_000);

  it('without a coin list says so, draws the list, and names nothing by its number', async () => {
    storageCache.clear();
    simulator.setEndpointFault('get-coins', { malformed: true });
    await renderApp(url);
    expect((await screen.findByTestId('coins-unavailable', {}, { timeout: 5000 })).textContent).toContain(
      english('errors', 'coinsUnavailable'),
    );
    expect(screen.getByText(english(ns, 'intro'))).toBeTruthy();
    expect(document.querySelector('main')?.textContent).not.toMatch(/#\d+/);
  });
});
