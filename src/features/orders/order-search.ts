import * as z from 'zod/mini';
import { ORDER_GROUPS } from '@/products/families';
import { OrderStatus } from '@/api/earn/earn-enums';

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
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
);

export const orderSearchSchema = z.object({
  status: z.catch(z.optional(z.enum(STATUS_PARAM_NAMES)), undefined),
  coin: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,16}$/))), undefined),
  from: z.catch(z.optional(isoDate), undefined),
  to: z.catch(z.optional(isoDate), undefined),
  family: z.catch(z.optional(z.enum(ORDER_GROUPS)), undefined),
  /** The order whose detail is open. Numeric ids arrive as numbers (the router reads JSON-looking values). */
  order: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string().check(z.regex(/^[0-9A-Za-z_-]{1,64}$/)), z.int().check(z.nonnegative())]),
        z.transform((value) => String(value)),
      ),
    ),
    undefined,
  ),
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;
