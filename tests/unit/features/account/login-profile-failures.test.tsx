// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EndpointFault } from '@/sim/faults/fault-config';
import { simulator } from '@/sim/node/sim-server';
import { english } from '../../support/simulated-exchange';
import { loginAs, renderApp, withSimulatedExchange } from './support/test-app';

withSimulatedExchange();

/** The profile call fails like this on every call until `simulator.setEndpointFault('profile', null)`. */
const FAULTS: Array<[string, EndpointFault, string]> = [
  ['HTTP 500', { http500: true }, english('errors', 'http', { status: 500 })],
  ['a malformed body', { malformed: true }, english('errors', 'parse')],
  ['a payload breaking the schema', { schema: true }, english('errors', 'parse')],
];

async function loginForm() {
  return within(await screen.findByRole('main')).findByLabelText('Username', {}, { timeout: 8000 });
}

describe('login page while the profile call fails', () => {
  it.each(FAULTS)(
    '%s: the form shows with the translated error and a retry that asks again',
    async (_, fault, message) => {
      // Logged in, but the profile cannot be read: the page cannot know, so it offers both ways.
      await loginAs('verified');
      simulator.setEndpointFault('profile', fault);
      const { router } = await renderApp('/earn/login/?redirect_url=%2Fearn%2Fwallet%2F');
      await loginForm();
      const notice = await screen.findByTestId('session-error', {}, { timeout: 8000 });
      expect(notice.textContent).toContain(english('account', 'login.sessionFailed'));
      expect(notice.textContent).toContain(message);
      expect(notice.textContent).not.toMatch(/<html|ret_code|status_code/);
      // Typing is possible while the profile is failing.
      fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'verified' } });
      expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('verified');
      simulator.setEndpointFault('profile', null);
      fireEvent.click(within(notice).getByRole('button', { name: english('account', 'login.sessionRetry') }));
      // The profile answers: the user is sent on to where they were going.
      await waitFor(() => expect(router.state.location.pathname).toBe('/earn/wallet/'), { timeout: 5000 });
    },
    15_000,
  );

  it('no answer: the form shows at once with a "checking" note, not a skeleton', async () => {
    simulator.setEndpointFault('profile', { timeout: true });
    await renderApp('/earn/login/');
    await loginForm();
    expect(within(screen.getByRole('main')).getByText(english('account', 'login.sessionChecking'))).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it.each([...FAULTS.map(([name, fault]) => [name, fault] as const), ['no answer', { timeout: true }] as const])(
    '%s: a guarded page lands on the login form with its way back',
    async (_, fault) => {
      simulator.setEndpointFault('profile', fault);
      const { router } = await renderApp('/earn/wallet/?pnl=7d');
      await waitFor(() => expect(router.state.location.pathname).toBe('/earn/login/'), { timeout: 8000 });
      expect(router.state.location.search).toMatchObject({ redirect_url: '/earn/wallet/?pnl=7d' });
      await loginForm();
    },
    15_000,
  );
});
