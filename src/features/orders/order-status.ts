import {
  DualDirection,
  LiquidityAction,
  LiquidityPositionState,
  OrderStatus,
  ProcessingState,
  StakingAction,
} from '@/api/earn/earn-enums';

/**
 * The states of spec §4 as the order lists show them: the translation
 * key (namespace `orders`) and tone of each value. Values this client does not know read as "unknown", never
 * as a wrong state.
 */

export type Tone = 'neutral' | 'progress' | 'positive' | 'negative' | 'warning';

const STATUS: Record<number, { key: string; tone: Tone }> = {
  [OrderStatus.Pending]: { key: 'status.pending', tone: 'progress' },
  [OrderStatus.Active]: { key: 'status.active', tone: 'positive' },
  [OrderStatus.Completed]: { key: 'status.completed', tone: 'neutral' },
  [OrderStatus.Failed]: { key: 'status.failed', tone: 'negative' },
  [OrderStatus.Suspended]: { key: 'status.suspended', tone: 'warning' },
};

export function orderStatusView(status: number): { key: string; tone: Tone } {
  return STATUS[status] ?? { key: 'status.unknown', tone: 'neutral' };
}

const PROCESSING: Record<number, { key: string; tone: Tone }> = {
  [ProcessingState.InProgress]: { key: 'processing.inprogress', tone: 'progress' },
  [ProcessingState.Success]: { key: 'processing.success', tone: 'positive' },
  [ProcessingState.Failed]: { key: 'processing.failed', tone: 'negative' },
};

export function processingView(state: number): { key: string; tone: Tone } {
  return PROCESSING[state] ?? { key: 'status.unknown', tone: 'neutral' };
}

const STAKING_ACTION: Record<number, string> = {
  [StakingAction.Stake]: 'stakingAction.stake',
  [StakingAction.Unstake]: 'stakingAction.unstake',
  [StakingAction.Redeem]: 'stakingAction.redeem',
  [StakingAction.Yield]: 'stakingAction.yield',
  [StakingAction.Claim]: 'stakingAction.claim',
};

export function stakingActionKey(action: number | undefined): string {
  return action === undefined ? 'stakingAction.stake' : (STAKING_ACTION[action] ?? 'status.unknown');
}

const LIQUIDITY_STATE: Record<number, string> = {
  [LiquidityPositionState.AddPending]: 'liquidityState.addPending',
  [LiquidityPositionState.Effective]: 'liquidityState.effective',
  [LiquidityPositionState.RemovePending]: 'liquidityState.removePending',
};

export function liquidityStateKey(state: number): string {
  return LIQUIDITY_STATE[state] ?? 'status.unknown';
}

const LIQUIDITY_ACTION: Record<number, string> = {
  [LiquidityAction.Add]: 'liquidityAction.add',
  [LiquidityAction.Remove]: 'liquidityAction.remove',
  [LiquidityAction.Reinvest]: 'liquidityAction.reinvest',
  [LiquidityAction.ReduceLeverage]: 'liquidityAction.reduceLeverage',
  [LiquidityAction.AddMargin]: 'liquidityAction.addMargin',
  [LiquidityAction.Liquidation]: 'liquidityAction.liquidation',
  [LiquidityAction.Swap]: 'liquidityAction.swap',
};

export function liquidityActionKey(action: number): string {
  return LIQUIDITY_ACTION[action] ?? 'status.unknown';
}

export function dualDirectionKey(direction: number): string {
  if (direction === DualDirection.BuyLow) return 'direction.buyLow';
  if (direction === DualDirection.SellHigh) return 'direction.sellHigh';
  return 'direction.unknown';
}
