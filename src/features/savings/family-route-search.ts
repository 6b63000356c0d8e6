import { listSearchShape } from '@/api/earn/product-list-order';
import { numberAsText, oneOf, orMarker, searchValidator, textMatching, type SearchOf } from '@/lib/search-readers';
import { INVALID, SAVINGS_TYPES, type FamilySearch } from './family-pages';

/**
 * Search parameters of the family routes: `id` focuses one product, `type` (savings only) picks flexible
 * or fixed, `q`, `term` and `sort` filter the list. A malformed `id` or `type` reads as INVALID (never a
 * crash): the page shows its list with a notice.
 */
const familySearchShape = { id: orMarker(textMatching(/^\d{1,20}$/, numberAsText), INVALID), ...listSearchShape };
const savingsSearchShape = {
  id: familySearchShape.id,
  type: orMarker(oneOf(SAVINGS_TYPES), INVALID),
  ...listSearchShape,
};

export const familyRouteSearch = searchValidator(familySearchShape);
export const savingsRouteSearch = searchValidator(savingsSearchShape);

export type FamilyRouteSearch = SearchOf<typeof savingsSearchShape>;

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
