// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageCache } from '@/api/api-clients';
import type { EndpointFault } from '@/sim/faults/fault-config';
import { simulator } from '@/sim/node/sim-server';
import { english, renderApp, withSimulatedExchange } from '../features/savings/support/test-app';

// The coin list has never loaded in this browser: no stored copy to fall back on.
withSimulatedExchange();

const FAILED = english('errors', 'coinsUnavailable');

/** Fails every get-coins call until the fault is cleared. */
function failCoins(fault: EndpointFault) {
  storageCache.clear();
  simulator.setEndpointFault('get-coins', fault);
}

const rawNumber = /#\d+/;

describe('the coin list failing with no stored copy', () => {
  it.each<[string, EndpointFault]>([
    ['an unreadable body', { malformed: true }],
    ['HTTP 500', { http500: true }],
  ])(
    '%s: home says "Failed to get coins" with a retry and names cards by their product name, never #5',
    async (_, fault) => {
      failCoins(fault);
      await renderApp('/earn/home/');
      const notice = await screen.findByTestId('coins-unavailable', {}, { timeout: 8000 });
      expect(notice.textContent).toContain(FAILED);
      const usdt = await waitFor(() => {
        const card = document.querySelector('article[data-product-id="4001"]');
        if (!card) throw new Error('no card yet');
        return card as HTMLElement;
      });
      expect(usdt.textContent).toContain('USDT Flexible Savings');
      expect(document.querySelector('main')?.textContent).not.toMatch(rawNumber);
      // Retry once the exchange answers: the message goes, coin names come.
      simulator.setEndpointFault('get-coins', null);
      fireEvent.click(within(notice).getByRole('button', { name: english('common', 'error.retry') }));
      await waitFor(() => expect(screen.queryByTestId('coins-unavailable')).toBeNull(), { timeout: 5000 });
      expect(within(usdt).getByRole('link').textContent).toMatch(/^USDT\b/);
    },
    15_000,
  );

  it('the product dialog says it too, keeps its title in words, and the amount can still be typed', async () => {
    failCoins({ malformed: true });
    await renderApp('/earn/savings/?id=4001');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect((await within(dialog).findByTestId('coins-unavailable', {}, { timeout: 5000 })).textContent).toContain(
      FAILED,
    );
    await within(dialog).findByLabelText(/^Amount \(/, {}, { timeout: 5000 });
    expect(dialog.textContent).not.toMatch(rawNumber);
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toContain('USDT Flexible Savings');
  }, 15_000);
});
