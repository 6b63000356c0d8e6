import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticDocuments } from '../../../scripts/lib/render-document';
import { LOCALE_CASE_INLINE_SCRIPT } from '../../../scripts/lib/content-security-policy';
import { headMetadata } from '../../../scripts/lib/head-metadata';
import { loadEditions } from '../../../scripts/lib/load-editions';

const TEMPLATE = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const global = loadEditions().find((e) => e.id === 'global')!;
const robotsOf = (html: string) => headMetadata(html)['name:robots'];

describe('the static documents an edition writes, as a crawler that runs no script reads them', () => {
  const production = staticDocuments({ template: TEMPLATE, edition: global });
  const testHosts = staticDocuments({ template: TEMPLATE, edition: global, testHosts: true });
  const doc = (docs: typeof production, file: string) => {
    const found = docs.find((d) => d.file === file);
    if (!found) throw new Error(`no document ${file}`);
    return found.html;
  };

  it('production hosts: public pages index,follow; the /sem/ copy of every page noindex, canonical to the indexable page', () => {
    expect(robotsOf(doc(production, 'earn/home/index.html'))).toBe('index,follow');
    expect(robotsOf(doc(production, 'ja-JP/earn/savings/index.html'))).toBe('index,follow');
    const sem = doc(production, 'sem/earn/home/index.html');
    expect(robotsOf(sem)).toBe('noindex,nofollow');
    expect(headMetadata(sem).canonical).toBe('https://kestrel.example/earn/home/');
    expect(sem).toContain('href="/sem/earn/home/"');
    const semJa = doc(production, 'sem/ja-JP/earn/savings/index.html');
    expect(robotsOf(semJa)).toBe('noindex,nofollow');
    expect(headMetadata(semJa).canonical).toBe('https://kestrel.example/ja-JP/earn/savings/');
    expect(headMetadata(semJa)['html.lang']).toBe('ja-JP');
    expect(robotsOf(doc(production, 'sem/earn/index.html'))).toBe('noindex,nofollow');
    expect(doc(production, 'sem/earn/index.html')).toContain('href="/sem/earn/home/"');
    for (const d of production.filter((d) => d.file.startsWith('sem/')))
      expect(robotsOf(d.html), d.file).toBe('noindex,nofollow');
  });

  it('test hosts (the --test-hosts build): every document, content or redirect, says noindex', () => {
    expect(global.noindex.testHosts).toBe(true);
    expect(testHosts.length).toBe(production.length);
    for (const d of testHosts) expect(robotsOf(d.html), d.file).toBe('noindex,nofollow');
  });

  it('demo builds answer the exchange pages earn links to (identity verification, Web3) for their stand-ins', () => {
    const demo = staticDocuments({ template: TEMPLATE, edition: global, demo: true }).map((d) => d.file);
    expect(demo).toEqual(expect.arrayContaining(['web3/index.html', 'user/accounts/auth/personal/index.html']));
    expect(production.map((d) => d.file)).not.toContain('web3/index.html');
  });

  it('the 404 document corrects a miscased locale prefix (JA-jp -> ja-JP) before any app script', () => {
    const notFound = doc(production, '404.html');
    expect(notFound.indexOf(LOCALE_CASE_INLINE_SCRIPT)).toBeGreaterThan(notFound.lastIndexOf('rel="alternate"'));
    const hrefs = [...notFound.matchAll(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g)].map((m) => m[1]!);
    const run = (pathname: string): string | null => {
      let replaced: string | null = null;
      const location = {
        pathname,
        search: '?x=1',
        hash: '#h',
        href: `https://kestrel.example${pathname}`,
        replace: (to: string) => {
          replaced = to;
        },
      };
      const document = { querySelectorAll: () => hrefs.map((href) => ({ getAttribute: () => href })) };
      new Function('location', 'document', LOCALE_CASE_INLINE_SCRIPT)(location, document);
      return replaced;
    };
    expect(run('/JA-jp/earn/home/')).toBe('/ja-JP/earn/home/?x=1#h');
    expect(run('/ZH-cn/earn/wallet/')).toBe('/zh-CN/earn/wallet/?x=1#h');
    expect(run('/ja-JP/earn/no-such-page/')).toBeNull();
    expect(run('/de-DE/earn/home/')).toBeNull();
  });
});
