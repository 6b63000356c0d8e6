// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { english, loginAs, renderApp, withSimulatedExchange } from '../../support/simulated-exchange';

withSimulatedExchange({ namespaces: ['common', 'errors', 'account', 'calendar'] });

/** The calendar route against the simulated exchange: who may see it, and what it says when nothing is ahead. */
describe('the earn calendar page', () => {
  it('sends a visitor to the login page, which brings them back', async () => {
    const { router } = await renderApp('/earn/calendar/');
    expect(router.state.location.pathname).toBe('/earn/login/');
    expect(router.state.location.search).toMatchObject({ redirect_url: '/earn/calendar/' });
  }, 20_000);

  it('lists the dates of the seeded positions, counted with the plural form', async () => {
    await loginAs('verified');
    await renderApp('/earn/calendar/');
    const rows = await screen.findAllByTestId('calendar-event', {}, { timeout: 15_000 });
    expect(screen.getByTestId('calendar-summary').textContent).toBe(
      english('calendar', 'summary_other', { count: rows.length }),
    );
    expect(rows.map((row) => row.dataset.kind)).toEqual(
      expect.arrayContaining(['arrival', 'settlement', 'projectEnd', 'renewalCutoff', 'maturity']),
    );
  }, 20_000);

  it('says so when no position has a date ahead, and offers the way back to the wallet', async () => {
    await loginAs('unverified');
    await renderApp('/earn/calendar/');
    expect((await screen.findByTestId('calendar-empty', {}, { timeout: 15_000 })).textContent).toBe(
      english('calendar', 'empty'),
    );
    expect(screen.getByRole('link', { name: english('calendar', 'backToWallet') }).getAttribute('href')).toBe(
      '/earn/wallet/',
    );
    expect(screen.getByTestId('calendar-export').hasAttribute('disabled')).toBe(true);
  }, 20_000);
});
