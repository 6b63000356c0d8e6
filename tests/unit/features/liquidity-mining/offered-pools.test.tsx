// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simulator } from '@/sim/node/sim-server';
import { loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'liquidity', 'flow', 'live'] });

function listedPools(): string[] {
  return [...document.querySelectorAll('[data-testid="pool-row"]')].map((row) => row.getAttribute('data-pool') ?? '');
}

/** The ETH pool forbidden in this market (the KST pool is behind a stage-2 rollout scene). */
function forbidEthPool() {
  const eth = simulator.world.catalogue.products.find((p) => p.id === '5002');
  if (!eth) throw new Error('no ETH pool');
  Object.assign(eth, { forbidden: true });
}

describe('liquidity pools offered (gray release, spec §5: one rule with every family page)', () => {
  it('a visitor is listed neither the forbidden pool nor the one behind a scene that is off for them', async () => {
    forbidEthPool();
    await renderApp('/earn/liquidity-mining/');
    await screen.findAllByTestId('pool-row', {}, { timeout: 5000 });
    expect(listedPools()).toContain('P-BTC-USDT');
    expect(listedPools()).not.toContain('P-ETH-USDT');
    expect(listedPools()).not.toContain('P-KST-USDT');
  });

  it('a user whose id ends in an odd digit is listed the stage-2 pool; the forbidden one stays hidden', async () => {
    forbidEthPool();
    await loginAs('verified');
    await renderApp('/earn/liquidity-mining/');
    await waitFor(() => expect(listedPools()).toContain('P-KST-USDT'), { timeout: 5000 });
    expect(listedPools()).not.toContain('P-ETH-USDT');
  });
});
