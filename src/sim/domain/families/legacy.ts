import { ProductType } from '@/api/earn/earn-enums';
import type { SimFamily } from './family-rules';

/** Cloud mining (retired, offline) and DeFi mining (behind gray-release scenes): the shared term rule. */
export const cloud: SimFamily = {
  type: ProductType.Cloud,
  family: 'cloud',
};

export const defi: SimFamily = {
  type: ProductType.Defi,
  family: 'defi',
};
