import type { ParseKeys } from 'i18next';
import type { LinkProps } from '@tanstack/react-router';
import type { NavKey } from '@/i18n/common-key-types';
import { FAMILY_PAGE_PATHS, FAMILY_PAGES } from '@/products/families';

/** The shell's navigation: which pages the header lists, and which sit under "More". */
export interface NavLink {
  to: NonNullable<LinkProps['to']>;
  /** For the help-center route. */
  article?: string;
  /** Key under `nav.` in the common namespace. */
  labelKey: NavKey;
}

/** The product pages the registry places in the header's first row or under "More". */
function familyNav(placement: 'primary' | 'more'): NavLink[] {
  return FAMILY_PAGE_PATHS.filter((path) => FAMILY_PAGES[path].nav === placement).map((path) => ({
    to: `/{-$locale}/earn/${path}/`,
    labelKey: FAMILY_PAGES[path].metaKey,
  }));
}

export const PRIMARY_NAV: readonly NavLink[] = [
  { to: '/{-$locale}/earn/home/', labelKey: 'home' },
  ...familyNav('primary'),
];

/** The product pages under "More" (the footer lists them with the first row). */
export const MORE_FAMILY_NAV: readonly NavLink[] = familyNav('more');

export const MORE_NAV: readonly NavLink[] = [
  ...MORE_FAMILY_NAV,
  { to: '/{-$locale}/earn/usdtb/', labelKey: 'usdtb' },
  { to: '/{-$locale}/earn/referral/', labelKey: 'referral' },
  { to: '/{-$locale}/earn/help-center/$article/', article: 'earn-basics', labelKey: 'helpCenter' },
];

export const ACCOUNT_NAV: readonly NavLink[] = [
  { to: '/{-$locale}/earn/wallet/', labelKey: 'wallet' },
  { to: '/{-$locale}/earn/order-list/', labelKey: 'orders' },
];

/** The cached navigation object (spec §3), written so the next page's skeleton can show the nav at once. */
export interface CachedNavigation {
  exchange: { name: string; renderer: 'plain' }[];
  left: { name: string; renderer: 'plain' | 'primary-link' | 'more-dropdown' }[];
  right: { name: string; renderer: 'plain' }[];
  language: string;
}

export function buildCachedNavigation(language: string, label: (key: ParseKeys<'common'>) => string): CachedNavigation {
  return {
    exchange: [
      { name: label('switch.exchange'), renderer: 'plain' },
      { name: label('switch.web3'), renderer: 'plain' },
    ],
    left: [
      ...PRIMARY_NAV.map((item, i) => ({
        name: label(`nav.${item.labelKey}`),
        renderer: i === 0 ? ('primary-link' as const) : ('plain' as const),
      })),
      { name: label('nav.more'), renderer: 'more-dropdown' as const },
    ],
    right: [],
    language,
  };
}
