// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { formatAmount } from '@/lib/format-number';
import { doubleWinPayout } from '@/products/double-win/payoff';
import { advanceSimulatedTime } from '@/sim/node/sim-server';
import { callsTo, english, loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'double-win', 'flow', 'live'] });

const t = (key: string, values: Record<string, string | number> = {}) => english('double-win', key, values);
const flow = (key: string, values: Record<string, string | number> = {}) => english('flow', key, values);
const read = (text: string | null | undefined) => new Decimal((text ?? '').replace(/[^\d.]/g, '') || '0');

describe('double-win page', () => {
  it('reads the chart as a table with the exact payouts, and places a custom range the user typed', async () => {
    await loginAs('verified');
    await renderApp('/earn/double-win/');
    fireEvent.click(await screen.findByTestId('double-win-open-10002'));
    const dialog = await screen.findByRole('dialog');
    const entry = read(within(dialog).getByTestId('double-win-offer-entry').textContent);
    fireEvent.click(within(dialog).getByTestId('double-win-custom'));
    const lower = entry.times('0.95').toDecimalPlaces(0, Decimal.ROUND_FLOOR);
    const upper = entry.times('1.02').toDecimalPlaces(0, Decimal.ROUND_CEIL);
    fireEvent.change(within(dialog).getByTestId('double-win-lower'), {
      target: { value: lower.plus('0.5').toFixed() },
    });
    fireEvent.change(within(dialog).getByTestId('double-win-upper'), { target: { value: upper.toFixed() } });
    expect(within(dialog).getByText(t('range.tick'))).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('double-win-lower'), { target: { value: lower.toFixed() } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: flow('subscribe.amount', { coin: 'USDT' }) }), {
      target: { value: '250' },
    });

    const table = within(dialog).getByTestId('double-win-payoff-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    const terms = { entry, lower, upper, leverage: new Decimal(8) };
    for (const row of rows) {
      const [price, , payout] = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');
      const expected = doubleWinPayout(new Decimal(250), terms, read(price));
      expect(payout).toBe(`${formatAmount(expected.toFixed(), { locale: 'en', precision: 2 })}\u00a0USDT`);
    }
    expect(within(dialog).getByRole('img', { name: /What you get back for 250\u00a0USDT/ })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    const review = await within(dialog).findByTestId('double-win-review-step');
    expect(within(review).getByTestId('double-win-review-range').textContent).toBe(
      `${formatAmount(lower.toFixed(), { locale: 'en', precision: 8 })} – ${formatAmount(upper.toFixed(), { locale: 'en', precision: 8 })}`,
    );
    fireEvent.click(within(review).getByRole('button', { name: flow('review.confirm') }));
    await within(dialog).findByTestId('double-win-success');
    expect(callsTo('pay-order')).toBe(1);
  });

  it('moves focus from Continue straight to the review heading, with no stop on a field while the review loads', async () => {
    await loginAs('verified');
    await renderApp('/earn/double-win/');
    fireEvent.click(await screen.findByTestId('double-win-open-10002'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: flow('subscribe.amount', { coin: 'USDT' }) }), {
      target: { value: '250' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    const next = within(dialog).getByRole('button', { name: flow('subscribe.review') });
    act(() => next.focus());
    const stops: Element[] = [];
    const record = (event: FocusEvent) => stops.push(event.target as Element);
    document.addEventListener('focusin', record);
    try {
      fireEvent.click(next);
      const review = await within(dialog).findByTestId('double-win-review-step');
      const heading = within(review).getByRole('heading', { name: flow('review.title') });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(stops).toEqual([heading]);
    } finally {
      document.removeEventListener('focusin', record);
    }
  });

  it('a review of a later offer than the one picked says so, entry and range old against new', async () => {
    await loginAs('verified');
    const { queryClient } = await renderApp('/earn/double-win/');
    fireEvent.click(await screen.findByTestId('double-win-open-10002'));
    const dialog = await screen.findByRole('dialog');
    const pickedEntry = within(dialog).getByTestId('double-win-offer-entry').textContent;
    // The offer moves on (a later quote window, the price walked) before the user presses Continue.
    advanceSimulatedTime(20 * 60_000);
    await act(async () => {
      await queryClient.refetchQueries({ type: 'active' });
    });
    await waitFor(() => expect(within(dialog).getByTestId('double-win-offer-entry').textContent).not.toBe(pickedEntry));
    fireEvent.change(within(dialog).getByRole('textbox', { name: flow('subscribe.amount', { coin: 'USDT' }) }), {
      target: { value: '250' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: flow('subscribe.review') }));
    const review = await within(dialog).findByTestId('double-win-review-step');
    const change = within(review).getByTestId('picked-quote-change');
    expect(change.textContent).toContain(flow('requote.sincePicked'));
    expect(change.textContent).toContain(pickedEntry);
    expect(within(change).getByTestId('double-win-requote-entry').textContent).toBe(
      within(review).getByTestId('double-win-review-entry').textContent,
    );
    expect(within(change).getByTestId('double-win-requote-range').textContent).toBe(
      within(review).getByTestId('double-win-review-range').textContent,
    );
  });
});
