// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderStep, ProcessingState } from '@/api/earn/earn-enums';
import type { Order } from '@/api/earn/query-orders';
import { ZERO_TIME_SECONDS } from '@/lib/unix-time';
import { OrderTimeline } from '@/products/order-timeline/order-timeline';
import { renderWithQueryClient, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['orders'] });

const T0 = 1_748_854_800;
const at = (minutes: number) => String(T0 + minutes * 60);
/** Amounts as the page writes them: whole USDT for these examples. */
const format = { amount: (e8: string) => `${Number(e8) / 1e8} USDT` };

function order(overrides: Partial<Order>): Order {
  return {
    order_id: '9001',
    product_id: '6001',
    product_type: 6,
    product_name: 'USDT 7D',
    coin: 5,
    return_coin: 5,
    amount_e8: '100000000000',
    order_status: OrderStatus.Active,
    processing_state: ProcessingState.Success,
    created_at: at(0),
    updated_at: at(1),
    apy_e8: '600000000',
    duration: '604800',
    yield_start_at: at(1),
    yield_end_at: ZERO_TIME_SECONDS,
    cumulate_pnl_e8: '0',
    ...overrides,
  };
}

describe('the order timeline view', () => {
  it('states a partial fill and the refunded rest as amounts, with each step and its times', async () => {
    renderWithQueryClient(
      <OrderTimeline
        order={order({
          timeline: {
            steps: [
              { step: OrderStep.Submitted, at: at(0) },
              { step: OrderStep.Processing, at: at(0) },
              { step: OrderStep.Active, at: at(1) },
            ],
            filled_e8: '60000000000',
            refunded_e8: '40000000000',
          },
        })}
        format={format}
      />,
    );
    expect((await screen.findByTestId('timeline-filled')).textContent).toBe('Filled 600 USDT of 1000 USDT');
    expect(screen.getByTestId('timeline-refunded').textContent).toBe('Refunded to your wallet: 400 USDT');
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
    expect(steps.map((li) => li.querySelector('span')?.textContent)).toEqual(['Submitted', 'Processing', 'Active']);
    expect(steps[2]?.querySelector('time')?.getAttribute('datetime')).toBe(new Date((T0 + 60) * 1000).toISOString());
    expect(steps[2]?.textContent).toContain('UTC');
    expect(steps[2]?.textContent).toContain('Your time:');
  });

  it('a failed order shows the failure and its full refund, and no fill line', async () => {
    renderWithQueryClient(
      <OrderTimeline
        order={order({
          order_status: OrderStatus.Failed,
          processing_state: ProcessingState.Failed,
          timeline: {
            steps: [
              { step: OrderStep.Submitted, at: at(0) },
              { step: OrderStep.Failed, at: at(1) },
            ],
            filled_e8: '0',
            refunded_e8: '100000000000',
          },
        })}
        format={format}
      />,
    );
    expect((await screen.findByTestId('timeline-refunded')).textContent).toBe('Refunded to your wallet: 1000 USDT');
    expect(screen.queryByTestId('timeline-filled')).toBeNull();
    expect(screen.getByTestId('order-timeline').getAttribute('data-wait')).toBe('finished');
    expect(screen.getByText('Failed')).toBeTruthy();
  });

  it('without an expected time it says none was given and never calls the order late', async () => {
    renderWithQueryClient(
      <OrderTimeline
        order={order({
          order_status: OrderStatus.Pending,
          processing_state: ProcessingState.InProgress,
          updated_at: at(0),
        })}
        format={format}
      />,
    );
    expect(await screen.findByText('The exchange has not given a time for the next step.')).toBeTruthy();
    expect(screen.getByTestId('order-timeline').getAttribute('data-wait')).toBe('noEstimate');
    expect(screen.queryByTestId('timeline-delayed')).toBeNull();
  });
});
