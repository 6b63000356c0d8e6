import { createHash } from 'node:crypto';
import type { Edition } from '../../src/edition/edition-schema.ts';
import { HEADER_CSS, NAV_FILL_INLINE_SCRIPT, THEME_INLINE_SCRIPT } from './header-skeleton-html.ts';

/**
 * The Content-Security-Policy of the static documents, as code per build mode. Scripts and styles come from
 * this origin only; the few inline ones the documents carry (theme before first paint, the cached navigation,
 * the header skeleton's CSS, the redirect documents' forward) are allowed by their SHA-256, computed here at
 * build time; there are no style attributes in the documents. Styles React sets (`style={}`) go through the
 * CSSOM, which `style-src` does not govern. The demo adds what msw needs: its service worker (`worker-src
 * 'self'`) and blob: URLs for the export downloads it serves from the page.
 */

export type BuildMode = 'production' | 'demo';
export type Policy = ReadonlyArray<readonly [directive: string, sources: readonly string[]]>;

/** The redirect documents read their target from their canonical link, so one script (one hash) serves all. */
export const REDIRECT_INLINE_SCRIPT =
  "location.replace(document.querySelector('link[rel=canonical]').getAttribute('href')+location.search+location.hash)";

/**
 * In the 404 document, before anything loads: a locale prefix typed in another case (`/JA-jp/...`) is one of
 * the document's hreflang prefixes (`ja-JP`) in lower case, so the page is replaced by the right one, whose
 * static document is in that language. The script reads the prefixes from the links, so one hash serves all.
 */
export const LOCALE_CASE_INLINE_SCRIPT =
  "(function(){var m=/^\\/([^/]+)(\\/.*)?$/.exec(location.pathname);if(!m)return;var a=m[1],l=document.querySelectorAll('link[rel=alternate]');for(var i=0;i<l.length;i++){var p=new URL(l[i].getAttribute('href'),location.href).pathname.split('/')[1]||'';if(p!==a&&p.toLowerCase()===a.toLowerCase()){location.replace('/'+p+(m[2]||'/')+location.search+location.hash);return}}})();";

/**
 * Starts the app after the static document's first paint (a frame, then a task): the skeleton and the page's
 * heading are on screen before the browser fetches and runs any module, on a slow phone as on a fast one.
 * It preloads the page's own chunks with the entry, so they do not wait for the entry to ask for them: a few
 * links per task, since each request costs the main thread a few milliseconds on a phone and a page's forty
 * links in one task made one long task. A tab opened in the background paints no frame: the timer starts the
 * app there. The entry and chunks are read from the script's data attributes, so one hash serves every document.
 */
export const APP_START_INLINE_SCRIPT =
  "(function(){var s=document.currentScript,d=document;function go(){if(!s)return;var e=s;s=null;var m=d.createElement('script');m.type='module';m.src=e.getAttribute('data-entry');d.head.appendChild(m);var p=(e.getAttribute('data-preload')||'').split(' ').filter(Boolean);(function next(){p.splice(0,6).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});if(p.length)setTimeout(next,0)})()}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,250)})();";

/** The header skeleton's CSS with the edition's accent (a custom property on :root, not a style attribute). */
export function headerStyleCss(edition: Edition): string {
  return `:root{--hs-accent:${edition.brand.accent}}${HEADER_CSS}`;
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Every inline script and style an edition's static documents may carry. */
function inlineSources(edition: Edition): { scripts: string[]; styles: string[] } {
  return {
    scripts: [
      THEME_INLINE_SCRIPT,
      NAV_FILL_INLINE_SCRIPT,
      APP_START_INLINE_SCRIPT,
      REDIRECT_INLINE_SCRIPT,
      LOCALE_CASE_INLINE_SCRIPT,
    ],
    styles: [headerStyleCss(edition)],
  };
}

export function contentSecurityPolicy(edition: Edition, mode: BuildMode): Policy {
  const inline = inlineSources(edition);
  const socketOrigin = new URL(edition.api.websocketHost).origin;
  const apiOrigins = /^https?:\/\//.test(edition.api.host) ? [new URL(edition.api.host).origin] : [];
  const demo = mode === 'demo';
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inline.scripts.map(sha256Source)]],
    ['style-src', ["'self'", ...inline.styles.map(sha256Source)]],
    ['img-src', ["'self'", 'data:', ...(demo ? ['blob:'] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...apiOrigins, socketOrigin, ...(demo ? ['blob:'] : [])]],
    ['worker-src', demo ? ["'self'"] : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

export function serializePolicy(policy: Policy): string {
  return policy.map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

/** The policy as the first element of <head>, so it governs everything after it. */
export function cspMetaTag(policy: Policy): string {
  return `<meta http-equiv="Content-Security-Policy" content="${serializePolicy(policy)}" />`;
}

/** The inline scripts and styles of a written document, so the build can prove the policy allows each one. */
function inlineContents(html: string): { scripts: string[]; styles: string[]; styleAttributes: number } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*\sstyle=/gi)].length;
  return { scripts, styles, styleAttributes };
}

/** Throws unless every inline script and style of `html` is allowed by `policy` and no element has a style attribute. */
export function assertDocumentAllowed(file: string, html: string, policy: Policy): void {
  const allowed = (directive: string) => new Set(policy.find(([d]) => d === directive)?.[1] ?? []);
  const scriptSources = allowed('script-src');
  const styleSources = allowed('style-src');
  const { scripts, styles, styleAttributes } = inlineContents(html);
  const blocked = [
    ...scripts.filter((s) => !scriptSources.has(sha256Source(s))).map((s) => `inline script ${s.slice(0, 60)}`),
    ...styles.filter((s) => !styleSources.has(sha256Source(s))).map((s) => `inline style ${s.slice(0, 60)}`),
    ...(styleAttributes > 0 ? [`${styleAttributes} style attribute(s)`] : []),
  ];
  if (blocked.length > 0) throw new Error(`${file}: the Content-Security-Policy would block ${blocked.join('; ')}`);
}
