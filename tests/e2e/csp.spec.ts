import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createStaticServer } from '../../scripts/lib/static-server';

/**
 * Every page of the route catalogue (half in the demo build, the other half in the production build), under the
 * build's strict Content-Security-Policy (meta tag and `_headers`, as a CDN serves it): no violation, the theme set
 * before first paint, the 48 px header styled by its inline CSS. The routes come from the build's manifest, which the
 * build writes from the route catalogue (src/app/route-catalog.ts), so pages added later are covered.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const NOT_FOUND = '/earn/no-such-page/';

interface Build {
  name: 'demo' | 'production';
  root: string;
}

const BUILDS: Build[] = [
  { name: 'demo', root: path.resolve(REPO, process.env.E2E_ROOT ?? 'dist-demo') },
  { name: 'production', root: path.resolve(REPO, process.env.E2E_PROD_ROOT ?? 'dist') },
];

function routesOf(build: Build): string[] {
  const file = path.join(build.root, 'global.manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`no ${build.name} build in ${build.root} (build it, or set E2E_ROOT / E2E_PROD_ROOT)`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: Record<string, unknown> };
  // Both builds run the same page code under policies that differ only where the demo's mock worker and panel
  // need it (worker-src, connect-src): the demo walks the even pages of the catalogue and production the odd
  // ones, so each page's documents and chunks load under one of them, in half the time of walking both.
  const pages = Object.keys(manifest.routes)
    .filter((_, i) => i % 2 === (build.name === 'demo' ? 0 : 1))
    .map((page) => `/earn/${page}/`);
  // Other locales (RTL, CJK), the redirect documents and the 404 document carry the same policy.
  return [...pages, '/ar-SA/earn/home/', '/ja-JP/earn/savings/', '/earn/', '/', NOT_FOUND];
}

interface Violations {
  /** The violation events of the document now shown, from its first byte on. */
  inDocument: () => Promise<string[]>;
  /** Console reports since watching began, across navigations. */
  console: string[];
}

/** Records CSP violations from the first byte of every document on (events and console reports). */
async function watchViolations(page: Page): Promise<Violations> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return {
    inDocument: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []),
    console: reports,
  };
}

for (const build of BUILDS) {
  test.describe(`${build.name} build under its Content-Security-Policy`, () => {
    let server: http.Server;
    let origin = '';

    test.beforeAll(async () => {
      routesOf(build);
      server = createStaticServer({ root: build.root, defaultEdition: 'global' });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    test.afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    test('the policy is strict, in every document and in _headers, and it is enforced', async ({ page }) => {
      const headers = fs.readFileSync(path.join(build.root, 'global', '_headers'), 'utf8');
      const policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).toContain(build.name === 'demo' ? "worker-src 'self'" : "worker-src 'none'");
      const response = await page.goto(`${origin}/earn/home/`);
      expect(response?.headers()['content-security-policy']).toBe(policy);
      // frame-ancestors works only as a header (a browser ignores it in a meta tag): the meta carries the rest.
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
        'content',
        policy.replace(/; frame-ancestors [^;]*$/, ''),
      );
      // A script the build did not hash is refused. In the demo, reload only once the mock worker controls the
      // page: msw reloads a page that loads while its worker is still activating.
      if (build.name === 'demo') await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const violations = await watchViolations(page);
      await page.reload();
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.head.appendChild(script);
      });
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? false)).toBe(
        false,
      );
      await expect
        .poll(
          async () =>
            [...(await violations.inDocument()), ...violations.console].filter((line) => /script-src/.test(line))
              .length,
        )
        .toBeGreaterThan(0);
    });

    // Every route in one tab, as a visitor moves through the site (the demo's mock worker is installed once, not
    // once per page); each route is a step and a soft check, so a failure still names its page.
    test('every page: no violation, theme set, header styled', async ({ page }) => {
      const routes = routesOf(build);
      test.setTimeout(routes.length * 15_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      const violations = await watchViolations(page);
      // The demo stands in for every external script: no file is missing and nothing logs an error.
      let route = '';
      const problems: string[] = [];
      const inFlight = new Set<unknown>();
      let lastChange = Date.now();
      const track = (add: boolean) => (request: unknown) => {
        if (add) inFlight.add(request);
        else inFlight.delete(request);
        lastChange = Date.now();
      };
      page.on('request', track(true));
      page.on('requestfinished', track(false));
      page.on('requestfailed', track(false));
      // A request the last document left open ends with it, and is never reported as finished.
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) inFlight.clear();
      });
      const quiet = (ms: number, timeout: number) =>
        expect
          .poll(() => inFlight.size === 0 && Date.now() - lastChange >= ms, { timeout, intervals: [50] })
          .toBe(true)
          .catch(() => undefined);
      if (build.name === 'demo') {
        page.on('console', (message) => {
          // The 404 document is served with status 404 on purpose.
          const isNotFoundDocument =
            route === NOT_FOUND && new URL(message.location().url || origin).pathname === NOT_FOUND;
          if (message.type() === 'error' && !isNotFoundDocument)
            problems.push(`${route} console: ${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => problems.push(`${route} uncaught: ${error.message}`));
        page.on('response', (response) => {
          const isNotFoundDocument = route === NOT_FOUND && response.request().resourceType() === 'document';
          if (response.status() >= 400 && !isNotFoundDocument)
            problems.push(`${route} ${response.status()} ${response.url()}`);
        });
      }
      for (const next of routes) {
        await test.step(next, async () => {
          route = next;
          const consoleBefore = violations.console.length;
          await page.goto(`${origin}${next}${build.name === 'demo' ? '?sim=panel:on' : ''}`);
          await expect.soft(page.locator('html'), next).toHaveAttribute('data-theme', /^(light|dark)$/);
          if (next === NOT_FOUND) {
            // The 404 page stands alone, without the shell.
            await expect
              .soft(page.getByRole('heading', { level: 1, name: 'Page not found' }), next)
              .toBeVisible({ timeout: 15_000 });
          } else {
            // The app mounts (its own header replaces the skeleton), whatever the page then shows.
            await expect.soft(page.locator('header.hs:not([data-skeleton])'), next).toBeVisible({ timeout: 15_000 });
            expect.soft((await page.locator('header.hs').boundingBox())?.height, next).toBe(48);
          }
          // Lazy route chunks, their CSS and the first data have arrived: nothing in flight for 150 ms (the
          // browser's own network-idle waits 500 ms, a third of each step).
          await quiet(150, 5_000);
          expect
            .soft([...(await violations.inDocument()), ...violations.console.slice(consoleBefore)], next)
            .toEqual([]);
        });
      }
      expect(problems).toEqual([]);
    });
  });
}
