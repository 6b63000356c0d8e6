import { OrderStatus } from '@/api/earn/earn-enums';
import type { OrderState } from './state';
import type { World } from './world';

/** How long `hold:order` keeps an order past its time unless the directive says (simulated hours). */
export const DEFAULT_HOLD_HOURS = 24;

/** Takes the user's own injection, else the one for everybody ('*'): each applies to one order. */
export function takeInjected<T>(injections: Map<string, T>, userId: string): T | undefined {
  for (const key of [userId, '*']) {
    const value = injections.get(key);
    if (value !== undefined) {
      injections.delete(key);
      return value;
    }
  }
  return undefined;
}

/**
 * `hold:order`: the next order that waits for the exchange (a subscription in processing, an unstake or a pool
 * removal on its way) is held that long past the time it was given, as a congested chain or a back office
 * under load does; it then completes as usual. The order keeps the time it was given (`expectedAt`), so it
 * reads as late, not as re-planned. An order that completes at once is not held and leaves the hold waiting.
 */
export function holdIfAsked(world: World, order: OrderState): void {
  if (order.status !== OrderStatus.Pending) return;
  const holdMs = takeInjected(world.injected.holdOrders, order.userId);
  if (holdMs === undefined) return;
  order.expectedAt = order.dueAt;
  order.dueAt += holdMs;
}
