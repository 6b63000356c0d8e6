import { ORDER_GROUPS } from '@/products/families';
import { OrderStatus } from '@/api/earn/earn-enums';
import { isoDate, oneOf, searchValidator, textMatching, wholeNumberAsText, type SearchOf } from '@/lib/search-readers';

/** The status filter's URL names and the order status each stands for. */
export const STATUS_PARAMS = {
  pending: OrderStatus.Pending,
  active: OrderStatus.Active,
  suspended: OrderStatus.Suspended,
  completed: OrderStatus.Completed,
  failed: OrderStatus.Failed,
} as const;
export type StatusParam = keyof typeof STATUS_PARAMS;
export const STATUS_PARAM_NAMES = Object.keys(STATUS_PARAMS) as [StatusParam, ...StatusParam[]];

/**
 * Search parameters of the order lists, typed and forgiving: a hostile or stale value is dropped (the list
 * shows unfiltered), never a crash.
 */
const orderSearchShape = {
  status: oneOf(STATUS_PARAM_NAMES),
  coin: textMatching(/^[A-Za-z0-9]{1,16}$/),
  from: isoDate,
  to: isoDate,
  family: oneOf(ORDER_GROUPS),
  /** The order whose detail is open. Numeric ids arrive as numbers (the router reads JSON-looking values). */
  order: textMatching(/^[0-9A-Za-z_-]{1,64}$/, wholeNumberAsText),
};
export const orderSearchSchema = searchValidator(orderSearchShape);
export type OrderSearch = SearchOf<typeof orderSearchShape>;
