import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../scripts/lib/render-document';
import { headMetadata } from '../../../scripts/lib/head-metadata';
import { loadEditions } from '../../../scripts/lib/load-editions';
import { HELP_ARTICLES, PAGES } from '@/app/route-catalog';

const TEMPLATE = `<!doctype html><html lang="en" dir="ltr"><head><!--head-meta--><title>Earn</title><!--header-style--><!--header-script--></head><body><div id="root"><!--header-skeleton--></div><noscript><!--noscript--></noscript></body></html>`;
const global = loadEditions().find((e) => e.id === 'global')!;

describe('help-center articles have their own static documents', () => {
  it.each(['en', 'ar-SA', 'ja-JP'])(
    '%s: a title and description of each article, all different, indexable',
    (locale) => {
      const metas = HELP_ARTICLES.map((article) => {
        const page = PAGES.find((p) => p.path === `help-center/${article}`)!;
        return headMetadata(renderDocument({ template: TEMPLATE, edition: global, locale, page }));
      });
      const descriptions = metas.map((m) => m['name:description']);
      expect(new Set(metas.map((m) => m.title)).size).toBe(HELP_ARTICLES.length);
      expect(new Set(descriptions).size).toBe(HELP_ARTICLES.length);
      for (const description of descriptions) expect(description?.length).toBeGreaterThan(20);
      for (const meta of metas) expect(meta['name:robots']).toBe('index,follow');
    },
  );
});
