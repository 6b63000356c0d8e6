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

withSimulatedExchange({ namespaces: ['common', 'errors', 'smart-leverage', 'flow', 'live'] });

streamedBtcIndex();

async function btcIndex() {
  await loginAs('verified');
  await renderApp('/earn/smart-leverage/');
  const plan = await screen.findByTestId('smart-leverage-plan-12001', {}, { timeout: 8000 });
  return within(plan).getByTestId('smart-leverage-index').textContent ?? '';
}

const liveStatus = () => liveStatusOf(document.body);

describe('smart leverage page with the socket dropped', () => {
  it('a poll newer than the stream shows the polled index and says it was polled', async () => {
    staleStreams.since = BEFORE_ANY_POLL;
    const index = await btcIndex();
    expect(index).not.toContain(STREAMED_BTC);
    expect(index).toMatch(/\d/);
    expect(liveStatus()?.getAttribute('data-live-status')).toBe('polled');
    expect(liveStatus()?.textContent).toContain(english('live', 'polledAt', { time: '' }).trim());
  }, 30_000);

  it('a poll older than the stream keeps the stream’s last index under "Stale since"', async () => {
    staleStreams.since = AFTER_EVERY_POLL;
    expect(await btcIndex()).toContain(STREAMED_BTC);
    expect(liveStatus()?.getAttribute('data-live-status')).toBe('stale');
    expect(liveStatus()?.textContent).toContain(english('live', 'staleSince', { time: '' }).trim());
  }, 30_000);
});
