/**
 * What the app's header shares with the static header skeleton that the build writes into every document
 * (scripts/lib/header-skeleton-html.ts): its height, the storage keys its inline scripts read, the logo.
 * The skeleton's CSS and scripts stay with the build: strings built at module level would reach the entry.
 */

export const HEADER_HEIGHT_PX = 48;
export const NAV_CACHE_KEY = 'latest-navs';
export const THEME_KEY = 'earn.theme';

export const LOGO_SVG =
  '<svg class="hs-logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">' +
  '<path fill="currentColor" d="M3 20 16 4l4 9 9-3-8 9 3 9-8-6-7 6 2-8z"/></svg>';
