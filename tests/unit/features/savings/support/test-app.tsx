import { withSimulatedExchange as withExchange } from '../../../support/simulated-exchange';

/** Component and route tests of the home and savings features, against the simulated exchange (msw/node). */

export { callsTo, english, loginAs, renderApp } from '../../../support/simulated-exchange';
export { simulator } from '@/sim/node/sim-server';

export function withSimulatedExchange(options: { catalogueSize?: number } = {}): void {
  withExchange({
    namespaces: ['common', 'errors', 'home', 'savings', 'flow', 'wealth'],
    simulator: options,
    beforeEach: () => sessionStorage.clear(),
  });
}
