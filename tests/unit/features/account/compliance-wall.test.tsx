import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emitComplianceWall } from '@/api/compliance-events';
import { isComplianceWallUp } from '@/features/account/compliance-wall-store';
import { loginAs, renderApp, withSimulatedExchange } from './support/test-app';

withSimulatedExchange();

describe('compliance wall (10024)', () => {
  it('opens over the wallet of a restricted user and stays until acknowledged', async () => {
    await loginAs('restricted');
    await renderApp('/earn/wallet/');
    const wall = await screen.findByRole('dialog', { name: 'This service is not available to you' });
    expect((wall as HTMLDialogElement).open).toBe(true);
    expect(isComplianceWallUp()).toBe(true);
    // No close button: it has to be acknowledged.
    expect(within(wall).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(within(wall).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'This service is not available to you' })).toBeNull());
    expect(isComplianceWallUp()).toBe(false);
  });

  it('raises one wall for several refused calls, and again after it was dismissed', async () => {
    await renderApp('/earn/usdtb/');
    emitComplianceWall({ code: 10024, message: 'blocked', endpoint: '/get-positions' });
    emitComplianceWall({ code: 10024, message: 'blocked', endpoint: '/get-user-balance' });
    expect(await screen.findAllByTestId('compliance-wall')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByTestId('compliance-wall')).toBeNull());
    emitComplianceWall({ code: 10024, message: 'blocked', endpoint: '/claim-yield' });
    expect(await screen.findByTestId('compliance-wall')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
  });
});
