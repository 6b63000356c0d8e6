import { screen } from '@testing-library/react';
import { withSimulatedExchange as withExchange } from '../../../support/simulated-exchange';

/** Component and route tests of the wallet, against the simulated exchange (msw/node), with the order flow's strings. */

export { loginAs, renderApp } from '../../../support/simulated-exchange';

export function withSimulatedExchange(): void {
  withExchange({
    namespaces: ['common', 'errors', 'account', 'wallet', 'orders', 'export', 'flow'],
    beforeEach: () => sessionStorage.clear(),
  });
}

/** Waits for the whole wallet: its sections are revealed one per frame after the first, down to the records. */
export async function walletShown(): Promise<void> {
  await screen.findByRole('heading', { name: 'Wallet records' }, { timeout: 5000 });
}
