// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { smartLeveragePayout } from '@/products/smart-leverage/pnl';
import { callsTo, english, loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'smart-leverage', 'flow', 'live'] });

const t = (key: string, values: Record<string, string | number> = {}) => english('smart-leverage', key, values);
const flow = (key: string, values: Record<string, string | number> = {}) => english('flow', key, values);
const read = (text: string | null | undefined) => new Decimal((text ?? '').replace(/[^\d.]/g, '') || '0');

describe('smart leverage page', () => {
  it('filters plans, simulates the outcome with exact figures, and places the order with the chosen leverage', async () => {
    await loginAs('verified');
    await renderApp('/earn/smart-leverage/');
    await screen.findByTestId('smart-leverage-plan-12001');
    // The market-restricted ETH plan is not offered.
    expect(screen.queryByTestId('smart-leverage-plan-12003')).toBeNull();
    fireEvent.change(screen.getByTestId('smart-leverage-filter-direction'), { target: { value: '2' } });
    expect(screen.queryByTestId('smart-leverage-plan-12001')).toBeNull();
    fireEvent.click(screen.getByTestId('smart-leverage-open-12002'));
    const dialog = await screen.findByRole('dialog');
    const entry = read(within(dialog).getByTestId('smart-leverage-entry').textContent);
    const breakeven = read(within(dialog).getByTestId('smart-leverage-breakeven').textContent);
    fireEvent.change(within(dialog).getByTestId('smart-leverage-leverage'), { target: { value: '0' } });
    expect(within(dialog).getByText(t('leverage.invalid', { max: 200 }))).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('smart-leverage-leverage'), { target: { value: '75' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: flow('subscribe.amount', { coin: 'USDT' }) }), {
      target: { value: '40' },
    });
    const rows = within(within(dialog).getByTestId('smart-leverage-pnl-table')).getAllByRole('row').slice(1);
    const terms = { entry, breakeven, leverage: new Decimal(75), direction: 2 as const };
    for (const row of rows) {
      const [price, payout] = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      const expected = smartLeveragePayout(new Decimal(40), terms, read(price)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      expect(read(payout).toFixed(), price).toBe(expected.toFixed());
    }
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    const review = await within(dialog).findByTestId('smart-leverage-review-step');
    expect(within(review).getByTestId('smart-leverage-review-leverage').textContent).toBe('75x');
    fireEvent.click(within(review).getByRole('button', { name: flow('review.confirm') }));
    await within(dialog).findByTestId('smart-leverage-success');
    expect(callsTo('pay-order')).toBe(1);
  });
});
