import type { Edition } from '../../src/edition/edition-schema';
import { INDEX_FOLLOW, NOINDEX_NOFOLLOW, robotsFor } from '../../src/edition/robots';
import { bcp47, localePrefix, textDirection, translationChain } from '../../src/i18n/locales';
import { translationUrl } from '../../src/i18n/translation-path';
import { THEME_INLINE_SCRIPT, headerSkeletonHtml, pageHeadingHtml } from '../../src/app/shell/header-skeleton-html';
import { REDIRECT_INLINE_SCRIPT, headerStyleCss } from './content-security-policy';
import type { PageEntry } from '../../src/app/route-catalog';
import { translatorFor } from './translations';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function siteOrigin(edition: Edition): string {
  return `https://${edition.hosts.production[0]}`;
}

export function pageUrl(edition: Edition, locale: string, earnPath: string): string {
  return `${siteOrigin(edition)}${localePrefix(locale)}/earn/${earnPath}/`;
}

export interface DocumentInput {
  template: string;
  edition: Edition;
  locale: string;
  page: PageEntry;
  /** The Content-Security-Policy meta tag, first in <head> (content-security-policy.ts). */
  cspMeta?: string;
}

/** One static HTML document for an edition, locale and page: head metadata, language, direction, skeleton. */
export function renderDocument({ template, edition, locale, page, cspMeta = '' }: DocumentInput): string {
  const t = translatorFor(locale);
  const article = page.path.startsWith('help-center/') ? page.path.slice('help-center/'.length) : null;
  const heading = article ? t(`help.${article}`) : t(`meta.${page.metaKey}.title`);
  const title = `${heading} | ${edition.brand.name}`;
  const description = t(`meta.${page.metaKey}.description`);
  const canonical = pageUrl(edition, locale, page.path);
  const robots = page.private || page.metaKey === 'notFound' ? NOINDEX_NOFOLLOW : robotsFor(edition, page.path, false);
  const lang = bcp47(locale);

  const alternates = edition.locales
    .map((l) => `<link rel="alternate" hreflang="${bcp47(l)}" href="${pageUrl(edition, l, page.path)}" />`)
    .concat(`<link rel="alternate" hreflang="x-default" href="${pageUrl(edition, edition.defaultLocale, page.path)}" />`);
  const preloads = translationChain(locale).map(
    (language) => `<link rel="preload" href="${translationUrl(language, 'common')}" as="fetch" crossorigin="anonymous" />`,
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
  ].join('\n    ');

  const homeHref = `${localePrefix(locale)}/earn/home/`;
  return template
    .replace(
      /<html[^>]*>/,
      `<html lang="${lang}" dir="${textDirection(locale)}" data-locale="${locale}" data-edition="${edition.id}">`,
    )
    .replace('<!--csp-->', cspMeta)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<!--head-meta-->', meta)
    .replace('<!--header-style-->', `<style id="hs-style">${headerStyleCss(edition)}</style>`)
    .replace('<!--header-script-->', `<script>${THEME_INLINE_SCRIPT}</script>`)
    .replace('<!--header-skeleton-->', headerSkeletonHtml(edition.brand.name, edition.brand.wordmark, homeHref) + pageHeadingHtml(heading, description))
    .replace('<!--noscript-->', escapeHtml(t('noscript')));
}

/**
 * A tiny document that forwards `/`, `/earn/` and locale roots to the earn home, keeping the query string. Its
 * script reads the target from the canonical link, so every redirect document carries the same inline script.
 */
export function renderRedirect(target: string, cspMeta = ''): string {
  const href = escapeHtml(target);
  return `<!doctype html><html><head><meta charset="utf-8" />${cspMeta}<meta name="robots" content="${INDEX_FOLLOW}" /><link rel="canonical" href="${href}" /><meta http-equiv="refresh" content="0; url=${href}" /><script>${REDIRECT_INLINE_SCRIPT}</script><title>Earn</title></head><body><a href="${href}">${href}</a></body></html>\n`;
}
