import { useRouter } from '@tanstack/react-router';
import { useCallback, type MouseEvent, type ReactNode } from 'react';
import { getCurrentLocale } from '@/i18n/current-locale';
import { localePrefix } from '@/i18n/locales';
import type { HomeFamily } from './product-families';

/**
 * Where a product's card leads: its family's page, focused on the product where that page takes an `id`.
 * Families without a page of their own (smart leverage, structured, retired cloud mining) open the home
 * page filtered to that family.
 */
export function familyHref(family: HomeFamily, productId: string): string {
  const base = `${localePrefix(getCurrentLocale())}/earn`;
  const id = encodeURIComponent(productId);
  switch (family) {
    case 'flexible':
    case 'fixed':
      return `${base}/savings/?type=${family}&id=${id}`;
    case 'pos':
    case 'defi':
      return `${base}/pos/?id=${id}`;
    case 'wealth':
    case 'fund-pool-premium':
    case 'private-wealth':
      return `${base}/wealth-management/?id=${id}`;
    case 'dual':
      return `${base}/dual-asset-mining/`;
    case 'launchpool':
      return `${base}/launchpool/`;
    case 'liquidity':
      return `${base}/liquidity-mining/`;
    case 'double-win':
      return `${base}/double-win/`;
    case 'discount-buy':
      return `${base}/discount-buy/`;
    case 'smart-leverage':
    case 'structured':
    case 'cloud':
      return `${base}/home/?family=${family}`;
  }
}

/**
 * Client-side navigation for plain links. The cards use plain anchors rather than the router's Link: a
 * long list of Links re-renders on every URL change (each watches the location), which typing in the
 * search does several times a second.
 */
export function useSpaNavigate(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const router = useRouter();
  return useCallback(
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' });
    },
    [router],
  );
}

export function FamilyLink({ href, onNavigate, className, children }: {
  href: string;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} onClick={onNavigate}>
      {children}
    </a>
  );
}
