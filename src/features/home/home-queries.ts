import { queryOptions } from '@tanstack/react-query';
import { everyProductCardQueryOptions } from '@/api/earn/get-homepage-product-cards';

/** Every product card of every family: the home page searches, filters and sorts on the client. */
export function allProductCardsQueryOptions() {
  return queryOptions({
    ...everyProductCardQueryOptions(),
    // The route's loader already asked: a failure shows at once with a retry button, not a second silent try.
    retryOnMount: false,
  });
}
