/**
 * The 48 px header painted by the static HTML before the app mounts. The app's own header reuses these
 * class names and sizes, so mounting swaps content without moving anything (no layout shift).
 * Plain strings only, read by the build script (the app imports header-constants.ts instead).
 */

import { HEADER_HEIGHT_PX, LOGO_SVG, NAV_CACHE_KEY, THEME_KEY } from '../../src/app/shell/header-constants.ts';

export const HEADER_CSS = `
:root{--hs-bg:#ffffff;--hs-fg:#121417;--hs-muted:#5b6270;--hs-line:#e6e8eb;--hs-chip:#f2f3f5}
:root[data-theme=dark]{--hs-bg:#101214;--hs-fg:#f2f3f5;--hs-muted:#a4abb8;--hs-line:#24282e;--hs-chip:#1c1f24}
html,body{margin:0;background:var(--hs-bg);color:var(--hs-fg)}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans CJK SC",sans-serif}
.hs{box-sizing:border-box;height:${HEADER_HEIGHT_PX}px;display:flex;align-items:center;gap:16px;padding:0 16px;border-bottom:1px solid var(--hs-line);background:var(--hs-bg);position:sticky;top:0;z-index:20}
.hs-logo{display:flex;align-items:center;gap:8px;flex:none;color:var(--hs-fg);text-decoration:none;font-weight:700;font-size:17px;white-space:nowrap}
.hs-logo-mark{color:var(--hs-accent,#d9860b)}
.hs-wordmark{font-weight:600;font-size:13px;color:var(--hs-muted);padding-inline-start:8px;border-inline-start:1px solid var(--hs-line)}
.hs-switch{display:flex;gap:2px;padding:2px;border-radius:8px;background:var(--hs-chip);flex:none;min-height:28px;min-width:120px;box-sizing:border-box}
.hs-switch>*{font-size:13px;padding:4px 10px;border-radius:6px;color:var(--hs-muted);text-decoration:none}
.hs-switch>[aria-current=page],.hs-switch>.hs-on{background:var(--hs-bg);color:var(--hs-fg)}
.hs-nav{display:flex;align-items:center;gap:4px;flex:1 1 auto;min-width:0;height:100%}
.hs-nav-list{display:flex;align-items:center;gap:4px;margin:0;padding:0;list-style:none;min-width:0;overflow:hidden;height:100%}
.hs-nav-list>li{display:flex;align-items:center;height:100%}
.hs-nav-item{font-size:14px;color:var(--hs-fg);text-decoration:none;padding:6px 10px;border-radius:6px;white-space:nowrap}
.hs-wsot{background:linear-gradient(90deg,#ff7a18,#af002d 45%,#319197);-webkit-background-clip:text;background-clip:text;color:transparent;font-weight:700}
.hs-right{display:flex;align-items:center;gap:8px;margin-inline-start:auto;flex:none}
.hs-right-mobile{display:none}
@media (max-width:912px){.hs-nav{display:none}}
@media (max-width:1024px){.hs-right-desktop{display:none}.hs-right-mobile{display:flex}.hs-switch{display:none}}
@media (max-width:480px){.hs-wordmark{display:none}}
.hs-page{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:24px 16px 48px;line-height:1.5}
.hs-title-row{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-end;gap:16px;margin-bottom:24px}
.hs-h1{margin:0 0 6px;font-size:28px;line-height:1.25}
.hs-intro{color:var(--hs-muted);max-width:720px;margin:0}
@media screen and (max-width:767px){.hs-page{padding:16px 12px 32px}.hs-h1{font-size:22px}}
.hs-sk{display:block;background:var(--hs-chip);border-radius:12px}
.hs-sk-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:16px;margin-bottom:32px}
.hs-sk-card{height:112px}.hs-sk-tall{height:180px}.hs-sk-wide{height:120px;margin-bottom:32px}
.hs-sk-title{height:24px;width:180px;margin-bottom:16px;border-radius:6px}
.hs-sk-filters{height:70px;max-width:720px;margin-bottom:28px}.hs-sk-row{height:44px;margin-bottom:8px}
`.replace(/\n/g, '');

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The skeleton markup inside #root; nav and switch stay empty until the inline script fills them. */
export function headerSkeletonHtml(brandName: string, wordmark: string, homeHref: string): string {
  const word = wordmark ? `<span class="hs-wordmark">${escapeHtml(wordmark)}</span>` : '';
  return (
    `<header class="hs" data-skeleton="true">` +
    `<a class="hs-logo" href="${escapeHtml(homeHref)}">${LOGO_SVG}<span>${escapeHtml(brandName)}</span>${word}</a>` +
    `<div class="hs-switch" id="hs-switch"></div>` +
    `<div class="hs-nav"><ul class="hs-nav-list" id="hs-nav"></ul></div>` +
    `<div class="hs-right"></div>` +
    `</header>` +
    `<script>${NAV_FILL_INLINE_SCRIPT}</script>`
  );
}

