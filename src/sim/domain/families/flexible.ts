import { ProductType } from '@/api/earn/earn-enums';
import type { SimFamily } from './family-rules';

/**
 * Flexible savings: one position per user and product, hourly accrual on the tiered rate (money added
 * mid-hour starts at the next hour), paid daily; redeemed at once. The shared rules (tiers, bonus APR,
 * instant redemption) are all it needs; auto-savings sweeps into it (`auto-savings.ts`).
 */
export const flexible: SimFamily = {
  type: ProductType.Flexible,
  family: 'flexible',
  aggregated: true,
};
