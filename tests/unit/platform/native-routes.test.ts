import { describe, expect, it } from 'vitest';
import { nativeRouteFor } from '@/platform/app-webview/native-routes';
import { earnPagePath, showsAppDownloadPrompt } from '@/platform/app-prompt';

const ORIGIN = 'https://www.example.test';

describe('nativeRouteFor', () => {
  it.each([
    ['/trade/spot/BTC/USDT/', 'kestrel://trade/spot?symbol=BTCUSDT'],
    ['/en-US/trade/spot/usdtb/usdt', 'kestrel://trade/spot?symbol=USDTBUSDT'],
    ['/trade/spot/', 'kestrel://trade/spot'],
    ['/trade/usdt/BTCUSDT', 'kestrel://trade/contract?category=usdt&symbol=BTCUSDT'],
    ['/assets/overview/', 'kestrel://assets/overview'],
    ['/assets/', 'kestrel://assets/overview'],
    ['/assets/funding', 'kestrel://assets/funding'],
    ['/assets/deposit/usdt/', 'kestrel://assets/deposit?coin=USDT'],
    ['/fiat/trade/express?fiat=eur', 'kestrel://fiat/buy?fiat=EUR'],
    ['/ja-JP/copy-trade/leaderboard/', 'kestrel://copy-trade/home'],
    ['/rewards-hub/', 'kestrel://rewards-hub'],
    ['/trading-bot/grid/', 'kestrel://trading-bot/home'],
    ['/web3/', 'kestrel://web3/home'],
    [`${ORIGIN}/web3/`, 'kestrel://web3/home'],
  ])('%s -> %s', (href, route) => {
    expect(nativeRouteFor(href, ORIGIN)).toBe(route);
  });

  it.each([
    '/earn/home/',
    '/ja-JP/earn/savings/?id=1',
    '/trade/spot/BTC',
    '/trademark/',
    'https://elsewhere.test/web3/',
    'mailto:help@example.test',
    '/',
  ])('%s stays on the web', (href) => {
    expect(nativeRouteFor(href, ORIGIN)).toBeNull();
  });
});

describe('app download prompt', () => {
  const hidden = new Set(['wallet', 'order-list', 'dual-order-list']);

  it('finds the earn page of a path', () => {
    expect(earnPagePath('/earn/wallet/')).toBe('wallet');
    expect(earnPagePath('/ja-JP/earn/dual-order-list/')).toBe('dual-order-list');
    expect(earnPagePath('/earn/help-center/redemption/')).toBe('help-center/redemption');
    expect(earnPagePath('/earn/')).toBe('');
    expect(earnPagePath('/web3/')).toBeNull();
  });

  it.each([
    ['h5', '/earn/home/', true],
    ['h5', '/ar-SA/earn/savings/', true],
    ['h5', '/earn/wallet/', false],
    ['h5', '/en-US/earn/order-list/', false],
    ['h5', '/earn/dual-order-list/', false],
    ['pc', '/earn/home/', false],
    ['app', '/earn/home/', false],
    ['ios_tg', '/earn/home/', false],
    ['android_tg', '/earn/tg-page/', false],
  ] as const)('%s %s -> %s', (platform, path, shown) => {
    expect(showsAppDownloadPrompt(platform, path, hidden)).toBe(shown);
  });
});
