import { ProductType } from '@/api/earn/earn-enums';
import type { SimFamily } from './family-rules';

/**
 * Wealth management, premium fund pools and private wealth: term products on the shared term rule. Premium
 * fund pools redeem early in full at a reduced APR (the product's redemption rule); premium and private
 * wealth are VIP only (`eligibility.ts`); private wealth enquiries live in `wealth-enquiries.ts`; vouchers
 * apply to all three (`vouchers.ts`).
 */
export const wealth: SimFamily = {
  type: ProductType.Wealth,
  family: 'wealth',
};

export const fundPoolPremium: SimFamily = {
  type: ProductType.FundPoolPremium,
  family: 'fund-pool-premium',
};

export const privateWealth: SimFamily = {
  type: ProductType.NetWorth,
  family: 'private-wealth',
};
