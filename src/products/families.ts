import type { NavKey, TitledMetaKey } from '@/i18n/common-key-types';
import { ProductType } from '@/api/earn/earn-enums';

/**
 * The product family registry: the one place that knows, for every family, which product types it holds,
 * where it is listed and linked, which order list and export group it belongs to, and what its cards say.
 * Home, navigation, the route catalogue, order lists, the wallet and export all derive from it; adding a
 * family is one entry here (the compiler then names every table that needs it) plus its own folder.
 *
 * Entries are in display order: savings first, then on-chain, then the principal-at-risk products, then the
 * managed ones; retired types last. Names are `products:family.<id>` (one namespace for every page).
 */

/**
 * Pages that list products (paths below /earn/), in navigation order, with where the header puts them.
 * `metaKey` names the page's title and description (`common:meta.<key>`) and its nav label (`common:nav.<key>`).
 */
export const FAMILY_PAGES = {
  savings: { metaKey: 'savings', nav: 'primary' },
  'dual-asset-mining': { metaKey: 'dualAsset', nav: 'primary' },
  'liquidity-mining': { metaKey: 'liquidityMining', nav: 'primary' },
  launchpool: { metaKey: 'launchpool', nav: 'primary' },
  'flexible-staking': { metaKey: 'flexibleStaking', nav: 'more' },
  pos: { metaKey: 'pos', nav: 'more' },
  'wealth-management': { metaKey: 'wealthManagement', nav: 'more' },
  'private-wealth': { metaKey: 'privateWealth', nav: 'more' },
  'double-win': { metaKey: 'doubleWin', nav: 'more' },
  'discount-buy': { metaKey: 'discountBuy', nav: 'more' },
  'smart-leverage': { metaKey: 'smartLeverage', nav: 'more' },
  'structured-products': { metaKey: 'structuredProducts', nav: 'more' },
} as const satisfies Record<string, { metaKey: TitledMetaKey & NavKey; nav: 'primary' | 'more' }>;
export type FamilyPagePath = keyof typeof FAMILY_PAGES;
export const FAMILY_PAGE_PATHS = Object.keys(FAMILY_PAGES) as FamilyPagePath[];

/** The order lists (spec §2), which are also the groups a bill export is narrowed to. */
export const ORDER_GROUPS = ['savings', 'dual', 'defi', 'launchpool', 'liquidity', 'structured'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];

export interface FamilySpec {
  types: readonly ProductType[];
  /**
   * Where the family is listed, first the page a product links to. Empty: the family has no page of its
   * own, and its products link to home filtered to the family.
   */
  pages: readonly FamilyPagePath[];
  /** How a link to one product is written: `?id=`, `?type=<family>&id=` (savings) or the page alone. */
  link: 'id' | 'type-and-id' | 'page';
  /** Null: only on the all-orders page (retired types). */
  orderGroup: OrderGroup | null;
  /**
   * What the card's subtitle names besides the family and term, so two cards of one coin never read alike:
   * nothing (the term tells them apart), the coin pair, the reward coin, or the product's name (the
   * underlying pair and direction of a quoted product, e.g. "BTC Smart Leverage Up").
   */
  card: 'term' | 'pair' | 'reward' | 'name';
  /**
   * What the card's figure is: the APR, or (no APR: the payout follows the price at settlement) a statement
   * of that instead of a 0 % APR.
   */
  rate: 'apr' | 'settlement';
  /** Principal can come back smaller or in another coin: pages show the risk notice and ask for an acknowledgement. */
  principalAtRisk: boolean;
}

