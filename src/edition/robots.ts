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

/**
 * The marketing copy of every page lives under this prefix (`/sem/ja-JP/earn/home/`): the same app under a
 * router basepath, noindex (its `sem` segment), canonical to the page without it.
 */
export const SEM_PREFIX = '/sem';

/** The path the app routes: without the `/sem` prefix, and whether it was there. */
export function splitSemPrefix(pathname: string): { sem: boolean; path: string } {
  if (pathname === SEM_PREFIX || pathname.startsWith(`${SEM_PREFIX}/`))
    return { sem: true, path: pathname.slice(SEM_PREFIX.length) || '/' };
  return { sem: false, path: pathname };
}
