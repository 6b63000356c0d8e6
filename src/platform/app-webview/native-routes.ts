/**
 * Web paths that have a screen in the exchange's app (spec §2: trading, asset accounts, fiat, copy trade,
 * rewards hub, trading bots, web3). Inside the app a link to one of them opens the native screen instead of
 * loading the web page in the webview. The spec does not show the full table; this one is designed, with the
 * app's `kestrel://` scheme. Earn pages themselves stay in the webview.
 */
const NATIVE_SCHEME = 'kestrel://';

interface NativeRouteRule {
  /** Matched against the path without locale prefix and trailing slash. */
  pattern: RegExp;
  route: (match: RegExpExecArray, query: URLSearchParams) => string;
}

const upper = (value: string | undefined) => decodeURIComponent(value ?? '').toUpperCase();

const RULES: readonly NativeRouteRule[] = [
  { pattern: /^\/trade\/spot\/([^/]+)\/([^/]+)$/, route: (m) => `trade/spot?symbol=${upper(m[1])}${upper(m[2])}` },
  { pattern: /^\/trade\/spot$/, route: () => 'trade/spot' },
  {
    pattern: /^\/trade\/(usdt|usdc|inverse)\/([^/]+)$/,
    route: (m) => `trade/contract?category=${m[1]}&symbol=${upper(m[2])}`,
  },
  { pattern: /^\/assets(?:\/overview)?$/, route: () => 'assets/overview' },
  { pattern: /^\/assets\/(spot|funding|unified|earn)$/, route: (m) => `assets/${m[1]}` },
  {
    pattern: /^\/assets\/deposit(?:\/([^/]+))?$/,
    route: (m) => (m[1] ? `assets/deposit?coin=${upper(m[1])}` : 'assets/deposit'),
  },
  {
    pattern: /^\/fiat(?:\/[^/]+)*$/,
    route: (_m, q) => (q.get('fiat') ? `fiat/buy?fiat=${upper(q.get('fiat') ?? '')}` : 'fiat/buy'),
  },
  { pattern: /^\/copy-trade(?:\/[^/]+)*$/, route: () => 'copy-trade/home' },
  { pattern: /^\/rewards-hub(?:\/[^/]+)*$/, route: () => 'rewards-hub' },
  { pattern: /^\/trading-bot(?:\/[^/]+)*$/, route: () => 'trading-bot/home' },
  { pattern: /^\/web3(?:\/[^/]+)*$/, route: () => 'web3/home' },
];

/** `/en-US/trade/spot/BTC/USDT/` -> `/trade/spot/BTC/USDT`. */
function stripLocaleAndSlash(pathname: string): string {
  const withoutLocale = pathname.replace(/^\/(?:en|[a-z]{2,3}-[A-Za-z0-9]{2,3})(?=\/|$)/, '');
  const trimmed = withoutLocale.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The native route for a link, or null when the app has no screen for it (other sites, earn pages, anything
 * unknown). `origin` is the page's own origin: links elsewhere are never taken over.
 */
export function nativeRouteFor(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = stripLocaleAndSlash(url.pathname);
  for (const rule of RULES) {
    const match = rule.pattern.exec(path);
    if (match) return `${NATIVE_SCHEME}${rule.route(match, url.searchParams)}`;
  }
  return null;
}
