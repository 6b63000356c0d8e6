// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translationKeyForCode } from '@/api/error-catalogue';
import type { EndpointFault } from '@/sim/faults/fault-config';
import { simulator } from '@/sim/node/sim-server';
import { english } from '../../support/simulated-exchange';
import { loginAs, renderApp, walletShown, withSimulatedExchange } from './support/test-app';

withSimulatedExchange();

/** The earn codes of spec §8 an order can meet. */
const EARN_CODES = [302, 303, 304, 315, 320, 325, 334, 336, 340, 344, 600, 601, 602];
/** Transport faults that answer at once (a timeout is the order flow's own test: it takes its 5 s). */
const TRANSPORT: Array<[string, EndpointFault]> = [
  ['HTTP 500', { http500: true, once: true }],
  ['malformed JSON', { malformed: true, once: true }],
  ['a payload breaking the schema', { schema: true, once: true }],
];

function translated(ns: string, key: string, values: Record<string, string | number> = {}) {
  const [space, path] = key.includes(':') ? (key.split(':') as [string, string]) : [ns, key];
  return english(space, path, values);
}

async function openRedeem() {
  await loginAs('verified');
  await renderApp('/earn/wallet/');
  await screen.findAllByTestId('position', {}, { timeout: 5000 });
  await walletShown();
  // Read once the wallet is shown: a card drawn before then may have been replaced since.
  const card = screen
    .getAllByTestId('position')
    .find((el) => el.querySelector('h4')?.textContent === 'USDT Flexible Savings');
  if (!card) throw new Error('no USDT position');
  fireEvent.click(within(card).getByRole('button', { name: 'Redeem' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  const input = within(dialog).getByLabelText('Amount (USDT)') as HTMLInputElement;
  return { dialog, input };
}

describe('every error keeps what was typed and offers a next step', () => {
  it('preview-order: each earn code of spec §8 and each transport fault is said in words; the amount stays; Review again goes on', async () => {
    const { dialog, input } = await openRedeem();
    const faults: Array<[string, EndpointFault, string]> = [
      ...EARN_CODES.map((code): [string, EndpointFault, string] => [
        `code ${code}`,
        { code, once: true },
        translated('errors', translationKeyForCode('earn', code), { code }),
      ]),
      ...TRANSPORT.map(([name, fault]): [string, EndpointFault, string] => [
        name,
        fault,
        fault.http500 ? english('errors', 'http', { status: 500 }) : english('errors', 'parse'),
      ]),
    ];
    for (const [name, fault, message] of faults) {
      // Reads may be retried (a 5xx twice): the fault stays until the error shows.
      simulator.setEndpointFault('preview-order', { ...fault, once: undefined });
      fireEvent.change(input, { target: { value: '1,234.5' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
      const alert = await within(dialog).findByRole('alert', {}, { timeout: 6000 });
      expect(alert.textContent, name).toContain(message);
      simulator.setEndpointFault('preview-order', null);
      expect(alert.textContent, name).not.toMatch(/ret_code|<html|status_code/);
      expect(input.value, name).toBe('1,234.5');
      expect((within(dialog).getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled, name).toBe(false);
    }
    // The next step works: the same amount goes on to the review.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect((await within(dialog).findByTestId('action-review')).textContent).toContain('1,234.5\u00a0USDT');
  }, 30_000);

  it('confirm-order: a refusal keeps the review with Confirm and Back to the typed amount; a lost or unreadable answer is looked up, never placed twice', async () => {
    const { dialog, input } = await openRedeem();
    const placedBefore = simulator.world.state.orders.filter((o) => o.kind !== 'subscribe').length;
    for (const code of EARN_CODES) {
      fireEvent.change(
        input.isConnected ? input : (within(dialog).getByLabelText('Amount (USDT)') as HTMLInputElement),
        { target: { value: '12.5' } },
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
      const review = await within(dialog).findByTestId('action-review');
      simulator.setEndpointFault('confirm-order', { code, once: true });
      fireEvent.click(within(review).getByRole('button', { name: 'Confirm redemption' }));
      if (code === 340) {
        // The value moved: the review is out of date, so the form is back with the reason.
        expect((await within(dialog).findByRole('alert')).textContent).toBe(
          translated('errors', translationKeyForCode('earn', code), { code }),
        );
        expect(within(dialog).queryByTestId('action-review')).toBeNull();
        continue;
      }
      const error = await within(dialog).findByTestId('flow-error');
      expect(error.textContent, `code ${code}`).toBe(
        translated('errors', translationKeyForCode('earn', code), { code }),
      );
      expect(within(dialog).getByRole('button', { name: 'Confirm redemption' }), `code ${code}`).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
      await waitFor(() =>
        expect((within(dialog).getByLabelText('Amount (USDT)') as HTMLInputElement).value).toBe('12.5'),
      );
    }
    expect(simulator.world.state.orders.filter((o) => o.kind !== 'subscribe')).toHaveLength(placedBefore);
    let current = dialog;
    for (const [name, fault] of TRANSPORT) {
      fireEvent.change(within(current).getByLabelText('Amount (USDT)'), { target: { value: '12.5' } });
      fireEvent.click(within(current).getByRole('button', { name: 'Review' }));
      const review = await within(current).findByTestId('action-review');
      simulator.setEndpointFault('confirm-order', fault);
      fireEvent.click(within(review).getByRole('button', { name: 'Confirm redemption' }));
      // The schema fault's order was placed: it is found and shown done. HTTP 500 and malformed JSON left no
      // order listed a second later, which proves nothing yet: the outcome is not known, and Try again sends
      // the same order, which the exchange places once.
      if (!fault.schema) {
        const error = await within(current).findByTestId('flow-error', {}, { timeout: 8000 });
        expect(error.textContent, name).toBe(english('flow', 'outcome.stillProcessing'));
        fireEvent.click(within(current).getByRole('button', { name: 'Try again' }));
      }
      await within(current).findByText(/Redemption complete/, {}, { timeout: 8000 });
      fireEvent.click(within(current).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const card = screen
        .getAllByTestId('position')
        .find((el) => el.querySelector('h4')?.textContent === 'USDT Flexible Savings');
      if (!card) throw new Error('no USDT position');
      fireEvent.click(within(card).getByRole('button', { name: 'Redeem' }));
      current = await screen.findByRole('dialog');
    }
    expect(simulator.world.state.orders.filter((o) => o.kind !== 'subscribe')).toHaveLength(
      placedBefore + TRANSPORT.length,
    );
  }, 60_000);
});

describe('wallet coin values from the ticker', () => {
  it('values each coin at its last price; "too many coins" (-100019) is said with a retry and only the values wait', async () => {
    simulator.setEndpointFault('ticker', { code: -100019 });
    await loginAs('verified');
    await renderApp('/earn/wallet/');
    const failure = await screen.findByTestId('prices-error', {}, { timeout: 8000 });
    await walletShown();
    expect(failure.textContent).toContain(english('errors', 'ticker.tooManyCoins'));
    expect(screen.getByTestId('balance-6-BTC').textContent).not.toBe('');
    expect(screen.getByTestId('value-6-BTC').textContent).toBe('—');
    simulator.setEndpointFault('ticker', null);
    fireEvent.click(within(failure).getByRole('button', { name: english('common', 'error.retry') }));
    await waitFor(() => expect(screen.queryByTestId('prices-error')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('value-6-BTC').textContent).toMatch(/^[\d,]+\.\d{2}$/));
    expect(screen.getByTestId('value-6-USDT').textContent).toBe(
      screen.getByTestId('balance-6-USDT').textContent?.replace(/(\.\d{2})\d*$/, '$1'),
    );
  }, 20_000);
});
