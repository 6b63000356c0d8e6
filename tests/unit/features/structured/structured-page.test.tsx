// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { formatAmount } from '@/lib/format-number';
import { sharkFinPayout } from '@/products/structured/shark-fin';
import { callsTo, english, loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'structured', 'flow', 'live'] });

const flow = (key: string, values: Record<string, string | number> = {}) => english('flow', key, values);
const read = (text: string | null | undefined) => new Decimal((text ?? '').replace(/[^\d.]/g, '') || '0');

describe('structured products page', () => {
  it('filters shark fins, reads the payoff for the typed amount exactly and subscribes', async () => {
    await loginAs('verified');
    await renderApp('/earn/structured-products/');
    const btc = await screen.findByTestId('structured-plan-7001', {}, { timeout: 8000 });
    expect(within(btc).getByTestId('structured-apr-range').textContent).toBe('4%-11.4%');
    // Stage-1 pilot: on for this account (id ending 1), listed once the rollout answer is in; the sold-out plan is
    // listed and not subscribable.
    expect(await screen.findByTestId('structured-plan-7006')).toBeTruthy();
    expect((screen.getByTestId('structured-open-7003') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('structured-filter-kind'), { target: { value: '2' } });
    expect(screen.queryByTestId('structured-plan-7001')).toBeNull();
    expect(screen.getByTestId('structured-plan-7004')).toBeTruthy();
    fireEvent.change(screen.getByTestId('structured-filter-kind'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('structured-filter-invest'), { target: { value: '16' } });
    expect(screen.queryByTestId('structured-plan-7001')).toBeNull();
    fireEvent.change(screen.getByTestId('structured-filter-invest'), { target: { value: '' } });

    fireEvent.click(screen.getByTestId('structured-open-7001'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    fireEvent.change(within(dialog).getByRole('textbox', { name: flow('subscribe.amount', { coin: 'USDT' }) }), {
      target: { value: '2500' },
    });
    const [lower, upper] = (within(dialog).getByTestId('structured-offer-range').textContent ?? '')
      .split('–')
      .map((part) => read(part));
    const terms = {
      kind: 1 as const,
      lower: lower ?? new Decimal(0),
      upper: upper ?? new Decimal(0),
      floorApr: new Decimal('0.04'),
      maxApr: new Decimal('0.114'),
      termSeconds: 7 * 86_400,
    };
    const rows = within(within(dialog).getByTestId('structured-payoff-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const [price, , payout] = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      const expected = sharkFinPayout(2500, terms, read(price));
      expect(payout).toBe(`${formatAmount(expected.toFixed(), { locale: 'en', precision: 4 })}\u00a0USDT`);
      expect(read(payout).greaterThan(2500)).toBe(true);
    }
    expect(within(dialog).getByRole('img', { name: /What you get back for 2,500\u00a0USDT/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('structured-ack'));
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    const review = await within(dialog).findByTestId('structured-review-step', {}, { timeout: 8000 });
    expect(within(review).getByTestId('structured-review-amount').textContent).toContain('2,500');
    fireEvent.click(within(review).getByRole('button', { name: flow('review.confirm') }));
    await within(dialog).findByTestId('structured-success', {}, { timeout: 8000 });
    expect(callsTo('pay-order')).toBe(1);
  }, 30_000);
});
