import * as z from 'zod/mini';
import { queryOptions } from '@tanstack/react-query';
import { mainClient } from '@/api/api-clients';
import { callEndpoint, type CallOptions } from '@/api/call-api';
import { cacheStrategies } from '@/api/cache-strategies';
import { apiQueryKey } from '@/api/query-keys';

/** POST {apiHost}/spot/s_api/basic/quote_tokens — which base tokens trade against each quote token. */
export const QUOTE_TOKENS_PATH = '/spot/s_api/basic/quote_tokens';

export const quoteTokensRequestSchema = z.object({});
export type QuoteTokensRequest = z.infer<typeof quoteTokensRequestSchema>;

/**
 * Spec §3: `tokenId`, `quoteTokenSymbols` with `baseTokenId` (the spot service speaks camelCase).
 * Designed: `result` is the list itself.
 */
export const quoteTokensResultSchema = z.array(
  z.object({
    tokenId: z.string(),
    quoteTokenSymbols: z.array(z.looseObject({ baseTokenId: z.string() })),
  }),
);
export type QuoteTokensResult = z.infer<typeof quoteTokensResultSchema>;

export function fetchQuoteTokens(options?: CallOptions): Promise<QuoteTokensResult> {
  return callEndpoint({
    client: mainClient,
    method: 'POST',
    path: QUOTE_TOKENS_PATH,
    payload: {},
    result: quoteTokensResultSchema,
    domain: 'main',
    options,
  });
}

/** Base tokens quotable against `quoteCoin` (e.g. every base of the USDT market). */
export function quotableBases(tokens: QuoteTokensResult, quoteCoin: string): Set<string> {
  const market = tokens.find((t) => t.tokenId.toUpperCase() === quoteCoin.toUpperCase());
  return new Set((market?.quoteTokenSymbols ?? []).map((s) => s.baseTokenId.toUpperCase()));
}

/** Cache strategy: constant. */
export function quoteTokensQueryOptions() {
  return queryOptions({
    queryKey: apiQueryKey('main', 'quote-tokens', {}),
    queryFn: ({ signal }) => fetchQuoteTokens({ signal }),
    ...cacheStrategies.constant,
  });
}
