import * as z from '@/lib/zod';
import { mainClient } from '@/api/api-clients';
import { callEndpoint, type CallOptions } from '@/api/call-api';

/** POST {apiHost}/spot/s_api/basic/quote_tokens — which base tokens trade against each quote token. */
export const QUOTE_TOKENS_PATH = '/spot/s_api/basic/quote_tokens';

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
