import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { BusinessError, GatewayError, HttpError, ParseError, TransportError } from '@/api/api-error';
import { cacheStrategies, shouldRetry } from '@/api/cache-strategies';
import { onComplianceWall, emitComplianceWall } from '@/api/compliance-events';
import { coinsQueryOptions } from '@/api/earn/get-coins';
import { getHomepageProductCardsQueryOptions } from '@/api/earn/get-homepage-product-cards';
import { getPositionsQueryOptions } from '@/api/earn/get-positions';
import { getProductDetailQueryOptions } from '@/api/earn/get-product-detail';
import { getUserBalanceQueryOptions } from '@/api/earn/get-user-balance';
import { queryOrdersQueryOptions } from '@/api/earn/query-orders';
import { invalidateUserData } from '@/api/invalidate-user-data';
import { configWebQueryOptions } from '@/api/main/config-web';
import { currentUserQueryOptions } from '@/api/main/user-profile';
import { tickersQueryOptions } from '@/api/main/ticker';

describe('named cache strategies', () => {
  it.each([
    ['constant', Number.POSITIVE_INFINITY, false],
    ['lazy', 60_000, false],
    ['eager', 0, true],
    ['live', Number.POSITIVE_INFINITY, false],
  ] as const)('%s: staleTime %s, refetch on focus %s', (name, staleTime, focus) => {
    expect(cacheStrategies[name].staleTime).toBe(staleTime);
    expect(cacheStrategies[name].refetchOnWindowFocus).toBe(focus);
  });

  it.each([
    ['coins', coinsQueryOptions(), 'constant'],
    ['config', configWebQueryOptions(['a'], 'en'), 'constant'],
    ['product cards', getHomepageProductCardsQueryOptions({}), 'lazy'],
    ['product detail', getProductDetailQueryOptions({ product_id: '1', product_type: 4 }), 'lazy'],
    ['profile', currentUserQueryOptions(), 'lazy'],
    ['positions', getPositionsQueryOptions({}), 'eager'],
    ['balances', getUserBalanceQueryOptions({}), 'eager'],
    ['orders', queryOrdersQueryOptions({}), 'eager'],
    ['tickers', tickersQueryOptions(['BTCUSDT']), 'eager'],
  ] as const)('%s uses %s', (_, options, strategy) => {
    expect(options.staleTime).toBe(cacheStrategies[strategy].staleTime);
    expect(options.gcTime).toBe(cacheStrategies[strategy].gcTime);
  });

  it('query keys do not depend on the order of request fields', () => {
    const a = getHomepageProductCardsQueryOptions({ page: 1, limit: 20, coin_name: 'US' });
    const b = getHomepageProductCardsQueryOptions({ coin_name: 'US', limit: 20, page: 1 });
    expect(hashKey(a.queryKey)).toBe(hashKey(b.queryKey));
    expect(a.queryKey.slice(0, 2)).toEqual(['earn', 'get-homepage-product-cards']);
    expect(hashKey(tickersQueryOptions(['ETHUSDT', 'BTCUSDT']).queryKey)).toBe(
      hashKey(tickersQueryOptions(['btcusdt', 'ETHUSDT']).queryKey),
    );
  });
});

describe('retry policy', () => {
  it.each([
    ['network', new TransportError('Network Error', 'network'), 0, true],
    // A timeout already took the whole budget: retrying it would double the wait (home under 6 s of latency).
    ['timeout', new TransportError('timeout of 5000 ms exceeded', 'timeout'), 0, false],
    ['second failure', new TransportError('Network Error', 'network'), 1, false],
    ['503 twice', new HttpError(503), 1, false],
    ['aborted', new TransportError('request aborted', 'aborted'), 0, false],
    ['503', new HttpError(503), 0, true],
    ['429', new HttpError(429), 0, true],
    ['404', new HttpError(404), 0, false],
    ['business', new BusinessError(302, 'sold out', null, { translationKey: 'errors:earn.soldOut' }), 0, false],
    ['gateway', new GatewayError(500), 0, false],
    ['parse', new ParseError('x'), 0, false],
    ['foreign error', new Error('x'), 0, false],
  ])('%s -> %s', (_, error, failures, retry) => {
    expect(shouldRetry(failures, error)).toBe(retry);
  });
});

describe('user data invalidation', () => {
  it('refreshes the user money queries, not the catalogue', async () => {
    const client = new QueryClient();
    client.setQueryData(getPositionsQueryOptions({}).queryKey, { positions: [], total: 0 });
    client.setQueryData(getHomepageProductCardsQueryOptions({}).queryKey, { coin_products: [], total: 0 });
    await invalidateUserData(client);
    expect(client.getQueryState(getPositionsQueryOptions({}).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(getHomepageProductCardsQueryOptions({}).queryKey)?.isInvalidated).toBe(false);
  });
});

describe('compliance event', () => {
  it('reaches every listener until it unsubscribes; a throwing listener does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    const stopA = onComplianceWall(() => {
      throw new Error('bad listener');
    });
    const stopB = onComplianceWall((e) => seen.push(e.endpoint));
    emitComplianceWall({ code: 10024, message: '', endpoint: '/a' });
    stopB();
    emitComplianceWall({ code: 10024, message: '', endpoint: '/b' });
    stopA();
    expect(seen).toEqual(['/a']);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
