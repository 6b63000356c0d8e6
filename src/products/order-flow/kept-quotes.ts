import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import type { Decimal } from '@/lib/decimal';
import { toE8 } from '@/lib/decimal-e8';
import type { FlowQuote } from './order-flow-machine';
import { quoteOfSubscription } from './use-order-flow';

/**
 * The quote an intent carries, with the price a family showed with that quote id (an entry, a breakeven, a
 * purchase price): the terms shown with each quote are kept by quote id when the order is built and when a
 * fresh quote arrives, so the review, a changed quote's "old" column and the order speak of the quote the
 * user saw, whatever the live plan shows by then.
 */
export function quoteWithKept<T>(kept: ReadonlyMap<string, T>, price: (terms: T) => Decimal) {
  return (intent: SubscribeIntent, preview: PreviewOrderResult | null): FlowQuote | null => {
    const quote = quoteOfSubscription(intent, preview);
    const terms = intent.quote_id === undefined ? undefined : kept.get(intent.quote_id);
    return quote && terms !== undefined ? { ...quote, targetPriceE8: toE8(price(terms)) } : quote;
  };
}
