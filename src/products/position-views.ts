import { DiscountBuyPositionFacts } from './discount-buy/position-facts';
import { DoubleWinPositionFacts } from './double-win/position-offer';
import { DUAL_POSITION_VIEW } from './dual/position-view';
import type { FamilyId } from './families';
import { entryOfType, type PositionView } from './family-views';
import { LIQUIDITY_POSITION_VIEW } from './liquidity/position-view';
import { SmartLeveragePositionFacts } from './smart-leverage/position-facts';
import { StructuredPositionFacts } from './structured/position-facts';

/** What each family's held positions show and allow in the wallet, beyond what every position has. */
export const POSITION_VIEWS = {
  flexible: { autoSavings: true },
  fixed: {},
  pos: {},
  defi: {},
  dual: DUAL_POSITION_VIEW,
  launchpool: { aprLabel: 'products:valuation.estimatedApr' },
  liquidity: LIQUIDITY_POSITION_VIEW,
  'double-win': { Facts: DoubleWinPositionFacts },
  'discount-buy': { Facts: DiscountBuyPositionFacts },
  'smart-leverage': { Facts: SmartLeveragePositionFacts },
  structured: { Facts: StructuredPositionFacts },
  wealth: {},
  'fund-pool-premium': {},
  'private-wealth': {},
  cloud: {},
} satisfies Record<FamilyId, PositionView>;

/** The position view of a product type's family; a type this build does not know is shown the common way. */
export function positionViewOfType(type: number): PositionView {
  return entryOfType<PositionView>(POSITION_VIEWS, type, {});
}
