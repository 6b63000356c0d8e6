import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mintClientOrderId, openOrderIntent } from '@/api/client-order-id';
import { claimYieldMutationOptions } from '@/api/earn/claim-yield';
import { confirmOrderMutationOptions } from '@/api/earn/confirm-order';
import { payOrderMutationOptions, type PayOrderRequest } from '@/api/earn/pay-order';
import { submitBillExportMutationOptions } from '@/api/earn/submit-bill-export';
import { earnUrl, envelope, server, installMswServer } from './support/msw-server';

installMswServer();

const intentPayload = {
  product_id: '101',
  product_type: 4,
  coin: 5,
  amount_e8: '10000000000',
} as const;

function orderResult(id: string) {
  return { order_id: 'o-1', client_order_id: id, order_status: 1, created_at: '1718000000', is_duplicate: false };
}

describe('client order id', () => {
  it('is at most 36 characters and new each time', () => {
    const ids = new Set(Array.from({ length: 50 }, mintClientOrderId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(36);
  });

  it('an intent keeps its id however often it is used', () => {
    const intent = openOrderIntent();
    expect(intent.withId(intentPayload).client_order_id).toBe(intent.clientOrderId);
    expect(intent.withId({ ...intentPayload, amount_e8: '1' }).client_order_id).toBe(intent.clientOrderId);
    expect(openOrderIntent().clientOrderId).not.toBe(intent.clientOrderId);
  });

  it('pay-order retries a dropped connection once with the same id, and no more: one order results', async () => {
    const seen: string[] = [];
    server.use(
      http.post(earnUrl('/pay-order'), async ({ request }) => {
        const body = (await request.json()) as PayOrderRequest;
        seen.push(body.client_order_id);
        if (seen.length === 1) return HttpResponse.error();
        return HttpResponse.json(envelope(orderResult(body.client_order_id)));
      }),
    );
    const client = new QueryClient();
    const observer = new MutationObserver(client, { ...payOrderMutationOptions(), retryDelay: 0 });
    const intent = openOrderIntent();
    const result = await observer.mutate(intent.withId(intentPayload));
    expect(seen).toEqual([intent.clientOrderId, intent.clientOrderId]);
    expect(result.client_order_id).toBe(intent.clientOrderId);
    // Two failures in a row: the second is the user's to retry (same id), never a third silent attempt.
    seen.length = 0;
    server.use(
      http.post(earnUrl('/pay-order'), async ({ request }) => {
        seen.push(((await request.json()) as PayOrderRequest).client_order_id);
        return new HttpResponse(null, { status: 503 });
      }),
    );
    await expect(observer.mutate(intent.withId(intentPayload))).rejects.toBeTruthy();
    expect(seen).toEqual([intent.clientOrderId, intent.clientOrderId]);
  });

  it('a user retry of the same intent reuses the id; a new confirmation mints a new one', async () => {
    const seen: string[] = [];
    server.use(
      http.post(earnUrl('/pay-order'), async ({ request }) => {
        const body = (await request.json()) as PayOrderRequest;
        seen.push(body.client_order_id);
        return seen.length === 1
          ? HttpResponse.json(envelope(null, 315, 'rate limit'))
          : HttpResponse.json(envelope({ ...orderResult(body.client_order_id), is_duplicate: seen.length === 3 }));
      }),
    );
    const client = new QueryClient();
    const observer = new MutationObserver(client, { ...payOrderMutationOptions(), retryDelay: 0 });
    const intent = openOrderIntent();
    await expect(observer.mutate(intent.withId(intentPayload))).rejects.toMatchObject({ code: 315 });
    // A business refusal is not retried automatically.
    expect(seen).toHaveLength(1);
    await observer.mutate(intent.withId(intentPayload));
    const next = openOrderIntent();
    await observer.mutate(next.withId(intentPayload));
    expect(seen[1]).toBe(intent.clientOrderId);
    expect(seen[2]).toBe(next.clientOrderId);
    expect(seen[2]).not.toBe(seen[1]);
  });

  it.each([
    ['pay-order', payOrderMutationOptions().retry],
    ['confirm-order', confirmOrderMutationOptions().retry],
    ['claim-yield', claimYieldMutationOptions().retry],
  ])('%s may retry (idempotent)', (_, retry) => {
    expect(typeof retry).toBe('function');
  });

  it('a non-idempotent write is never retried automatically', () => {
    expect(submitBillExportMutationOptions().retry).toBe(false);
  });
});
