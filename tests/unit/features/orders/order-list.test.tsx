// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/api/earn/query-orders';
import { simServer, simulator } from '@/sim/node/sim-server';
import { loginAs, renderApp, withSimulatedExchange } from '../account/support/test-app';

withSimulatedExchange();

async function openList(url: string) {
  await loginAs('verified');
  const app = await renderApp(url);
  await screen.findByTestId(/order-table|orders-empty/);
  return app;
}

function headers(): string[] {
  return within(screen.getByTestId('order-table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent ?? '');
}

function column(name: string): string[] {
  const index = headers().indexOf(name);
  return within(screen.getByTestId('order-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[index]?.textContent ?? '');
}

describe('order lists: one list, a column set per family', () => {
  it.each([
    ['/earn/order-list/', ['Time', 'Product', 'Type', 'Amount', 'APR', 'Earned', 'Status']],
    ['/earn/savings-order-list/', ['Time', 'Product', 'Amount', 'APR', 'Term', 'Maturity', 'Earned', 'Status']],
    [
      '/earn/dual-order-list/',
      [
        'Time',
        'Product',
        'Direction',
        'Amount',
        'Target price',
        'APR',
        'Settlement',
        'Settlement price',
        'Returned',
        'Status',
      ],
    ],
    [
      '/earn/defi-order-list/',
      ['Time', 'Product', 'Action', 'Amount', 'APR', 'Processing', 'Expected completion', 'Status'],
    ],
    ['/earn/launch-pool-order-list/', ['Time', 'Product', 'Action', 'Amount', 'APR', 'Earned', 'Status']],
    [
      '/earn/liquidity-mining-order-list/',
      ['Time', 'Product', 'Action', 'Coins', 'Leverage', 'Position', 'Processing', 'Status'],
    ],
    [
      '/earn/structured-product-order-list/',
      [
        'Time',
        'Product',
        'Type',
        'Amount',
        'APR',
        'Price levels',
        'Leverage',
        'Settlement',
        'Settlement price',
        'Returned',
        'Status',
      ],
    ],
  ])('%s', async (url, expected) => {
    await openList(url);
    expect(headers()).toEqual(expected);
  });

  it('lists only its own family', async () => {
    await openList('/earn/defi-order-list/');
    expect(new Set(column('Product'))).toEqual(new Set(['SOL On-chain Staking (show details)']));
    expect(column('Action')).toEqual(expect.arrayContaining(['Stake', 'Unstake', 'Claim']));
    expect(column('Processing')).toEqual(expect.arrayContaining(['In progress', 'Succeeded']));
  });
});

describe('filters in the URL', () => {
  it('filters by status and coin, and clears', async () => {
    const { router } = await openList('/earn/order-list/');
    const all = column('Product').length;
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'completed' }));
    await waitFor(() => expect(new Set(column('Status'))).toEqual(new Set(['Completed'])));
    fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'SOL' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'completed', coin: 'SOL' }));
    await waitFor(() =>
      expect(column('Amount').every((cell) => cell.endsWith('SOL') || cell.endsWith('USDT'))).toBe(true),
    );
    await waitFor(() => expect(column('Product').every((p) => p.startsWith('SOL'))).toBe(true));
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(column('Product')).toHaveLength(all));
  });

  it('reads the filters from the URL and narrows the all-orders page to a family', async () => {
    await openList('/earn/order-list/?family=dual&status=completed');
    expect(new Set(column('Type'))).toEqual(new Set(['Dual asset']));
    expect((screen.getByLabelText('Product') as HTMLSelectElement).value).toBe('dual');
  });

  it('shows an empty state that offers to clear the filters', async () => {
    const { router } = await openList('/earn/launch-pool-order-list/?status=failed');
    expect(screen.getByTestId('orders-empty').textContent).toContain('No orders match these filters.');
    fireEvent.click(within(screen.getByTestId('orders-empty')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByTestId('order-table')).toBeTruthy();
  });

  it('filters by UTC dates', async () => {
    await openList('/earn/order-list/?from=2025-05-29&to=2025-05-30');
    expect(column('Time').length).toBeGreaterThan(0);
    expect(column('Time').every((time) => /May (29|30), 2025/.test(time))).toBe(true);
  });
});

