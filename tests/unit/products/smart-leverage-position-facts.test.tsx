// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Position } from '@/api/earn/get-positions';
import { SmartLeveragePositionFacts } from '@/products/smart-leverage/position-facts';
import { renderWithQueryClient, withSimulatedExchange } from '../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['smart-leverage', 'flow'] });

const seconds = (ms: number) => String(Math.floor(ms / 1000));

describe('smart leverage position facts', () => {
  it('says until when the early-redemption estimate holds as a dated UTC time', async () => {
    // The estimate holds until the next 00:00 UTC: a bare clock time would not say which day.
    const now = Date.now();
    const midnight = Math.ceil(now / 86_400_000) * 86_400_000;
    const position = {
      can_redeem: true,
      redemption: { lock_before_maturity_minutes: 60 },
      offer: {
        coin_x: 1,
        coin_y: 5,
        entry_price_e8: '6000000000000',
        lower_price_e8: '5900000000000',
        upper_price_e8: '5900000000000',
        leverage: '20',
        direction: 1,
        settlement_time: seconds(midnight + 3 * 86_400_000),
        estimated_value_e8: '10000000000',
        redeem_estimate_e8: '9900000000',
        redeem_estimate_until: seconds(midnight),
      },
    } as unknown as Position;
    renderWithQueryClient(
      <dl>
        <SmartLeveragePositionFacts position={position} coins={undefined} />
      </dl>,
    );
    const text = (await screen.findByTestId('smart-leverage-position-redeem-estimate')).textContent ?? '';
    const date = new Date(midnight);
    expect(text).toContain(String(date.getUTCFullYear()));
    expect(text).toContain(String(date.getUTCDate()));
    expect(text).toMatch(/00:00 UTC/);
  });
});
