/**
 * Every page of the app under /earn/, with the translation key of its title and description. The build
 * writes one static HTML document per edition, locale and entry here; the shell's navigation uses it too.
 */
export interface PageEntry {
  /** Path below /earn/, without slashes at either end. */
  path: string;
  /** Key under `meta.` in the common namespace. */
  metaKey: string;
  /** Pages that need a logged-in user are not indexed. */
  private?: boolean;
}

export const HELP_ARTICLES = ['earn-basics', 'apr-and-tiers', 'redemption', 'dual-asset-risks', 'data-export'] as const;
export type HelpArticle = (typeof HELP_ARTICLES)[number];

export const PAGES: readonly PageEntry[] = [
  { path: 'home', metaKey: 'home' },
  { path: 'flexible-staking', metaKey: 'flexibleStaking' },
  { path: 'savings', metaKey: 'savings' },
  { path: 'pos', metaKey: 'pos' },
  { path: 'dual-asset-mining', metaKey: 'dualAsset' },
  { path: 'launchpool', metaKey: 'launchpool' },
  { path: 'liquidity-mining', metaKey: 'liquidityMining' },
  { path: 'double-win', metaKey: 'doubleWin' },
  { path: 'discount-buy', metaKey: 'discountBuy' },
  { path: 'wealth-management', metaKey: 'wealthManagement' },
  { path: 'referral', metaKey: 'referral' },
  { path: 'usdtb', metaKey: 'usdtb' },
  { path: 'tg-page', metaKey: 'tgPage' },
  ...HELP_ARTICLES.map((article) => ({ path: `help-center/${article}`, metaKey: 'helpCenter' })),
  { path: 'login', metaKey: 'login', private: true },
  { path: 'wallet', metaKey: 'wallet', private: true },
  { path: 'order-list', metaKey: 'orderList', private: true },
  { path: 'savings-order-list', metaKey: 'savingsOrderList', private: true },
  { path: 'dual-order-list', metaKey: 'dualOrderList', private: true },
  { path: 'defi-order-list', metaKey: 'defiOrderList', private: true },
  { path: 'launch-pool-order-list', metaKey: 'launchPoolOrderList', private: true },
  { path: 'liquidity-mining-order-list', metaKey: 'liquidityMiningOrderList', private: true },
  { path: 'structured-product-order-list', metaKey: 'structuredProductOrderList', private: true },
];

/** Pages on which the app download prompt is not shown (spec §2). */
export const NO_APP_PROMPT_PATHS = new Set([
  'wallet', 'defi-order-list', 'dual-order-list', 'launch-pool-order-list', 'order-list', 'savings-order-list',
  'liquidity-mining-order-list', 'structured-product-order-list',
]);
