import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageCache } from '@/api/api-clients';
import { simulator } from '@/sim/node/sim-server';
import { english, renderApp, withSimulatedExchange } from '../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'flow', 'live', 'double-win', 'smart-leverage', 'structured', 'discount-buy'] });

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
    simulator.setEndpointFault('get-coins', { latencyMs: 1500, once: true });
    await renderApp(url);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText(english(ns, 'intro'))).toBeNull();
    expect(screen.getByRole('status', { name: english('common', 'loading') })).toBeTruthy();
    expect(await screen.findByText(english(ns, 'intro'), {}, { timeout: 4000 })).toBeTruthy();
  });

  it('without a coin list says so, draws the list, and names nothing by its number', async () => {
    storageCache.clear();
    simulator.setEndpointFault('get-coins', { malformed: true });
    await renderApp(url);
    expect((await screen.findByTestId('coins-unavailable', {}, { timeout: 5000 })).textContent).toContain(english('errors', 'coinsUnavailable'));
    expect(screen.getByText(english(ns, 'intro'))).toBeTruthy();
    expect(document.querySelector('main')?.textContent).not.toMatch(/#\d+/);
  });
});
