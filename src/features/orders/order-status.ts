import type { ParseKeys } from 'i18next';
import { OrderStatus, ProcessingState, StakingAction } from '@/api/earn/earn-enums';

/**
 * The states of spec §4 as the order lists show them: the translation
 * key (namespace `orders`) and tone of each value. Values this client does not know read as "unknown", never
 * as a wrong state.
 */

/** A key of the `orders` namespace. */
export type OrdersKey = ParseKeys<'orders'>;

export type Tone = 'neutral' | 'progress' | 'positive' | 'negative' | 'warning';

const STATUS: Record<number, { key: OrdersKey; tone: Tone }> = {
  [OrderStatus.Pending]: { key: 'status.pending', tone: 'progress' },
  [OrderStatus.Active]: { key: 'status.active', tone: 'positive' },
  [OrderStatus.Completed]: { key: 'status.completed', tone: 'neutral' },
  [OrderStatus.Failed]: { key: 'status.failed', tone: 'negative' },
  [OrderStatus.Suspended]: { key: 'status.suspended', tone: 'warning' },
};

export function orderStatusView(status: number): { key: OrdersKey; tone: Tone } {
  return STATUS[status] ?? { key: 'status.unknown', tone: 'neutral' };
}

const PROCESSING: Record<number, { key: OrdersKey; tone: Tone }> = {
  [ProcessingState.InProgress]: { key: 'processing.inprogress', tone: 'progress' },
  [ProcessingState.Success]: { key: 'processing.success', tone: 'positive' },
  [ProcessingState.Failed]: { key: 'processing.failed', tone: 'negative' },
};

export function processingView(state: number): { key: OrdersKey; tone: Tone } {
  return PROCESSING[state] ?? { key: 'status.unknown', tone: 'neutral' };
}

const STAKING_ACTION: Record<number, OrdersKey> = {
  [StakingAction.Stake]: 'stakingAction.stake',
  [StakingAction.Unstake]: 'stakingAction.unstake',
  [StakingAction.Redeem]: 'stakingAction.redeem',
  [StakingAction.Yield]: 'stakingAction.yield',
  [StakingAction.Claim]: 'stakingAction.claim',
};

export function stakingActionKey(action: number | undefined): OrdersKey {
  return action === undefined ? 'stakingAction.stake' : (STAKING_ACTION[action] ?? 'status.unknown');
}
