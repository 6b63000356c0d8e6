import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { coinsToQuote, fetchQuotePrices, priceCoins, valueInQuote } from '@/api/main/pricing';
import { envelope, mainUrl, server, installMswServer } from './support/msw-server';

installMswServer();

const quotable = new Set(['BTC', 'ETH', 'USDC', 'SOL']);
const tickersUsdt = new Map([
  ['BTCUSDT', '65000.5'],
  ['ETHUSDT', '3000.25'],
  ['USDCUSDT', '0.9998'],
]);
const tickersUsdc = new Map([['BTCUSDC', '64990']]);

describe('pricing rules (spec §5)', () => {
  it.each<[string, 'USDT' | 'USDC', ReadonlyMap<string, string>, string | undefined]>([
    ['USDT', 'USDT', tickersUsdt, '1'],
    ['USDC', 'USDT', tickersUsdt, '1'],
    ['BUSD', 'USDT', tickersUsdt, '1'],
    ['DAI', 'USDT', tickersUsdt, '1'],
    ['dai', 'USDT', tickersUsdt, '1'],
    ['BTC', 'USDT', tickersUsdt, '65000.5'],
    ['eth', 'USDT', tickersUsdt, '3000.25'],
    // Quotable without a last price, or not quotable: no price, never a price of 0.
    ['SOL', 'USDT', tickersUsdt, undefined],
    ['DOGE', 'USDT', tickersUsdt, undefined],
    ['BTC', 'USDC', tickersUsdc, '64990'],
    ['ETH', 'USDC', tickersUsdc, undefined],
    ['USDT', 'USDC', tickersUsdc, '1'],
  ])('%s in %s is %s', (coin, quote, tickers, price) => {
    expect(priceCoins([coin], quote, quotable, tickers).get(coin.toUpperCase())).toBe(price);
  });

  it('asks the ticker only for quotable tokens other than the stablecoins', () => {
    expect(coinsToQuote(['USDT', 'USDC', 'BUSD', 'BTC', 'btc', 'DOGE', 'ETH'], quotable)).toEqual(['BTC', 'ETH']);
  });

  it('values amounts exactly', () => {
    const prices = priceCoins(['BTC'], 'USDT', quotable, tickersUsdt);
    expect(valueInQuote('0.1', 'BTC', prices).toFixed()).toBe('6500.05');
    expect(valueInQuote('0.3', 'NOPE', prices).toFixed()).toBe('0');
  });
});

describe('fetchQuotePrices', () => {
  it.each<['USDT' | 'USDC', string[]]>([
    ['USDT', ['301.BTCUSDT']],
    ['USDC', ['301.BTCUSDC']],
  ])('quotes in %s against that market only', async (quote, expectedSymbols) => {
    const asked: string[] = [];
    server.use(
      http.post(mainUrl('/spot/s_api/basic/quote_tokens'), () =>
        HttpResponse.json(
          envelope([
            { tokenId: 'USDT', quoteTokenSymbols: [{ baseTokenId: 'BTC' }, { baseTokenId: 'USDC' }] },
            { tokenId: 'USDC', quoteTokenSymbols: [{ baseTokenId: 'BTC' }] },
          ]),
        ),
      ),
      http.get(mainUrl('/spot/api/quote/v1/ticker'), ({ request }) => {
        const list = (new URL(request.url).searchParams.get('symbol') ?? '').split(',');
        asked.push(...list);
        return HttpResponse.json(envelope(list.map((s) => ({ s, c: '50000' }))));
      }),
    );
    const prices = await fetchQuotePrices(['BTC', 'USDT', 'USDC', 'XYZ'], quote);
    expect(asked).toEqual(expectedSymbols);
    expect(Object.fromEntries(prices)).toEqual({ BTC: '50000', USDT: '1', USDC: '1' });
  });

  it('stablecoins alone need no call at all', async () => {
    const prices = await fetchQuotePrices(['USDT', 'DAI']);
    expect(Object.fromEntries(prices)).toEqual({ USDT: '1', DAI: '1' });
  });
});
