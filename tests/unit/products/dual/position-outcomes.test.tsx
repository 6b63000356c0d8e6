// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DualDirection } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { msToUnixSeconds } from '@/lib/unix-time';
import { serverNow } from '@/lib/server-time';
import { DualPositionOutcomes } from '@/products/dual/position-outcomes';
import { position as basePosition } from '../../api/support/fixtures';
import { renderWithQueryClient, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'dual'] });

function dualPosition(direction: DualDirection, productId: string, principalE8: string, coin: number): Position {
  return {
    ...basePosition,
    product_id: productId,
    product_type: 2,
    coin,
    return_coin: direction === DualDirection.BuyLow ? 1 : 5,
    principal_e8: principalE8,
    apy_e8: '36500000', // 36.5 %: 0.1 % a day
    dual: {
      direction,
      coin_x: 1,
      coin_y: 5,
      target_price_e8: '6000000000000',
      settlement_time: msToUnixSeconds(serverNow() + 5 * 3_600_000 + 30 * 60_000),
    },
  } as Position;
}

describe('dual position in the wallet', () => {
  it('buy low (1-day product): both outcomes exactly as settlement pays, and the time to settlement', async () => {
    renderWithQueryClient(
      <dl>
        <DualPositionOutcomes
          position={dualPosition(DualDirection.BuyLow, '2001', '100000000000', 5)}
          coins={undefined}
        />
      </dl>,
    );
    // 1,000 USDT at 60,000 for a day at 36.5 %: 1,001 USDT, or 1,001 / 60,000 BTC.
    expect((await screen.findByTestId('dual-position-reached')).textContent).toBe('0.01668333\u00a0#1');
    expect(screen.getByTestId('dual-position-missed').textContent).toBe('1,001\u00a0#5');
    expect(screen.getByText('If #1 settles at or below 60,000 #5')).toBeTruthy();
    expect(screen.getByTestId('dual-position-countdown').textContent).toMatch(/^5 hours (29|30) minutes$/);
  });

  it('sell high (12-day product): the rate runs over the product term', async () => {
    renderWithQueryClient(
      <dl>
        <DualPositionOutcomes
          position={dualPosition(DualDirection.SellHigh, '2015', '200000000', 1)}
          coins={undefined}
        />
      </dl>,
    );
    // 2 BTC for 12 days at 36.5 %: x 1.012.
    expect((await screen.findByTestId('dual-position-reached')).textContent).toBe('121,440\u00a0#5');
    expect(screen.getByTestId('dual-position-missed').textContent).toBe('2.024\u00a0#1');
  });
});
