import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BusinessError } from '@/api/api-error';
import { chunk, fetchTickers, tickerSymbol } from '@/api/main/ticker';
import { envelope, mainUrl, server, installMswServer } from './support/msw-server';

installMswServer();

const symbols = (n: number) => Array.from({ length: n }, (_, i) => `C${i}USDT`);

function priceOf(symbol: string): string {
  return `${symbol.length}.5`;
}

describe('ticker batching', () => {
  it.each([
    [0, []],
    [1, [1]],
    [100, [100]],
    [101, [100, 1]],
    [250, [100, 100, 50]],
  ])('%i symbols -> batches %j', (n, sizes) => {
    expect(chunk(symbols(n), 100).map((b) => b.length)).toEqual(sizes);
  });

  it('250 symbols are asked in 3 parallel calls of at most 100, prefixed 301., and merged', async () => {
    const batches: string[][] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    let release!: () => void;
    const allArrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(mainUrl('/spot/api/quote/v1/ticker'), async ({ request }) => {
        const list = (new URL(request.url).searchParams.get('symbol') ?? '').split(',');
        batches.push(list);
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        if (batches.length === 3) release();
        await allArrived;
        inFlight -= 1;
        return HttpResponse.json(envelope(list.map((s) => ({ s, c: priceOf(s) }))));
      }),
    );
    const prices = await fetchTickers(symbols(250));
    expect(batches.map((b) => b.length).sort((a, b) => b - a)).toEqual([100, 100, 50]);
    expect(maxInFlight).toBe(3);
    expect(batches.flat().every((s) => s.startsWith('301.'))).toBe(true);
    expect(new Set(batches.flat()).size).toBe(250);
    expect(prices.size).toBe(250);
    expect(prices.get('C249USDT')).toBe(priceOf('301.C249USDT'));
  });

  it('duplicates and already prefixed symbols are asked once', async () => {
    const asked: string[] = [];
    server.use(
      http.get(mainUrl('/spot/api/quote/v1/ticker'), ({ request }) => {
        const list = (new URL(request.url).searchParams.get('symbol') ?? '').split(',');
        asked.push(...list);
        return HttpResponse.json({ retCode: 0, retMsg: 'OK', result: list.map((s) => ({ s: s.slice(4), c: '1' })) });
      }),
    );
    const prices = await fetchTickers(['BTCUSDT', '301.BTCUSDT', 'btcusdt', 'ETHUSDT']);
    expect(asked).toEqual(['301.BTCUSDT', '301.ETHUSDT']);
    expect([...prices.keys()]).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(tickerSymbol('301.X')).toBe('301.X');
  });

  it('-100019 (too many coins) splits the batch and asks again', async () => {
    const sizes: number[] = [];
    server.use(
      http.get(mainUrl('/spot/api/quote/v1/ticker'), ({ request }) => {
        const list = (new URL(request.url).searchParams.get('symbol') ?? '').split(',');
        sizes.push(list.length);
        if (list.length > 30) return HttpResponse.json(envelope(null, -100019, 'too many coins'));
        return HttpResponse.json(envelope(list.map((s) => ({ s, c: '2' }))));
      }),
    );
    const prices = await fetchTickers(symbols(100));
    expect(prices.size).toBe(100);
    expect(sizes[0]).toBe(100);
    expect(Math.max(...sizes.slice(1))).toBeLessThanOrEqual(50);
  });

  it('-100019 for a single symbol is a translated error', async () => {
    server.use(
      http.get(mainUrl('/spot/api/quote/v1/ticker'), () => HttpResponse.json(envelope(null, -100019, 'too many'))),
    );
    const error = await fetchTickers(['BTCUSDT']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).translationKey).toBe('errors:ticker.tooManyCoins');
  });
});
