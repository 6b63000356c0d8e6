import type { Edition } from '../../src/edition/edition-schema';
import { INDEX_FOLLOW, NOINDEX_NOFOLLOW, robotsFor, SEM_PREFIX } from '../../src/edition/robots';
import { bcp47, localePrefix, textDirection, translationChain } from '../../src/i18n/locales';
import { translationUrl } from '../../src/i18n/translation-path';
import { THEME_INLINE_SCRIPT, headerSkeletonHtml, pageHeadingHtml, type BodySkeleton } from './header-skeleton-html';
import { ORDER_LISTS } from '../../src/products/order-lists';
import {
  APP_START_INLINE_SCRIPT,
  LOCALE_CASE_INLINE_SCRIPT,
  REDIRECT_INLINE_SCRIPT,
  headerStyleCss,
} from './content-security-policy';
import { PAGES, type PageEntry } from '../../src/app/route-catalog';
import { translatorFor } from './translations';
import { wordmarkKey } from '../../src/edition/wordmark-key';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function siteOrigin(edition: Edition): string {
  return `https://${edition.hosts.production[0]}`;
}

function pageUrl(edition: Edition, locale: string, earnPath: string): string {
  return `${siteOrigin(edition)}${localePrefix(locale)}/earn/${earnPath}/`;
}

export interface DocumentInput {
  template: string;
  edition: Edition;
  locale: string;
  page: PageEntry;
  /** The Content-Security-Policy meta tag, first in <head> (content-security-policy.ts). */
  cspMeta?: string;
  /** Written for the edition's test hosts (`--test-hosts`): the edition's noindex flag for them applies. */
  testHosts?: boolean;
  /** The copy served under `/sem/` (search-engine marketing): never indexed, canonical to the indexable page. */
  sem?: boolean;
  /** The page's own chunks beyond the entry (URLs), preloaded when the app starts. */
  preload?: readonly string[];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The built template's entry `<script type="module">` becomes APP_START_INLINE_SCRIPT at the end of the body,
 * which loads it (and the page's chunks) after the first paint. A template without one (the dev server's) is
 * left as it is.
 */
function startAfterFirstPaint(template: string, preload: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const start = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(' '))}">${APP_START_INLINE_SCRIPT}</script>`;
  return template.replace(ENTRY_SCRIPT, '').replace('</body>', `  ${start}\n  </body>`);
}

/** One static HTML document for an edition, locale and page: head metadata, language, direction, skeleton. */
export function renderDocument({
  template,
  edition,
  locale,
  page,
  cspMeta = '',
  testHosts = false,
  sem = false,
  preload = [],
}: DocumentInput): string {
  const t = translatorFor(locale);
  const article = page.path.startsWith('help-center/') ? page.path.slice('help-center/'.length) : null;
  const heading = article ? t(`help.${article}`) : t(`meta.${page.metaKey}.title`);
  const title = `${heading} | ${edition.brand.name}`;
  const description = t(`meta.${page.metaKey}.description`);
  const canonical = pageUrl(edition, locale, page.path);
  // What a crawler reads without running any script: the same rule the app applies at run time.
  const servedPath = `${sem ? SEM_PREFIX : ''}${localePrefix(locale)}/earn/${page.path}/`;
  const robots =
    page.private || page.metaKey === 'notFound' ? NOINDEX_NOFOLLOW : robotsFor(edition, servedPath, testHosts);
  const lang = bcp47(locale);

  const alternates = edition.locales
    .map((l) => `<link rel="alternate" hreflang="${bcp47(l)}" href="${pageUrl(edition, l, page.path)}" />`)
    .concat(
      `<link rel="alternate" hreflang="x-default" href="${pageUrl(edition, edition.defaultLocale, page.path)}" />`,
    );
  const preloads = translationChain(locale).map(
    (language) =>
      `<link rel="preload" href="${translationUrl(language, 'common')}" as="fetch" crossorigin="anonymous" />`,
  );
  const meta = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="robots" content="${robots}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    ...alternates,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(edition.brand.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:locale" content="${lang.replace('-', '_')}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...preloads,
    // The 404 document corrects a miscased locale prefix at once (after the hreflang links it reads).
    ...(page.metaKey === 'notFound' ? [`<script>${LOCALE_CASE_INLINE_SCRIPT}</script>`] : []),
  ].join('\n    ');

  const homeHref = `${sem ? SEM_PREFIX : ''}${localePrefix(locale)}/earn/home/`;
  // The wallet and order lists wait for the user's data: their static body is sketched too.
  const body: BodySkeleton | undefined =
    page.path === 'wallet'
      ? 'wallet'
      : Object.values(ORDER_LISTS).some((list) => list.path === page.path)
        ? 'orders'
        : undefined;
  return startAfterFirstPaint(template, preload)
    .replace(
      /<html[^>]*>/,
      `<html lang="${lang}" dir="${textDirection(locale)}" data-locale="${locale}" data-edition="${edition.id}">`,
    )
    .replace('<!--csp-->', cspMeta)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<!--head-meta-->', meta)
    .replace('<!--header-style-->', `<style id="hs-style">${headerStyleCss(edition)}</style>`)
    .replace('<!--header-script-->', `<script>${THEME_INLINE_SCRIPT}</script>`)
    .replace(
      '<!--header-skeleton-->',
      headerSkeletonHtml(edition.brand.name, edition.brand.wordmark && t(wordmarkKey(edition.id)), homeHref) +
        pageHeadingHtml(heading, description, body),
    )
    .replace('<!--noscript-->', escapeHtml(t('noscript')));
}

