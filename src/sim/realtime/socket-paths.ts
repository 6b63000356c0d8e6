/**
 * Socket endpoints and topics as docs/api.md defines them (the app's src/realtime speaks the same; the
 * simulator keeps its own copy because it may import only src/api and src/lib).
 */
export const EARN_PUBLIC_PATH = '/public';
export const EARN_PRIVATE_PATH = '/realtime_w';
export const QUOTE_STREAM_PATH = '/spot/quote/ws/v1';

export const TOPICS = {
  dualBenchmarkPrice: 'dual_asset.benchmark_price',
  doubleWinOffer: 'double_win.offer',
  discountBuyOffer: 'discount_buy.offer',
  instrumentInfoAll: 'instrument_info.all',
  futureBoostOffer: 'future_boost.offer',
  liquidityPool: 'liquidity.pool',
} as const;

/** Any ws:// or wss:// host (each edition has its own socket host). */
export function anyHost(path: string): RegExp {
  return new RegExp(`^wss?://[^/]+${path.replaceAll('/', '\\/')}(?:\\?.*)?$`);
}

/** How often subscribed topics are pushed, in real ms. */
export const PUSH_INTERVAL_MS = 2_000;
export const QUOTE_PUSH_INTERVAL_MS = 1_000;
