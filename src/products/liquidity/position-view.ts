import { LiquidityPositionState } from '@/api/earn/earn-enums';
import type { PositionView } from '../family-views';
import { LiquidityPositionFacts } from './position-facts';

/** Liquidity mining in the wallet: a pool position comes out by removing a share, and its fees may go back in while it is effective. */
export const LIQUIDITY_POSITION_VIEW = {
  Facts: LiquidityPositionFacts,
  aprLabel: 'products:valuation.estimatedApr',
  redeem: 'removeLiquidity',
  // Nothing else may be pending on the position.
  reinvest: (position) => position.liquidity?.position_state === LiquidityPositionState.Effective,
} satisfies PositionView;