/**
 * A tiny document that forwards `/`, `/earn/` and locale roots to the earn home, keeping the query string. Its
 * script reads the target from the canonical link, so every redirect document carries the same inline script.
 */
export function renderRedirect(target: string, cspMeta = '', robots: string = INDEX_FOLLOW): string {
  const href = escapeHtml(target);
  return `<!doctype html><html><head><meta charset="utf-8" />${cspMeta}<meta name="robots" content="${robots}" /><link rel="canonical" href="${href}" /><meta http-equiv="refresh" content="0; url=${href}" /><script>${REDIRECT_INLINE_SCRIPT}</script><title>Earn</title></head><body><a href="${href}">${href}</a></body></html>\n`;
}

/** The document sets an edition serves: every locale at its prefix, plus the default locale unprefixed. */
function documentTargets(edition: Edition): { dir: string; locale: string }[] {
  const targets = edition.locales.map((locale) => ({ dir: localePrefix(locale).slice(1), locale }));
  if (!targets.some((t) => t.dir === '')) targets.push({ dir: '', locale: edition.defaultLocale });
  return targets;
}

export interface StaticDocument {
  /** Relative to the edition folder, `/` separated. */
  file: string;
  html: string;
  /** The page of a content document; absent for redirects and the 404. */
  page?: string;
}

/**
 * Every static document of an edition: each page in each locale, the same under `/sem/` (noindex, canonical
 * to the page without it), the redirects of `/`, `/earn/` and locale roots, and the 404. Test hosts
 * (`testHosts`, the `--test-hosts` build) get the edition's noindex for them in every document, so a crawler
 * that runs no script reads it too.
 */
export function staticDocuments({
  template,
  edition,
  cspMeta = '',
  testHosts = false,
  demo = false,
  preloadFor = () => [],
}: {
  template: string;
  /** A page's own chunks beyond the entry, as URLs (from the build's manifest). */
  preloadFor?: (page: PageEntry) => readonly string[];
  edition: Edition;
  cspMeta?: string;
  testHosts?: boolean;
  /** Demo builds also answer the exchange pages earn links to (identity verification, Web3) with their stand-ins. */
  demo?: boolean;
}): StaticDocument[] {
  const out: StaticDocument[] = [];
  const join = (...parts: string[]) => parts.filter(Boolean).join('/');
  for (const { dir, locale } of documentTargets(edition)) {
    for (const sem of [false, true]) {
      const base = join(sem ? SEM_PREFIX.slice(1) : '', dir);
      for (const page of PAGES) {
        out.push({
          file: join(base, 'earn', page.path, 'index.html'),
          html: renderDocument({ template, edition, locale, page, cspMeta, testHosts, sem, preload: preloadFor(page) }),
          page: page.path,
        });
      }
      const home = `${sem ? SEM_PREFIX : ''}${localePrefix(locale)}/earn/home/`;
      const robots = robotsFor(edition, sem ? SEM_PREFIX : '/', testHosts);
      out.push({ file: join(base, 'earn', 'index.html'), html: renderRedirect(home, cspMeta, robots) });
      if (dir !== '') out.push({ file: join(base, 'index.html'), html: renderRedirect(home, cspMeta, robots) });
    }
  }
  const defaultHome = `${localePrefix(edition.defaultLocale)}/earn/home/`;
  out.push({ file: 'index.html', html: renderRedirect(defaultHome, cspMeta, robotsFor(edition, '/', testHosts)) });
  const notFound: PageEntry = { path: 'not-found', metaKey: 'notFound', private: true };
  const notFoundHtml = renderDocument({
    template,
    edition,
    locale: edition.defaultLocale,
    page: notFound,
    cspMeta,
    testHosts,
    preload: preloadFor(notFound),
  });
  out.push({ file: '404.html', html: notFoundHtml });
  // The app's demo boot mounts the stand-in over this document (src/sim/browser/stand-ins.ts).
  if (demo)
    for (const file of ['web3/index.html', 'user/accounts/auth/personal/index.html'])
      out.push({ file, html: notFoundHtml });
  return out;
}
