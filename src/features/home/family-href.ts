import { useRouter } from '@tanstack/react-router';
import { useCallback, type MouseEvent } from 'react';
import { getCurrentLocale } from '@/i18n/current-locale';
import { localePrefix } from '@/i18n/locales';
import { FAMILIES, type FamilyId } from '@/products/families';

/**
 * Where a product's card leads: its family's first page, focused on the product where that page takes an
 * `id` (the savings page also takes the family as `type`). A product whose family has no page of its own opens
 * its terms in a dialog on home (`?product=`), never the list the card is in.
 */
export function familyHref(family: FamilyId, productId: string): string {
  const base = `${localePrefix(getCurrentLocale())}/earn`;
  const { pages, link } = FAMILIES[family];
  const page = pages[0];
  const id = encodeURIComponent(productId);
  if (page === undefined) return `${base}/home/?product=${id}`;
  if (link === 'type-and-id') return `${base}/${page}/?type=${family}&id=${id}`;
  if (link === 'id') return `${base}/${page}/?id=${id}`;
  return `${base}/${page}/`;
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
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      void router.navigate({ href: event.currentTarget.getAttribute('href') ?? '/' });
    },
    [router],
  );
}
