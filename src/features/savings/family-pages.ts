import { ProductType } from '@/api/earn/earn-enums';
import type { SortKey, TermFilter } from '@/api/earn/product-list-order';

/**
 * The four pages of the savings family and the product types each lists. Flexible staking is the
 * flexible-savings list; savings holds flexible and fixed term (narrowed by `type`); on-chain earn holds
 * staking and DeFi mining; wealth management holds managed products, premium fund pools and private wealth.
 */
export const FAMILY_PAGES = ['flexible-staking', 'savings', 'pos', 'wealth-management'] as const;
export type FamilyPage = (typeof FAMILY_PAGES)[number];

export const SAVINGS_TYPES = ['flexible', 'fixed'] as const;
export type SavingsType = (typeof SAVINGS_TYPES)[number];

/** Search parameters of a family page (typed and validated by its route). */
export interface FamilySearch {
  /** Focused product. */
  id?: string;
  /** Savings only: flexible or fixed term. */
  type?: SavingsType;
  q?: string;
  term?: TermFilter;
  sort?: SortKey;
}

const PAGE_TYPES: Readonly<Record<FamilyPage, readonly ProductType[]>> = {
  'flexible-staking': [ProductType.Flexible],
  savings: [ProductType.Flexible, ProductType.FixedTerm],
  pos: [ProductType.Pos, ProductType.Defi],
  'wealth-management': [ProductType.Wealth, ProductType.FundPoolPremium, ProductType.NetWorth],
};

export function productTypesOf(page: FamilyPage): readonly ProductType[] {
  return PAGE_TYPES[page];
}

/** The savings `type` narrows the list to one product type. */
export function typesShown(page: FamilyPage, type: SavingsType | undefined): readonly ProductType[] {
  if (page !== 'savings' || type === undefined) return PAGE_TYPES[page];
  return [type === 'flexible' ? ProductType.Flexible : ProductType.FixedTerm];
}

/** Where the orders of a product type are listed after a subscription. */
export type OrderListPage = 'savings-order-list' | 'defi-order-list' | 'order-list';
export function orderListOf(type: ProductType): OrderListPage {
  if (type === ProductType.Flexible || type === ProductType.FixedTerm) return 'savings-order-list';
  if (type === ProductType.Pos || type === ProductType.Defi) return 'defi-order-list';
  return 'order-list';
}

/** Key of a product type's name in the `savings` namespace. */
export function typeKey(type: ProductType): string {
  switch (type) {
    case ProductType.Flexible:
      return 'type.flexible';
    case ProductType.FixedTerm:
      return 'type.fixed';
    case ProductType.Pos:
      return 'type.pos';
    case ProductType.Defi:
      return 'type.defi';
    case ProductType.Wealth:
      return 'type.wealth';
    case ProductType.FundPoolPremium:
      return 'type.fundPoolPremium';
    case ProductType.NetWorth:
      return 'type.privateWealth';
    default:
      return 'type.other';
  }
}

/** What a route reads a malformed `id` or `type` as, so the page can say the link was wrong. */
export const INVALID = 'invalid';
