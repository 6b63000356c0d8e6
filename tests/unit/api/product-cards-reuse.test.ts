import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { everyProductCardQueryOptions, productCardsOfTypesQueryOptions } from '@/api/earn/get-homepage-product-cards';
import { resetSimulator, simServer } from '@/sim/node/sim-server';

const calls: string[] = [];
beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetSimulator();
  calls.length = 0;
  simServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('get-homepage-product-cards')) calls.push(request.url);
  });
});
afterEach(() => simServer.events.removeAllListeners());
afterAll(() => simServer.close());

describe('a family page after home', () => {
  it('takes its cards from the list home read, with no call of its own', async () => {
    const queryClient = new QueryClient();
    const every = await queryClient.fetchQuery(everyProductCardQueryOptions());
    expect(calls).toHaveLength(1);
    const savings = await queryClient.fetchQuery(productCardsOfTypesQueryOptions(queryClient, [4, 6]));
    expect(calls).toHaveLength(1);
    expect(savings.length).toBeGreaterThan(0);
    expect(savings).toEqual(every.filter((card) => card.product_type === 4 || card.product_type === 6));
  });

  it('asks the exchange when home has not been read, and agrees with what home would show', async () => {
    const queryClient = new QueryClient();
    const savings = await queryClient.fetchQuery(productCardsOfTypesQueryOptions(queryClient, [4, 6]));
    expect(calls).toHaveLength(1);
    const every = await new QueryClient().fetchQuery(everyProductCardQueryOptions());
    const ids = (cards: { product_id: string }[]) => cards.map((c) => c.product_id).sort();
    expect(ids(savings)).toEqual(ids(every.filter((card) => card.product_type === 4 || card.product_type === 6)));
  });

  it('refetches once the copy from home is stale', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(everyProductCardQueryOptions());
    const every = everyProductCardQueryOptions().queryKey;
    const state = queryClient.getQueryCache().find({ queryKey: every })!.state;
    state.dataUpdatedAt -= 2 * 60_000;
    await queryClient.fetchQuery(productCardsOfTypesQueryOptions(queryClient, [4, 6]));
    expect(calls).toHaveLength(2);
  });
});
