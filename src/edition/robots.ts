import type { Edition } from './edition-schema';

export const INDEX_FOLLOW = 'index,follow';
export const NOINDEX_NOFOLLOW = 'noindex,nofollow';

/** Robots for a page: index,follow unless the edition, a test host or a noindex path segment (`sem`) says otherwise. */
export function robotsFor(edition: Edition, pathname: string, testHost: boolean): string {
  if (edition.noindex.edition) return NOINDEX_NOFOLLOW;
  if (testHost && edition.noindex.testHosts) return NOINDEX_NOFOLLOW;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((s) => edition.noindex.paths.includes(s))) return NOINDEX_NOFOLLOW;
  return INDEX_FOLLOW;
}
