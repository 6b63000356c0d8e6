// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COINS_STORAGE_KEY, CoinsUnavailableError, fetchCoins, toCoin } from '@/api/earn/get-coins';
import { storageCache } from '@/api/api-clients';
import { earnUrl, envelope, server, installMswServer } from './support/msw-server';

installMswServer();

const ROWS = [
  { coin: ['5', 'USDT', '8', '4', 'https://i/usdt-d.svg', 'https://i/usdt-l.svg'] },
  { coin: ['2', 'ETH', '8', '5', 'https://i/eth-d.svg', 'https://i/eth-l.svg'] },
  { coin: ['40', 'LTC', '6', '4', '', ''] },
  { coin: ['41', 'BIT', '2', '2', '', ''] },
  { coin: ['42', 'MATIC', '8', '8', '', ''] },
];

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('coin rows', () => {
  it.each([
    [
      ['5', 'USDT', '8', '4', 'd', 'l'],
      { coin: 5, name: 'USDT', assetPrecision: 8, txPrecision: 4, unitPrice: '0.0001' },
    ],
    [['2', 'ETH', '8', '0', 'd', 'l'], { coin: 2, name: 'ETH', assetPrecision: 8, txPrecision: 0, unitPrice: '1' }],
    [
      ['40', 'LTC', '6', '4', 'd', 'l'],
      { coin: 40, name: 'LTC', assetPrecision: 8, txPrecision: 8, unitPrice: '0.00000001' },
    ],
    [
      ['41', 'BIT', '2', '2', 'd', 'l'],
      { coin: 41, name: 'BIT', assetPrecision: 8, txPrecision: 8, unitPrice: '0.00000001' },
    ],
    [
      ['42', 'MATIC', '8', '8', 'd', 'l'],
      { coin: 42, name: 'MATIC', assetPrecision: 4, txPrecision: 4, unitPrice: '0.0001' },
    ],
  ] as const)('%j', (row, expected) => {
    expect(toCoin({ coin: [...row] })).toEqual({ ...expected, fullName: '', darkIcon: 'd', lightIcon: 'l' });
  });

  it('reads the full name of a seven-cell row', () => {
    expect(toCoin({ coin: ['1', 'BTC', '8', '6', 'd', 'l', 'Bitcoin'] }).fullName).toBe('Bitcoin');
  });
});

describe('fetchCoins', () => {
  it('GETs the list, parses it and stores the last good copy', async () => {
    let method = '';
    server.use(
      http.get(earnUrl('/get-coins'), ({ request }) => {
        method = request.method;
        return HttpResponse.json(envelope({ coins: ROWS }));
      }),
    );
    const catalogue = await fetchCoins();
    expect(method).toBe('GET');
    expect(catalogue.list.map((c) => c.name)).toEqual(['USDT', 'ETH', 'LTC', 'BIT', 'MATIC']);
    expect(catalogue.byEnum.get(2)?.name).toBe('ETH');
    expect(catalogue.byName.get('USDT')?.unitPrice).toBe('0.0001');
    expect(storageCache.get(COINS_STORAGE_KEY)).toEqual({ coins: ROWS });
  });

  it.each([
    ['an http error', () => new HttpResponse(null, { status: 502 })],
    ['a network error', () => HttpResponse.error()],
    ['a business error', () => HttpResponse.json(envelope(null, 10001, 'params error'))],
    ['a malformed list', () => HttpResponse.json(envelope({ coins: [{ coin: ['x'] }] }))],
  ])('on %s the stored copy is used', async (_, respond) => {
    storageCache.set(COINS_STORAGE_KEY, { coins: ROWS.slice(0, 2) });
    server.use(http.get(earnUrl('/get-coins'), respond));
    const catalogue = await fetchCoins();
    expect(catalogue.list.map((c) => c.name)).toEqual(['USDT', 'ETH']);
  });

  it("with neither a list nor a stored copy: 'Failed to get coins'", async () => {
    server.use(http.get(earnUrl('/get-coins'), () => new HttpResponse(null, { status: 500 })));
    const error = await fetchCoins().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoinsUnavailableError);
    expect((error as Error).message).toBe('Failed to get coins');
  });

  it('a corrupted stored copy counts as none', async () => {
    localStorage.setItem(`earn.cache.${COINS_STORAGE_KEY}`, '{not json');
    server.use(http.get(earnUrl('/get-coins'), () => HttpResponse.error()));
    await expect(fetchCoins()).rejects.toThrow('Failed to get coins');
  });

  it.each([
    [300, false],
    [301, true],
  ])('a list of %i coins is logged: %s', async (count, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rows = Array.from({ length: count }, (_, i) => ({ coin: [String(i + 1), `C${i}`, '8', '8', '', ''] }));
    server.use(http.get(earnUrl('/get-coins'), () => HttpResponse.json(envelope({ coins: rows }))));
    await fetchCoins();
    expect(warn.mock.calls.some(([m]) => String(m).includes(`${count} coins`))).toBe(logged);
  });
});
