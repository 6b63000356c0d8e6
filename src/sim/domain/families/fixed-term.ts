import { ProductType } from '@/api/earn/earn-enums';
import type { SimFamily } from './family-rules';

/**
 * Fixed-term savings: interest from T+1 at the APR locked by the order, principal and interest at maturity,
 * optional roll-over (auto-reinvest), early redemption with a penalty where the product offers it. All of
 * it is the shared term rule (`settle.ts`, `actions.ts`, `auto-reinvest.ts`); vouchers apply (`vouchers.ts`).
 */
export const fixedTerm: SimFamily = {
  type: ProductType.FixedTerm,
  family: 'fixed',
};
