import * as z from 'zod/mini';
import { listSearchShape, textParam } from '@/api/earn/product-list-order';
import { INVALID, SAVINGS_TYPES, type FamilySearch } from './family-pages';

/**
 * Search parameters of the family routes: `id` focuses one product, `type` (savings only) picks flexible
 * or fixed, `q`, `term` and `sort` filter the list. A malformed `id` or `type` reads as INVALID (never a
 * crash): the page shows its list with a notice.
 */
const id = z.catch(z.optional(textParam.check(z.regex(/^\d{1,20}$/))), INVALID);

export const familyRouteSearch = z.object({ id, ...listSearchShape });
export const savingsRouteSearch = z.object({
  id,
  type: z.catch(z.optional(z.enum([...SAVINGS_TYPES, INVALID])), INVALID),
  ...listSearchShape,
});

export type FamilyRouteSearch = z.infer<typeof familyRouteSearch> & {
  type?: z.infer<typeof savingsRouteSearch>['type'];
};

/** The page's view of the URL: malformed values dropped, and which ones were malformed. */
export function readFamilySearch(search: FamilyRouteSearch): {
  search: FamilySearch;
  invalid: { id: boolean; type: boolean };
} {
  const { id: rawId, type: rawType, ...filters } = search;
  return {
    search: { ...filters, id: rawId === INVALID ? undefined : rawId, type: rawType === INVALID ? undefined : rawType },
    invalid: { id: rawId === INVALID, type: rawType === INVALID },
  };
}

/** A malformed value is reported once; the next navigation leaves it behind. */
export function dropInvalid<T extends FamilyRouteSearch>(prev: T): T {
  return {
    ...prev,
    id: prev.id === INVALID ? undefined : prev.id,
    ...('type' in prev ? { type: prev.type === INVALID ? undefined : prev.type } : {}),
  };
}