export const FAMILIES = {
  flexible: {
    types: [ProductType.Flexible],
    pages: ['savings', 'flexible-staking'],
    link: 'type-and-id',
    orderGroup: 'savings',
    card: 'term',
    rate: 'apr',
    principalAtRisk: false,
  },
  fixed: {
    types: [ProductType.FixedTerm],
    pages: ['savings'],
    link: 'type-and-id',
    orderGroup: 'savings',
    card: 'term',
    rate: 'apr',
    principalAtRisk: false,
  },
  pos: {
    types: [ProductType.Pos],
    pages: ['pos'],
    link: 'id',
    orderGroup: 'defi',
    card: 'term',
    rate: 'apr',
    principalAtRisk: false,
  },
  defi: {
    types: [ProductType.Defi],
    pages: ['pos'],
    link: 'id',
    orderGroup: 'defi',
    card: 'term',
    rate: 'apr',
    principalAtRisk: true,
  },
  dual: {
    types: [ProductType.Dual],
    pages: ['dual-asset-mining'],
    link: 'id',
    orderGroup: 'dual',
    card: 'pair',
    rate: 'apr',
    principalAtRisk: true,
  },
  launchpool: {
    types: [ProductType.Launch],
    pages: ['launchpool'],
    link: 'page',
    orderGroup: 'launchpool',
    card: 'reward',
    rate: 'apr',
    principalAtRisk: false,
  },
  liquidity: {
    types: [ProductType.Liquidity],
    pages: ['liquidity-mining'],
    link: 'page',
    orderGroup: 'liquidity',
    card: 'pair',
    rate: 'apr',
    principalAtRisk: true,
  },
  'double-win': {
    types: [ProductType.DoubleWin],
    pages: ['double-win'],
    link: 'page',
    orderGroup: 'structured',
    card: 'name',
    rate: 'settlement',
    principalAtRisk: true,
  },
  'discount-buy': {
    types: [ProductType.Discount],
    pages: ['discount-buy'],
    link: 'page',
    orderGroup: 'structured',
    card: 'name',
    rate: 'apr',
    principalAtRisk: true,
  },
  'smart-leverage': {
    types: [ProductType.FutureBoost],
    pages: ['smart-leverage'],
    link: 'page',
    orderGroup: 'structured',
    card: 'name',
    rate: 'settlement',
    principalAtRisk: true,
  },
  structured: {
    types: [ProductType.StructuredProduct],
    pages: ['structured-products'],
    link: 'page',
    orderGroup: 'structured',
    card: 'name',
    rate: 'apr',
    principalAtRisk: false,
  },
  wealth: {
    types: [ProductType.Wealth],
    pages: ['wealth-management'],
    link: 'id',
    orderGroup: 'savings',
    card: 'term',
    rate: 'apr',
    principalAtRisk: false,
  },
  'fund-pool-premium': {
    types: [ProductType.FundPoolPremium],
    pages: ['wealth-management'],
    link: 'id',
    orderGroup: 'savings',
    card: 'term',
    rate: 'apr',
    principalAtRisk: false,
  },
  'private-wealth': {
    types: [ProductType.NetWorth],
    pages: ['private-wealth', 'wealth-management'],
    link: 'id',
    orderGroup: 'savings',
    card: 'term',
    rate: 'apr',
    principalAtRisk: false,
  },
  cloud: {
    types: [ProductType.Cloud],
    pages: [],
    link: 'page',
    orderGroup: null,
    card: 'term',
    rate: 'apr',
    principalAtRisk: false,
  },
} as const satisfies Record<string, FamilySpec>;

export type FamilyId = keyof typeof FAMILIES;
export const FAMILY_IDS = Object.keys(FAMILIES) as FamilyId[];

/** Every product type in exactly one family: the type below fails to compile if one is missing. */
type Covered = (typeof FAMILIES)[FamilyId]['types'][number];
const exhaustive: [ProductType] extends [Covered] ? true : never = true;
void exhaustive;

const FAMILY_OF_TYPE = new Map<number, FamilyId>(
  FAMILY_IDS.flatMap((id) => FAMILIES[id].types.map((type) => [type, id] as const)),
);

/** The family of a product type from the wire; null for a type this build does not know. */
export function familyOfType(type: number): FamilyId | null {
  return FAMILY_OF_TYPE.get(type) ?? null;
}

/** Display order of families (and of unknown types, last). */
export function familyRank(family: FamilyId | null): number {
  return family === null ? FAMILY_IDS.length : FAMILY_IDS.indexOf(family);
}

/** Key of a family's name in the `products` namespace; unknown types read "Other products". */
export function familyNameKey(family: FamilyId | null): `family.${FamilyId | 'other'}` {
  return `family.${family ?? 'other'}`;
}

/** Key of an order group's name in the `products` namespace. */
export function groupNameKey(group: OrderGroup | 'all'): `group.${OrderGroup | 'all'}` {
  return `group.${group}`;
}

/** The product types a page lists. */
export function typesOfPage(page: FamilyPagePath): ProductType[] {
  return FAMILY_IDS.filter((id) => (FAMILIES[id].pages as readonly string[]).includes(page)).flatMap((id) => [
    ...FAMILIES[id].types,
  ]);
}

/** The product types of an order group. */
export function typesOfGroup(group: OrderGroup): ProductType[] {
  return FAMILY_IDS.filter((id) => FAMILIES[id].orderGroup === group).flatMap((id) => [...FAMILIES[id].types]);
}

/** The order groups a set of product types touches (an export request's row). */
export function groupsOfTypes(types: readonly number[]): OrderGroup[] {
  const touched = new Set<OrderGroup | null>(
    types.map((type) => familyOfType(type)).map((id) => (id ? FAMILIES[id].orderGroup : null)),
  );
  return ORDER_GROUPS.filter((group) => touched.has(group));
}
