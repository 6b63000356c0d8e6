import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../scripts/lib/render-document';
import { loadEditions } from '../../../scripts/lib/load-editions';
import { translatorFor } from '../../../scripts/lib/translations';
import { wordmarkKey } from '@/edition/wordmark-key';
import { PAGES } from '@/app/route-catalog';

const TEMPLATE = `<!doctype html><html lang="en"><head><!--head-meta--><title>Earn</title><!--header-style--><!--header-script--></head><body><div id="root"><!--header-skeleton--></div><noscript><!--noscript--></noscript></body></html>`;
const editions = loadEditions().filter((e) => e.brand.wordmark !== '');

/** Where the country's own name in its own language is also the English one. */
const NATIVE_SAME_AS_ENGLISH = new Set(['tr-TUR', 'id-IDN']);

describe('edition wordmarks', () => {
  const cases = editions.flatMap((edition) =>
    edition.locales.map((locale) => [edition.id, locale, edition.brand.wordmark] as const),
  );

  it.each(cases)('%s wordmark in %s is in the page language', (id, locale, english) => {
    const text = translatorFor(locale)(wordmarkKey(id));
    if (locale.startsWith('en')) expect(text).toBe(english);
    else if (!NATIVE_SAME_AS_ENGLISH.has(locale)) expect(text).not.toBe(english);
  });

  it('the prerendered header carries the translated wordmark', () => {
    const ge = editions.find((e) => e.id === 'ge')!;
    const home = PAGES.find((p) => p.path === 'home')!;
    const html = renderDocument({ template: TEMPLATE, edition: ge, locale: 'ka-GEO', page: home });
    expect(html).toContain('<span class="hs-wordmark">საქართველო</span>');
    expect(html).not.toContain('>Georgia<');
  });
});
