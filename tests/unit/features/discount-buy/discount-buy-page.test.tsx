// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { formatAmount } from '@/lib/format-number';
import { discountBuyOutcomes } from '@/products/discount-buy/outcomes';
import { callsTo, english, loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'discount-buy', 'flow', 'live'] });

const t = (key: string, values: Record<string, string | number> = {}) => english('discount-buy', key, values);
const flow = (key: string, values: Record<string, string | number> = {}) => english('flow', key, values);
const read = (text: string | null | undefined) => new Decimal((text ?? '').replace(/[^\d.]/g, '') || '0');

describe('discount-buy page', () => {
  it('groups plans by coin, shows both outcomes with exact amounts and places the order with the quote seen', async () => {
    await loginAs('verified');
    await renderApp('/earn/discount-buy/');
    const btc = await screen.findByTestId('discount-buy-group-BTC', {}, { timeout: 8000 });
    expect(within(btc).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(within(btc).getByText(t('plan.vip'))).toBeTruthy();
    // The offline SOL plan is not listed.
    expect(screen.queryByTestId('discount-buy-group-SOL')).toBeNull();
    fireEvent.click(screen.getByTestId('discount-buy-open-11001'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    const purchase = read(within(dialog).getByTestId('discount-buy-offer-purchase').textContent);
    const knockOut = read(within(dialog).getByTestId('discount-buy-offer-knock-out').textContent);
    fireEvent.change(within(dialog).getByRole('textbox', { name: flow('subscribe.amount', { coin: 'USDT' }) }), {
      target: { value: '1000' },
    });
    const terms = { purchase, knockOut, apr: new Decimal('0.12'), termSeconds: 7 * 86_400 };
    const expected = discountBuyOutcomes('1000', terms, { base: 8, quote: 8 });
    const outcomes = within(dialog).getByTestId('discount-buy-outcomes');
    expect(within(outcomes).getByTestId('discount-buy-outcomes-bought').textContent).toContain(
      `${formatAmount(expected.bought.toFixed(), { locale: 'en', precision: 8 })}\u00a0BTC`,
    );
    expect(within(outcomes).getByTestId('discount-buy-outcomes-knocked-out').textContent).toContain(
      `${formatAmount(expected.knockedOut.toFixed(), { locale: 'en', precision: 8 })}\u00a0USDT`,
    );
    expect(within(dialog).getByRole('img', { name: /What 1,000\u00a0USDT is worth/ })).toBeTruthy();
    const rows = within(within(dialog).getByTestId('discount-buy-payoff-table')).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(4);

    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    expect(within(dialog).getByText(t('subscribe.ackRequired'))).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('discount-buy-ack'));
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    const review = await within(dialog).findByTestId('discount-buy-review-step', {}, { timeout: 8000 });
    expect(within(review).getByTestId('discount-buy-review-outcomes-bought').textContent).toContain(
      `${formatAmount(expected.bought.toFixed(), { locale: 'en', precision: 8 })}\u00a0BTC`,
    );
    fireEvent.click(within(review).getByRole('button', { name: flow('review.confirm') }));
    await within(dialog).findByTestId('discount-buy-success', {}, { timeout: 8000 });
    expect(callsTo('pay-order')).toBe(1);
  }, 30_000);
});
