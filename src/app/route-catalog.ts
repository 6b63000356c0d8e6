import { FAMILY_PAGE_PATHS, FAMILY_PAGES } from '@/products/families';
import { ORDER_LISTS } from '@/products/order-lists';

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
  ...FAMILY_PAGE_PATHS.map((path) => ({ path, metaKey: FAMILY_PAGES[path].metaKey })),
  { path: 'referral', metaKey: 'referral' },
  { path: 'usdtb', metaKey: 'usdtb' },
  { path: 'tg-page', metaKey: 'tgPage' },
  // Each article has its own static document: its title and its summary as the description.
  ...HELP_ARTICLES.map((article) => ({ path: `help-center/${article}`, metaKey: `helpArticles.${article}` })),
  { path: 'login', metaKey: 'login', private: true },
  { path: 'wallet', metaKey: 'wallet', private: true },
  { path: 'calendar', metaKey: 'calendar', private: true },
  ...Object.values(ORDER_LISTS).map(({ path, metaKey }) => ({ path, metaKey, private: true })),
];

/** Pages on which the app download prompt is not shown (spec §2): the wallet, its calendar and the order lists. */
export const NO_APP_PROMPT_PATHS = new Set([
  'wallet',
  'calendar',
  ...Object.values(ORDER_LISTS).map(({ path }) => path),
]);
