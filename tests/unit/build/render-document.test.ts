import { describe, expect, it } from 'vitest';
import { renderDocument, renderRedirect } from '../../../scripts/lib/render-document';
import { headMetadata } from '../../../scripts/lib/head-metadata';
import { APP_START_INLINE_SCRIPT } from '../../../scripts/lib/content-security-policy';
import { loadEditions } from '../../../scripts/lib/load-editions';
import { PAGES } from '@/app/route-catalog';

const TEMPLATE = `<!doctype html><html lang="en" dir="ltr"><head><!--head-meta--><title>Earn</title><!--header-style--><!--header-script--></head><body><div id="root"><!--header-skeleton--></div><noscript><!--noscript--></noscript></body></html>`;
const editions = loadEditions();
const byId = (id: string) => editions.find((e) => e.id === id)!;
const page = (path: string) => PAGES.find((p) => p.path === path)!;

describe('renderDocument', () => {
  it('writes language, direction, title, canonical, hreflang, robots and social tags', () => {
    const html = renderDocument({ template: TEMPLATE, edition: byId('global'), locale: 'ar-SA', page: page('home') });
    const meta = headMetadata(html);
    expect(meta['html.lang']).toBe('ar-SA');
    expect(meta['html.dir']).toBe('rtl');
    expect(meta.canonical).toBe('https://kestrel.example/ar-SA/earn/home/');
    expect(meta['name:robots']).toBe('index,follow');
    expect(meta['property:og:url']).toBe(meta.canonical);
    expect(meta['property:og:locale']).toBe('ar_SA');
    expect(meta.title).toMatch(/ \| Kestrel$/);
    expect(meta.title).not.toContain('Earn: savings');
    expect(meta.hreflang?.split(' ')).toHaveLength(22);
    expect(meta.hreflang).toContain('x-default=https://kestrel.example/earn/home/');
    expect(html).toContain('data-skeleton="true"');
    expect(html).toContain('href="/ar-SA/earn/home/"');
    // The page heading and intro are painted before any script, in the page's language.
    const heading = /<h1 class="hs-h1">([^<]+)<\/h1><p class="hs-intro">([^<]+)<\/p>/.exec(html);
    expect(heading?.[1]).toBe(meta.title?.replace(/ \| Kestrel$/, ''));
    expect(heading?.[2]).toBe(meta['name:description']);
  });

  it('starts the app after the first paint: the entry and the page chunks leave the head for one start script', () => {
    const built = TEMPLATE.replace(
      '</head>',
      '<script type="module" crossorigin src="/earn/assets/index-AbCd1234.js"></script></head>',
    );
    const html = renderDocument({
      template: built,
      edition: byId('global'),
      locale: 'en',
      page: page('home'),
      preload: ['/earn/assets/home-x.js', '/earn/assets/a&b.js'],
    });
    expect(html).not.toContain('type="module"');
    const start = /<script data-entry="([^"]+)" data-preload="([^"]*)">([^<]+)<\/script>\s*<\/body>/.exec(html);
    expect(start?.[1]).toBe('/earn/assets/index-AbCd1234.js');
    expect(start?.[2]).toBe('/earn/assets/home-x.js /earn/assets/a&#38;b.js');
    expect(start?.[3]).toBe(APP_START_INLINE_SCRIPT);
    // The dev server's template (no built entry) is left alone.
    expect(
      renderDocument({ template: TEMPLATE, edition: byId('global'), locale: 'en', page: page('home') }),
    ).not.toContain('data-entry');
  });

  it('uses BCP 47 tags and the edition host for regional locales', () => {
    const meta = headMetadata(
      renderDocument({ template: TEMPLATE, edition: byId('kz'), locale: 'kk-KAZ', page: page('savings') }),
    );
    expect(meta['html.lang']).toBe('kk-KZ');
    expect(meta.canonical).toBe('https://kz.kestrel.example/kk-KAZ/earn/savings/');
    expect(meta.hreflang).toContain('x-default=https://kz.kestrel.example/ru-KAZ/earn/savings/');
    expect(meta.hreflang).toContain('ru-KZ=');
  });

  it('keeps private pages out of search engines', () => {
    const meta = headMetadata(
      renderDocument({ template: TEMPLATE, edition: byId('eu'), locale: 'en-EU', page: page('wallet') }),
    );
    expect(meta['name:robots']).toBe('noindex,nofollow');
  });

  it('escapes text taken from translations', () => {
    const html = renderDocument({
      template: TEMPLATE,
      edition: byId('global'),
      locale: 'en',
      page: page('help-center/earn-basics'),
    });
    expect(headMetadata(html).title).toBe('Earn basics: how your crypto earns interest | Kestrel');
    expect(html).not.toMatch(/<title>[^<]*<[^/]/);
  });

  it('redirect documents forward with the query string', () => {
    const html = renderRedirect('/en-EU/earn/home/');
    expect(html).toContain('content="0; url=/en-EU/earn/home/"');
    expect(html).toContain('<link rel="canonical" href="/en-EU/earn/home/" />');
    expect(html).toContain(
      "location.replace(document.querySelector('link[rel=canonical]').getAttribute('href')+location.search+location.hash)",
    );
  });
});
