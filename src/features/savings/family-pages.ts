import type { ProductType } from '@/api/earn/earn-enums';
import type { SortKey, TermFilter } from '@/api/earn/product-list-order';
import { FAMILIES, typesOfPage, type FamilyPagePath } from '@/products/families';

/**
 * The pages this feature draws: the lists of interest products (flexible staking, savings, on-chain earn,
 * wealth management). Which product types each lists comes from the family registry.
 */
export type FamilyPage = Extract<
  FamilyPagePath,
  'flexible-staking' | 'savings' | 'pos' | 'wealth-management' | 'private-wealth'
>;

/** The savings page's `type`: the family it narrows to. */
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

/** The savings `type` narrows the list to that family's product types. */
export function typesShown(page: FamilyPage, type: SavingsType | undefined): readonly ProductType[] {
  if (page !== 'savings' || type === undefined) return typesOfPage(page);
  return FAMILIES[type].types;
}

/** What a route reads a malformed `id` or `type` as, so the page can say the link was wrong. */
export const INVALID = 'invalid';
