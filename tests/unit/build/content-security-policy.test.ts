import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertDocumentAllowed,
  contentSecurityPolicy,
  cspMetaTag,
  serializePolicy,
  sha256Source,
} from '../../../scripts/lib/content-security-policy';
import { headerPolicy, headerRules } from '../../../scripts/lib/deploy-config';
import { renderDocument, renderRedirect } from '../../../scripts/lib/render-document';
import { loadEditions } from '../../../scripts/lib/load-editions';
import { PAGES } from '@/app/route-catalog';

const editions = loadEditions();
const TEMPLATE = fs.readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');

describe('the Content-Security-Policy of the static documents', () => {
  it('allows scripts and styles from this origin plus hashes only; the demo adds the service worker', () => {
    const edition = editions[0]!;
    const production = serializePolicy(contentSecurityPolicy(edition, 'production'));
    const demo = serializePolicy(contentSecurityPolicy(edition, 'demo'));
    for (const policy of [production, demo]) {
      expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
      expect(policy).toMatch(/(^|; )style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain(`connect-src 'self' ${edition.api.websocketHost}`);
    }
    expect(production).toContain("worker-src 'none'");
    expect(demo).toContain("worker-src 'self'");
  });

  it('hashes what the documents carry: every page, locale and edition, the redirects and the 404, none with a style attribute', () => {
    for (const edition of editions) {
      for (const mode of ['production', 'demo'] as const) {
        const policy = contentSecurityPolicy(edition, mode);
        const cspMeta = cspMetaTag(policy);
        for (const page of [...PAGES, { path: 'not-found', metaKey: 'notFound', private: true }]) {
          const html = renderDocument({ template: TEMPLATE, edition, locale: edition.defaultLocale, page, cspMeta });
          expect(() => assertDocumentAllowed(`${edition.id}/${page.path}`, html, policy)).not.toThrow();
          // The policy comes before anything it governs.
          expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
            html.search(/<script|<style|<link/),
          );
        }
        expect(() =>
          assertDocumentAllowed('redirect', renderRedirect('/ja-JP/earn/home/', cspMeta), policy),
        ).not.toThrow();
      }
    }
  });

  it('refuses to write a document the policy would break', () => {
    const edition = editions[0]!;
    const policy = contentSecurityPolicy(edition, 'production');
    expect(() => assertDocumentAllowed('x', '<html><head><script>alert(1)</script></head></html>', policy)).toThrow(
      /inline script alert/,
    );
    expect(() => assertDocumentAllowed('x', '<html><head><style>body{}</style></head></html>', policy)).toThrow(
      /inline style/,
    );
    expect(() => assertDocumentAllowed('x', '<html style="--a:1"><head></head></html>', policy)).toThrow(
      /style attribute/,
    );
    expect(() => assertDocumentAllowed('x', '<script src="/earn/assets/a.js"></script>', policy)).not.toThrow();
  });

  it('computes the hash browsers compare', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('is also the first header of the _headers file a CDN serves for every path, with frame-ancestors', () => {
    const policy = serializePolicy(contentSecurityPolicy(editions[0]!, 'production'));
    const [everyPath] = headerRules(headerPolicy(policy, 'production'));
    expect(everyPath?.pattern).toBe('/*');
    expect(everyPath?.headers[0]).toEqual([
      'Content-Security-Policy',
      `${policy}; frame-ancestors https://web.telegram.org`,
    ]);
  });
});
