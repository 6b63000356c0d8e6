import { TransportError } from '@/api/api-error';
import { fetchQueryOrders } from '@/api/earn/query-orders';

/**
 * What happened to an order whose answer never came. The order list is asked for the client order id (a
 * read: nothing is placed by looking); when the order is there, the same request is sent again under the
 * same id, which the exchange answers with the order it has (`is_duplicate`), never a second one, so the
 * flow can show exactly what was placed.
 */
export type Resolution<R> =
  /** Went through: the exchange's answer for this id. */
  | { kind: 'placed'; result: R }
  /** The exchange has no order under this id, long after it was sent: nothing was placed. */
  | { kind: 'missing' }
  /** Still no answer (the lookup failed or ran out of time): still processing as far as the user can know. */
  | { kind: 'unknown'; error: unknown };

/**
 * From Confirm to a settled screen takes this long, whatever the network does: the write's own timeout (5 s,
 * spec §9) and one look-up in what is left. Past it, "still processing" with "Try again". The minimums below
 * may run past it by a few hundred ms, so the user hears well within 7 s even when the look-up is slow.
 */
export const WRITE_OUTCOME_BUDGET_MS = 6_000;
/** A look-up is given at least this long, even when the write used up the budget. */
const MIN_LOOKUP_MS = 900;
/**
 * A write still on its way through the exchange is processed within its gateway's request timeout (the
 * general client's 30 s, spec §7), so an id that is not listed this long after it was sent never arrived.
 * Before then a look-up that finds nothing proves nothing: the order may land a second later.
 */
export const SETTLE_WINDOW_MS = 30_000;

/** `work`, or a timeout error once `ms` have passed (the request itself may still end later; its answer is dropped). */
function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransportError(`timeout of ${ms} ms exceeded`, 'timeout')), Math.max(0, ms));
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** Whether the exchange lists an order under this client order id. */
async function orderExists(clientOrderId: string, timeoutMs: number): Promise<boolean> {
  const { orders } = await fetchQueryOrders(
    { client_order_id: clientOrderId, limit: 20 },
    { timeoutMs: Math.max(1, Math.round(timeoutMs)) },
  );
  // An exchange that ignores the filter still answers its latest orders: match the id here.
  return orders.some((order) => order.client_order_id === clientOrderId);
}

export async function resolveOutcome<R>({
  clientOrderId,
  resend,
  deadline,
  sentAt,
  now = Date.now,
  exists = orderExists,
}: {
  clientOrderId: string;
  /** The same request under the same id. */
  resend: () => Promise<R>;
  /** Epoch ms by which the outcome must be settled. */
  deadline: number;
  /** When the order went out (epoch ms). */
  sentAt: number;
  now?: () => number;
  exists?: (clientOrderId: string, timeoutMs: number) => Promise<boolean>;
}): Promise<Resolution<R>> {
  let found: boolean;
  try {
    const ms = Math.max(MIN_LOOKUP_MS, deadline - now());
    found = await withinMs(exists(clientOrderId, ms), ms);
  } catch (error) {
    return { kind: 'unknown', error };
  }
  if (!found)
    return now() - sentAt >= SETTLE_WINDOW_MS
      ? { kind: 'missing' }
      : { kind: 'unknown', error: new Error('not listed yet') };
  try {
    // The order exists, so this answers it and places nothing; it gets what is left of the budget.
    return { kind: 'placed', result: await withinMs(resend(), Math.max(300, deadline - now())) };
  } catch (error) {
    return { kind: 'unknown', error };
  }
}
