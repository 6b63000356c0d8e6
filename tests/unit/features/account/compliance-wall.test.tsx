// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emitComplianceWall } from '@/api/compliance-events';
import { isComplianceWallUp } from '@/features/account/compliance-wall-store';
import { simulator } from '@/sim/node/sim-server';
import { loginAs, renderApp, withSimulatedExchange } from './support/test-app';

withSimulatedExchange();

describe('compliance wall (10024)', () => {
  it("a restricted user's wallet shows what it holds, with no wall over a page nobody acted on", async () => {
    await loginAs('restricted');
    await renderApp('/earn/wallet/');
    expect(await screen.findByRole('heading', { name: 'USDT Flexible Savings' })).toBeTruthy();
    expect(screen.queryByText('This service is not available in your country or region.')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'This service is not available to you' })).toBeNull();
    expect(isComplianceWallUp()).toBe(false);
  });

  it('a read the exchange refuses with 10024 is said in place, with no wall', async () => {
    await loginAs('verified');
    simulator.setEndpointFault('get-positions', { code: 10024 });
    await renderApp('/earn/wallet/');
    expect(
      (await screen.findAllByText('This service is not available in your country or region.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog', { name: 'This service is not available to you' })).toBeNull();
    expect(isComplianceWallUp()).toBe(false);
  });

  it('opens over a refused action and stays until acknowledged; its words claim nothing the page does not show', async () => {
    await renderApp('/earn/usdtb/');
    emitComplianceWall({ code: 10024, message: 'blocked', endpoint: '/pay-order' });
    const wall = await screen.findByRole('dialog', { name: 'This service is not available to you' });
    expect((wall as HTMLDialogElement).open).toBe(true);
    expect(isComplianceWallUp()).toBe(true);
    expect(wall.textContent).not.toMatch(/visible/i);
    // No close button: it has to be acknowledged.
    expect(within(wall).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(within(wall).getByRole('button', { name: 'I understand' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'This service is not available to you' })).toBeNull(),
    );
    expect(isComplianceWallUp()).toBe(false);
  });

  it('raises one wall for several refused calls, and again after it was dismissed', async () => {
    await renderApp('/earn/usdtb/');
    emitComplianceWall({ code: 10024, message: 'blocked', endpoint: '/get-positions' });
    expect(isComplianceWallUp()).toBe(false);
    emitComplianceWall({ code: 10024, message: 'blocked', endpoint: '/preview-order' });
    emitComplianceWall({ code: 10024, message: 'blocked', endpoint: '/pay-order' });
    expect(await screen.findAllByTestId('compliance-wall')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByTestId('compliance-wall')).toBeNull());
    emitComplianceWall({ code: 10024, message: 'blocked', endpoint: '/claim-yield' });
    expect(await screen.findByTestId('compliance-wall')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
  });
});