/**
 * The page's heading and intro as the static HTML paints them, at the place and size PageFrame renders them
 * (page-frame.css.ts, shell.css.ts `main`): the largest text of most pages is on screen before any script.
 */
export function pageHeadingHtml(heading: string, intro: string, body?: BodySkeleton): string {
  return (
    `<div class="hs-page" data-skeleton="true"><div class="hs-title-row"><div>` +
    `<h1 class="hs-h1">${escapeHtml(heading)}</h1><p class="hs-intro">${escapeHtml(intro)}</p>` +
    `</div></div>${body ? bodySkeletonHtml(body) : ''}</div>`
  );
}

/** The pages whose body the static document sketches as well as their heading (they wait for the user's data). */
export type BodySkeleton = 'wallet' | 'orders';

/**
 * The body of the wallet or an order list as grey blocks at the places and sizes their loading states take
 * (wallet-page.tsx, order-list-page.tsx), so the static document hands over to the app without a jump.
 */
function bodySkeletonHtml(kind: BodySkeleton): string {
  const block = (cls: string) => `<span class="hs-sk ${cls}"></span>`;
  const grid = (cls: string, n: number) => `<div class="hs-sk-grid">${block(cls).repeat(n)}</div>`;
  const body =
    kind === 'wallet'
      ? grid('hs-sk-card', 3) +
        block('hs-sk-title') +
        block('hs-sk-wide') +
        block('hs-sk-title') +
        grid('hs-sk-tall', 2) +
        block('hs-sk-title') +
        grid('hs-sk-card', 3)
      : block('hs-sk-filters') + block('hs-sk-row').repeat(4);
  return `<div class="hs-sk-body" aria-hidden="true">${body}</div>`;
}

/** Runs in <head> before first paint: the stored theme, else the system preference. */
export const THEME_INLINE_SCRIPT = `(function(){var d=document.documentElement,t=null;try{t=localStorage.getItem(${JSON.stringify(
  THEME_KEY,
)})}catch(e){}if(t!=='light'&&t!=='dark'){t=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}d.setAttribute('data-theme',t)})();`;

/**
 * Runs right after the skeleton markup: fills its nav and switch from the cached navigation object, but
 * only when that object was stored for the page's current language (spec §2). Text only, never HTML.
 */
export const NAV_FILL_INLINE_SCRIPT = `(function(){try{var d=document.documentElement;var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  NAV_CACHE_KEY,
)})||'null');if(!c||c.language!==d.getAttribute('data-locale'))return;var fill=function(id,items,tag){var el=document.getElementById(id);if(!el||!Array.isArray(items))return;items.slice(0,12).forEach(function(it){if(!it||typeof it.name!=='string')return;var w=document.createElement(tag);var s=document.createElement('span');s.className='hs-nav-item'+(it.name==='WSOT'?' hs-wsot':'');s.textContent=it.renderer==='more-dropdown'?'\\u22ef':it.name;w.appendChild(s);el.appendChild(w)})};fill('hs-switch',c.exchange,'span');fill('hs-nav',c.left,'li')}catch(e){}})();`;
