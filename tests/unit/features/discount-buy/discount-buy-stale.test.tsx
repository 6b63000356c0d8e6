// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { english, loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';
import {
  AFTER_EVERY_POLL,
  BEFORE_ANY_POLL,
  liveStatusOf,
  STREAMED_BTC,
  staleStreams,
  streamedBtcIndex,
} from '../../support/stale-streams';

vi.mock('@/realtime/live-topic', async (importOriginal) =>
  (await import('../../support/stale-streams')).withStaleStreams(await importOriginal()),
);

withSimulatedExchange({ namespaces: ['common', 'errors', 'discount-buy', 'flow', 'live'] });

streamedBtcIndex();

async function btcGroup() {
  await loginAs('verified');
  await renderApp('/earn/discount-buy/');
  return screen.findByTestId('discount-buy-group-BTC', {}, { timeout: 8000 });
}

const liveStatus = () => liveStatusOf(document.body);

describe('discount-buy page with the socket dropped', () => {
  it('a poll newer than the stream shows the polled price and says it was polled', async () => {
    staleStreams.since = BEFORE_ANY_POLL;
    const btc = await btcGroup();
    const spot = within(btc).getByTestId('discount-buy-spot').textContent ?? '';
    expect(spot).not.toContain(STREAMED_BTC);
    expect(spot).toMatch(/\d/);
    expect(liveStatus()?.getAttribute('data-live-status')).toBe('polled');
    expect(liveStatus()?.textContent).toContain(english('live', 'polledAt', { time: '' }).trim());
  }, 30_000);

  it('a poll older than the stream keeps the stream’s last price under "Stale since"', async () => {
    staleStreams.since = AFTER_EVERY_POLL;
    const btc = await btcGroup();
    expect(within(btc).getByTestId('discount-buy-spot').textContent).toContain(STREAMED_BTC);
    expect(liveStatus()?.getAttribute('data-live-status')).toBe('stale');
    expect(liveStatus()?.textContent).toContain(english('live', 'staleSince', { time: '' }).trim());
  }, 30_000);
});
