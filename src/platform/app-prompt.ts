import type { ClientPlatform } from './client-platform';

/** The page below /earn/ of a path: `/ja-JP/earn/wallet/?x=1` -> `wallet`; null outside /earn/. */
export function earnPagePath(pathname: string): string | null {
  const match = /(?:^|\/)earn(?:\/(.*?))?\/?$/.exec(pathname.split(/[?#]/)[0] ?? '');
  return match ? (match[1] ?? '') : null;
}

/**
 * The app download prompt (spec §2): only on mobile web (never inside the app or the mini-program, never on
 * desktop), and not on the wallet and order pages, where the visitor is busy with their own money.
 */
export function showsAppDownloadPrompt(
  platform: ClientPlatform,
  pathname: string,
  hiddenOn: ReadonlySet<string>,
): boolean {
  if (platform !== 'h5') return false;
  const page = earnPagePath(pathname);
  return page === null || !hiddenOn.has(page);
}
