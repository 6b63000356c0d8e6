// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { simServer } from '@/sim/node/sim-server';
import { loginAs, renderApp, withSimulatedExchange } from './support/test-app';

withSimulatedExchange();

async function submitLogin(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('logs in and lands on redirect_url, with the user in the header', async () => {
    const { router } = await renderApp('/earn/login/?redirect_url=%2Fearn%2Fwallet%2F');
    await submitLogin('verified', 'earn-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/earn/wallet/'));
    expect(await screen.findByRole('button', { name: /ve\*\*\*@example\.com/ })).toBeTruthy();
  });

  it('titles a registration as one, in the heading and the tab', async () => {
    await renderApp('/earn/login/?mode=signup');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Create an account');
    await waitFor(() => expect(document.title).toMatch(/^Create an account \| /));
  });

  it('shows a translated error for wrong credentials and keeps what was typed', async () => {
    const { router } = await renderApp('/earn/login/');
    await submitLogin('verified', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).not.toContain('wrong username');
    expect(screen.getByRole('alert').textContent?.length).toBeGreaterThan(5);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('verified');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
    expect(router.state.location.pathname).toBe('/earn/login/');
  });

  it('sends one login request however often the button is pressed', async () => {
    let calls = 0;
    simServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/x-api/login') calls += 1;
    });
    await renderApp('/earn/login/');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'verified' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'earn-demo' } });
    const button = within(screen.getByRole('main')).getByRole('button', { name: 'Log in' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByLabelText('Username')).toBeNull());
    simServer.events.removeAllListeners();
    expect(calls).toBe(1);
  });

  it.each(['https://evil.example/earn/wallet/', '//evil.example/earn/', '/%2F%2Fevil.example', 'javascript:alert(1)'])(
    'lands on home after login when redirect_url is %s',
    async (hostile) => {
      const { router } = await renderApp(`/earn/login/?redirect_url=${encodeURIComponent(hostile)}`);
      await submitLogin('verified', 'earn-demo');
      await waitFor(() => expect(router.state.location.pathname).toBe('/earn/home/'));
    },
  );

  it('lists the demo accounts and fills the form from them', async () => {
    const { setDemoAccounts } = await import('@/platform/demo-accounts');
    const { DEMO_ACCOUNTS } = await import('@/sim/demo-accounts');
    setDemoAccounts(DEMO_ACCOUNTS);
    await renderApp('/earn/login/');
    fireEvent.click(await screen.findByRole('button', { name: 'Use the demo account vip' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('vip');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('earn-demo');
    setDemoAccounts([]);
  });

  it('sends a user who is already logged in straight on', async () => {
    await loginAs('verified');
    const { router } = await renderApp('/ja-JP/earn/login/?redirect_url=%2Fja-JP%2Fearn%2Forder-list%2F');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja-JP/earn/order-list/'));
  });

  it('returns to the page in its own language, whatever the language of the login page', async () => {
    const { router } = await renderApp(`/earn/login/?redirect_url=${encodeURIComponent('/ja-JP/earn/order-list/')}`);
    await submitLogin('verified', 'earn-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja-JP/earn/order-list/'));
  });

  it('keeps the page when its query holds an encoded control character, dropping only that parameter', async () => {
    const target = '/en/earn/order-list/?q=%01abc&status=active';
    const { router } = await renderApp(`/earn/login/?redirect_url=${encodeURIComponent(target)}`);
    await submitLogin('verified', 'earn-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/earn/order-list/'));
    expect(router.state.location.search).toEqual({ status: 'active' });
  });
});

describe('pages that need a user', () => {
  it.each([
    ['/earn/wallet/', '/earn/login/'],
    ['/ja-JP/earn/wallet/?pnl=7d', '/ja-JP/earn/login/'],
    ['/ar-SA/earn/dual-order-list/?status=active', '/ar-SA/earn/login/'],
    ['/earn/liquidity-mining-order-list/', '/earn/login/'],
  ])('send a visitor from %s to %s with a redirect_url back', async (page, login) => {
    const { router } = await renderApp(page);
    await waitFor(() => expect(router.state.location.pathname).toBe(login));
    expect((router.state.location.search as { redirect_url?: string }).redirect_url).toBe(page);
  });

  it('come back to the page after login, filters included', async () => {
    const { router } = await renderApp('/ja-JP/earn/savings-order-list/?status=completed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja-JP/earn/login/'));
    await submitLogin('verified', 'earn-demo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ja-JP/earn/savings-order-list/'));
    expect(router.state.location.search).toEqual({ status: 'completed' });
  });
});

describe('header account area', () => {
  it('shows the masked email and the VIP label, and logs out with a POST and a reload', async () => {
    await loginAs('vip');
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    let logoutPosted = false;
    simServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/x-api/logout') logoutPosted = true;
    });
    await renderApp('/earn/usdtb/');
    const trigger = await screen.findByRole('button', { name: /Account menu/ });
    expect(trigger.textContent).toMatch(/VIP 3/);
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    simServer.events.removeAllListeners();
    expect(logoutPosted).toBe(true);
  });

  it('shows the masked mobile when there is no email', async () => {
    await loginAs('verified');
    simServer.use(
      http.get('*/x-api/v2/private/user/profile', () =>
        HttpResponse.json({
          ret_code: 0,
          ret_msg: 'OK',
          result: {
            id: '1000001',
            username: 'verified',
            vague_email: '',
            vague_mobile: '+65****0008',
            mobile_verified: true,
            email_verified: false,
            has_google2fa: false,
            country_code: 'SGP',
            lang: 'en',
            parent_member_id: '0',
            status: 1,
            loyalty_vip_info: { is_vip: false, label_level: 0 },
          },
        }),
      ),
    );
    await renderApp('/earn/usdtb/');
    const trigger = await screen.findByRole('button', { name: /Account menu/ });
    expect(trigger.textContent).toContain('+65****0008');
    expect(trigger.textContent).not.toMatch(/VIP/);
  });

  it('opens the login modal for a visitor, and stays on the page after login', async () => {
    const { router } = await renderApp('/earn/usdtb/');
    const header = screen.getByRole('banner');
    fireEvent.click(await within(header).findByRole('link', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'verified' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'earn-demo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: /ve\*\*\*@example\.com/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(router.state.location.pathname).toBe('/earn/usdtb/');
  });
});
