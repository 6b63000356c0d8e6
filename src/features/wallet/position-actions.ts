import { RedemptionType } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { PositionAction } from '@/api/earn/order-intent-schema';
import { Decimal } from '@/lib/decimal';
import type { PositionActionKind } from '@/products/family-views';
import { positionViewOfType } from '@/products/position-views';

/**
 * What can be done with a held position now, from the flags and the redemption rule the server sends, and
 * what the position's family adds (its view in src/products/family-views.ts).
 */
export type WalletActionKind = PositionActionKind;

export interface WalletAction {
  kind: WalletActionKind;
  /** The confirm-order action; claim goes through claim-yield instead. */
  positionAction: PositionAction | null;
  /** Whether the user picks an amount (or a share, for liquidity) or the whole position goes. */
  amount: 'partial' | 'full' | 'rate' | 'none';
}

const ACTION: Record<WalletActionKind, WalletAction> = {
  redeem: { kind: 'redeem', positionAction: PositionAction.Redeem, amount: 'partial' },
  earlyRedeem: { kind: 'earlyRedeem', positionAction: PositionAction.EarlyRedeem, amount: 'full' },
  unstake: { kind: 'unstake', positionAction: PositionAction.Unstake, amount: 'partial' },
  closeEarly: { kind: 'closeEarly', positionAction: PositionAction.Redeem, amount: 'full' },
  removeLiquidity: { kind: 'removeLiquidity', positionAction: PositionAction.RemoveLiquidity, amount: 'rate' },
  reinvest: { kind: 'reinvest', positionAction: PositionAction.ReinvestYield, amount: 'none' },
  claim: { kind: 'claim', positionAction: null, amount: 'none' },
};

/** The way money comes out of this position, or null when it stays until maturity/settlement. */
export function redeemActionFor(position: Position): WalletAction | null {
  if (!position.can_redeem) return null;
  const own = positionViewOfType(position.product_type).redeem;
  if (own) return ACTION[own];
  switch (position.redemption.redemption_type) {
    case RedemptionType.Instant:
      return ACTION.redeem;
    case RedemptionType.Delayed:
      return ACTION.unstake;
    case RedemptionType.EarlyWithPenalty:
      return ACTION.earlyRedeem;
    // Smart leverage and double-win may be closed before settlement at the current value (the server says so
    // with can_redeem on an at-maturity product).
    default:
      return ACTION.closeEarly;
  }
}

/** Every action the position allows now, in the order the buttons appear. */
export function actionsFor(position: Position): WalletAction[] {
  const actions: WalletAction[] = [];
  const redeem = redeemActionFor(position);
  if (redeem) actions.push(redeem);
  if (position.can_claim) {
    actions.push(ACTION.claim);
    // Yield may go back into the position instead, where the family allows it (liquidity fees).
    if (positionViewOfType(position.product_type).reinvest?.(position)) actions.push(ACTION.reinvest);
  }
  return actions;
}

/** Auto-savings is a per-coin switch shown on the positions of the families that offer it (flexible savings). */
export function offersAutoSavings(position: Position): boolean {
  return positionViewOfType(position.product_type).autoSavings === true;
}

export function hasPendingRedeem(position: Position): boolean {
  return new Decimal(position.pending_redeem_e8).greaterThan(0);
}
