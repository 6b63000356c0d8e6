import { withSimulatedExchange as withExchange } from '../../../support/simulated-exchange';

/** Component and route tests of the account, wallet and order features, against the simulated exchange. */

export { loginAs, renderApp } from '../../../support/simulated-exchange';

/** msw/node with the simulator: a fresh seeded world, and no session, before every test. */
export function withSimulatedExchange(): void {
  withExchange({ namespaces: ['common', 'errors', 'account', 'wallet', 'orders', 'export'] });
}
