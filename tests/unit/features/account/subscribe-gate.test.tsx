import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProductType } from '@/api/earn/earn-enums';
import { onLoginRequest } from '@/platform/login-request';
import { SubscribeGate } from '@/features/account/subscribe-gate';
import { simServer } from '@/sim/node/sim-server';
import { loginAs, withSimulatedExchange } from './support/test-app';

withSimulatedExchange();

const PRODUCT = { product_id: '1', product_type: ProductType.Flexible, required_kyc_level: 1 };

function renderGate(onSubscribe = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SubscribeGate product={PRODUCT} onSubscribe={onSubscribe} />
    </QueryClientProvider>,
  );
  return onSubscribe;
}

function answerCheckAvailable(eligibility: number, required = 1) {
  simServer.use(
    http.post('*/x-api/s1/byfi/check-available', () =>
      HttpResponse.json({
        ret_code: 0,
        ret_msg: 'OK',
        result: {
          eligibility, required_kyc_level: required, user_kyc_level: 0, is_vip_required: false, available_balance_e8: '0',
          max_subscribable_e8: '0', min_subscribe_amount_e8: '0', reason_code: 0,
        },
      }),
    ),
  );
}

describe('subscribe button driven by eligibility', () => {
  it('asks a visitor to log in', async () => {
    const requests = vi.fn();
    const stop = onLoginRequest(requests);
    renderGate();
    const button = await screen.findByRole('button', { name: 'Log in to subscribe' });
    button.click();
    expect(requests).toHaveBeenCalledTimes(1);
    stop();
  });

  it('lets an eligible user subscribe', async () => {
    await loginAs('verified');
    answerCheckAvailable(1);
    const onSubscribe = renderGate();
    const button = await screen.findByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    button.click();
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledTimes(1));
  });

  it('sends a user below the KYC level to verification', async () => {
    await loginAs('unverified');
    answerCheckAvailable(3, 2);
    renderGate();
    const link = await screen.findByRole('link', { name: 'Verify your identity' });
    expect(link.getAttribute('href')).toMatch(/^\/user\/accounts\/auth\/personal\/\?redirect_url=/);
    expect(screen.getByText('This product needs identity verification level 2.')).toBeTruthy();
  });

  it('disables the button for a blocked tag, with the reason', async () => {
    await loginAs('blocked');
    answerCheckAvailable(5);
    const onSubscribe = renderGate();
    const button = await screen.findByRole('button', { name: 'Not available' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This product is not available for your account.')).toBeTruthy();
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it('offers to check again when the KYC status cannot be read', async () => {
    await loginAs('verified');
    answerCheckAvailable(4);
    renderGate();
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeTruthy();
    expect(screen.getByText('We could not check your verification status. Please try again.')).toBeTruthy();
  });
});