describe('order detail', () => {
  it('shows a dual-asset order: direction, target and settlement price, return coin', async () => {
    const { router } = await openList('/earn/dual-order-list/');
    fireEvent.click(screen.getAllByRole('button', { name: /SOL-USDT 8h/ })[0]!);
    const detail = await screen.findByTestId('order-detail');
    const text = detail.textContent ?? '';
    expect(text).toContain('Buy low');
    expect(text).toMatch(/Target price131\.91\u00a0USDT/);
    expect(text).toMatch(/Settlement price135\.09938\u00a0USDT/);
    expect(text).toMatch(/Returned800\.65000913\u00a0USDT/);
    expect(text).toMatch(/Earned0\.65000913\u00a0USDT/);
    expect(router.state.location.search).toMatchObject({ order: expect.any(String) });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
    expect(router.state.location.search).toEqual({});
  });

  it('shows a liquidity order: action and position state', async () => {
    await openList('/earn/liquidity-mining-order-list/');
    fireEvent.click(screen.getByRole('button', { name: /ETH-USDT Pool/ }));
    const text = (await screen.findByTestId('order-detail')).textContent ?? '';
    expect(text).toContain('ActionAdd');
    expect(text).toContain('PositionEffective');
    expect(text).toContain('PairETH/USDT');
  });

  it('shows a staking order: action, processing and expected completion', async () => {
    await openList('/earn/defi-order-list/?status=pending');
    fireEvent.click(screen.getByRole('button', { name: /SOL On-chain Staking/ }));
    const text = (await screen.findByTestId('order-detail')).textContent ?? '';
    expect(text).toContain('ActionUnstake');
    expect(text).toContain('ProcessingIn progress');
    expect(text).toMatch(/Expected completionJun 2, 2025/);
  });

  it('opens from a shared link', async () => {
    await loginAs('verified');
    const first = await renderApp('/earn/launch-pool-order-list/');
    await screen.findByTestId('order-table');
    const id = screen.getByTestId('order-table').querySelector('tbody tr')?.getAttribute('data-order-id');
    first.unmount();
    await renderApp(`/earn/launch-pool-order-list/?order=${id}`);
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
  });
});

describe('loading, errors, more pages', () => {
  it('shows a translated error in place and recovers on retry', async () => {
    simulator.setEndpointFault('query-orders', { code: 600, once: true });
    await loginAs('verified');
    await renderApp('/earn/order-list/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/600|ret_/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-table')).toBeTruthy();
  });

  it('shows placeholders while loading', async () => {
    simulator.setEndpointFault('query-orders', { latencyMs: 400, once: true });
    await loginAs('verified');
    await renderApp('/earn/order-list/');
    expect(screen.getByText('Loading orders…')).toBeTruthy();
    expect(await screen.findByTestId('order-table')).toBeTruthy();
  });

  it('loads the next page with the cursor', async () => {
    await loginAs('verified');
    const row = (id: string): Order => ({
      order_id: id,
      product_id: '1',
      product_type: 4,
      product_name: `Order ${id}`,
      coin: 5,
      return_coin: 5,
      amount_e8: '100000000',
      order_status: 3,
      processing_state: 1,
      created_at: '1748000000',
      updated_at: '1748000000',
      apy_e8: '5000000',
      duration: '0',
      yield_start_at: '1748000000',
      yield_end_at: '-62135596800',
      cumulate_pnl_e8: '0',
    });
    const cursors: (string | undefined)[] = [];
    simServer.use(
      http.post('*/x-api/s1/byfi/query-orders', async ({ request }) => {
        const body = (await request.json()) as { cursor?: string };
        cursors.push(body.cursor);
        await delay(5);
        const page = body.cursor
          ? { orders: [row('7')], next_cursor: '' }
          : { orders: [row('9'), row('8')], next_cursor: '8' };
        return HttpResponse.json({
          ret_code: 0,
          ret_msg: 'OK',
          result: page,
          ext_code: '',
          ext_info: null,
          time_now: '1748000000',
        });
      }),
    );
    await renderApp('/earn/order-list/');
    await screen.findByTestId('order-table');
    expect(column('Product')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(column('Product')).toHaveLength(3));
    expect(cursors).toEqual([undefined, '8']);
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });
});
