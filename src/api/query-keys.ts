/**
 * Query keys: `['earn' | 'main', endpoint name, request]`. TanStack hashes object keys in sorted order, so
 * `{ a, b }` and `{ b, a }` share a cache entry. Invalidate a whole endpoint with its two-element prefix.
 */
export type ApiScope = 'earn' | 'main';

export function apiQueryKey<const N extends string, R>(scope: ApiScope, name: N, request: R) {
  return [scope, name, request] as const;
}

export function endpointKeyPrefix<const N extends string>(scope: ApiScope, name: N) {
  return [scope, name] as const;
}

/** Keys of the user's own data: invalidated together after an order, a redeem or a claim. */
export const USER_DATA_ENDPOINTS = [
  'get-assets-summary-v2',
  'get-user-pnl',
  'get-user-balance',
  'get-user-wallet-records',
  'get-positions',
  'query-orders',
  'get-user-liquidity-summary',
  'get-products-extra-info',
  'check-available',
  'get-user-vouchers',
] as const;
