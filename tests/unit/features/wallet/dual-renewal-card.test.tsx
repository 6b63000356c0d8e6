// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountType, DualDirection, ProductType } from '@/api/earn/earn-enums';
import { DualRenewalMode } from '@/api/earn/renewal-schema';
import { dec } from '@/sim/domain/money';
import { dualQuotes } from '@/sim/domain/quotes';
import { subscribe } from '@/sim/domain/subscribe';
import { MINUTE } from '@/sim/domain/time';
import { advanceSimulatedTime, simulator } from '@/sim/node/sim-server';
import { english, loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';
import { walletShown } from './support/test-app';

withSimulatedExchange({
  namespaces: ['common', 'errors', 'account', 'wallet', 'orders', 'export', 'flow', 'wealth', 'dual'],
  beforeEach: () => sessionStorage.clear(),
});

const wealth = (key: string, values: Record<string, string | number> = {}) => english('wealth', key, values);

/** 1,000 USDT in the 1-day BTC/USDT buy low, renewing advanced 3 % below the price at settlement. */
function advancedOrder() {
  const world = simulator.world;
  const product = world.requireProduct('2001');
  const quote = dualQuotes(world, product)[3];
  if (!quote) throw new Error('no quote');
  const { order } = subscribe(world, world.requireUser('1000001'), {
    clientOrderId: 'card-dual-renewal-1',
    productId: '2001',
    productType: ProductType.Dual,
    coin: product.coin,
    amount: dec(1000),
    accountType: AccountType.Funding,
    quoteId: quote.quoteId,
    dual: { direction: DualDirection.BuyLow, target: quote.target },
    dualRenewal: { mode: DualRenewalMode.Advanced, distance: dec('0.03') },
  });
  advanceSimulatedTime(2 * MINUTE);
  return world.state.positions.find((p) => p.orderId === order.id);
}

describe('the renewal of a dual position on its wallet card', () => {
  it('states the choice and that the price at settlement sets the next target, and switches to basic at once', async () => {
    const position = advancedOrder();
    if (!position) throw new Error('no position');
    await loginAs('verified');
    await renderApp('/earn/wallet/');
    await walletShown();
    const card = await waitFor(() => {
      const found = screen.getAllByTestId('position').find((el) => el.getAttribute('data-position-id') === position.id);
      if (!found) throw new Error('no card yet');
      return found;
    });
    // The renewal lines load with their own code.
    expect((await within(card).findByTestId('renewal-dual-choice', {}, { timeout: 4000 })).textContent).toBe(
      wealth('renewal.dualAdvancedAt', { distance: '3%' }),
    );
    expect(within(card).getByTestId('renewal-next').textContent).toMatch(
      /^[\d.]+% APR for 1 day, until .+ UTC\. The target is set at settlement, 3% from the price then/,
    );
    expect(within(card).getByTestId('renewal-cutoff').textContent).toContain('UTC');

    fireEvent.change(within(card).getByRole('combobox', { name: wealth('renewal.modeLabel') }), {
      target: { value: 'basic' },
    });
    await waitFor(() => expect(position.dualRenewal).toEqual({ mode: DualRenewalMode.Basic }));
    await waitFor(() =>
      expect(within(card).getByTestId('renewal-dual-choice').textContent).toBe(wealth('renewal.dualBasic')),
    );
    expect(within(card).getByTestId('renewal-next').textContent).toMatch(
      /^Target [\d,.]+\u00a0USDT at [\d.]+% APR for 1 day/,
    );
  });
});
