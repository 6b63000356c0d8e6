// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EarlyRedemptionFact } from '@/products/position-fact';
import { renderWithQueryClient, withSimulatedExchange } from '../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['flow', 'common'] });

const settlesAt = Date.UTC(2026, 11, 4, 8, 0);

function windowText(now: number): Promise<string> {
  renderWithQueryClient(
    <dl>
      <EarlyRedemptionFact held={{ settlesAt, locale: 'en-US' }} lockMinutes={30} now={now} valueTestId="window" />
    </dl>,
  );
  return screen.findByTestId('window').then((node) => node.textContent ?? '');
}

describe('the early-redemption line of a position', () => {
  it('says until when, in UTC, while the window is open', async () => {
    const text = await windowText(settlesAt - 31 * 60_000);
    expect(text).toMatch(/^Possible until .*07:30 UTC$/);
    expect(screen.getByText('Early redemption')).toBeTruthy();
  });

  it('says it is closed from the lock onwards, with the minutes', async () => {
    expect(await windowText(settlesAt - 30 * 60_000)).toBe(
      'Closed: no redemption in the last 30 minutes before settlement',
    );
  });
});
