import type { PositionActionIntent, SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { SwapIntent } from '@/api/earn/liquidity-swap';
import type { ClaimIntent, FlowKind } from './use-order-flow';

/**
 * What an order acts on, as the fields of its intent that name it: a product for a subscription, a position
 * and an action for an action, a product type (and position) for a claim, a pool for a swap. Every intent of
 * that kind carries these fields, so the key of an order is derived from the order itself: the same claim or
 * removal started from the wallet or from its family's page is the same intent, and one whose answer never
 * came holds back its twin on every page.
 */
export type OrderTarget<K extends FlowKind> = K extends 'subscribe'
  ? Pick<SubscribeIntent, 'product_id'>
  : K extends 'action'
    ? Pick<PositionActionIntent, 'position_id' | 'action'>
    : K extends 'claim'
      ? ClaimIntent
      : Pick<SwapIntent, 'pool_id'>;

/** The intent store's key of an order: `subscribe.4001`, `action.2.77`, `claim.9.all`, `swap.12`. */
export function orderKey<K extends FlowKind>(kind: K, target: OrderTarget<K>): string {
  const t = target as Partial<SubscribeIntent & PositionActionIntent & ClaimIntent & SwapIntent>;
  switch (kind) {
    case 'subscribe':
      return `subscribe.${t.product_id}`;
    case 'action':
      return `action.${t.action}.${t.position_id}`;
    case 'claim':
      return `claim.${t.product_type}.${t.position_id ?? 'all'}`;
    default:
      return `swap.${t.pool_id}`;
  }
}

/** A claim of one position's yield, or of every position of a product type (no position). */
export function claimIntent(productType: ClaimIntent['product_type'], positionId: string | null): ClaimIntent {
  return positionId === null ? { product_type: productType } : { product_type: productType, position_id: positionId };
}
