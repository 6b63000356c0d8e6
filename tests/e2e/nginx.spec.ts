import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { localePrefix } from '../../src/i18n/locales';
import { checkDeployment, hostToCheck, readDescription } from '../../scripts/lib/check-deployment';
import { linkRelease, startNginx, type RunningNginx } from '../../scripts/lib/nginx-server';
import { readHeaderRules } from '../../scripts/lib/static-server';
import { JOURNEY_BROWSER, JOURNEY_BROWSER_ARGS } from '../../scripts/lib/chromium';
import { startLocalExchange, type LocalExchange } from '../../scripts/lib/local-exchange';

/**
 * The production build behind Debian's nginx with the configuration the build generated (scripts/ensure-nginx.ts
 * installs it), as an operator deploys it: over TLS (a throwaway certificate), every edition on its own host
 * name (Chromium maps *.kestrel.example to the local nginx), the API, collectors and sockets proxied to the
 * simulated exchange as a server. One browser and one page for the whole file.
 */

test.describe.configure({ mode: 'serial' });

const REPO = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(REPO, process.env.E2E_PROD_ROOT ?? 'dist');

let exchange: LocalExchange;
let nginx: RunningNginx | undefined;
let work = '';
let browser: Browser | undefined;
let page: Page;
const violations: string[] = [];

/**
 * The next release: the global edition with every hashed asset renamed (as a new build names its chunks) and
 * every reference rewritten; the other editions linked unchanged.
 */
function nextRelease(release: string): void {
  const others = path.join(work, 'others');
  linkRelease(DIST, others);
  fs.mkdirSync(release, { recursive: true });
  for (const entry of fs.readdirSync(others)) {
    if (entry !== 'global') fs.renameSync(path.join(others, entry), path.join(release, entry));
  }
  const global = path.join(release, 'global');
  fs.cpSync(path.join(DIST, 'global'), global, { recursive: true });
  const assets = path.join(global, 'earn', 'assets');
  const names = fs.readdirSync(assets).sort((a, b) => b.length - a.length);
  const renamed = new Map(names.map((name) => [name, name.replace(/(\.[a-z0-9]+)$/, 'n$1')]));
  for (const [from, to] of renamed) fs.renameSync(path.join(assets, from), path.join(assets, to));
  const pattern = new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const rewrite = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join(global, 'earn', 'translations')) rewrite(file);
      } else if (/\.(html|js|css)$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        const next = text.replace(pattern, (name) => renamed.get(name) ?? name);
        if (next !== text) fs.writeFileSync(file, next);
      }
    }
  };
  rewrite(global);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  if (!fs.existsSync(path.join(DIST, 'deploy.json')) || readDescription(DIST).variant !== 'production') {
    throw new Error(`no production build with its deploy files in ${DIST} (npm run build, or set E2E_PROD_ROOT)`);
  }
  exchange = await startLocalExchange();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'earn-nginx-'));
  nginx = await startNginx({ dist: DIST, work, exchange: new URL(exchange.origin) });
  browser = await chromium.launch({
    executablePath: JOURNEY_BROWSER,
    args: [
      ...JOURNEY_BROWSER_ARGS,
      `--host-resolver-rules=MAP kestrel.example 127.0.0.1:${nginx.port}, MAP *.kestrel.example 127.0.0.1:${nginx.port}`,
    ],
  });
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  await context.exposeBinding('__cspViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __cspViolation: (t: string) => Promise<void> }).__cspViolation(
        `${location.href}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
      );
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
});

test.afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  exchange?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('every edition answers as built: 301s keep the query, 404s, headers equal to _headers, cache rules', async () => {
  const results = await checkDeployment({ dist: DIST, connect: `127.0.0.1:${nginx!.port}`, insecure: true });
  expect(results.map((r) => r.edition).sort()).toEqual(['ae', 'eu', 'ge', 'global', 'hk', 'id', 'kz', 'nl', 'tr']);
  expect(results.flatMap((r) => r.failures)).toEqual([]);
  expect(results.reduce((n, r) => n + r.requests, 0)).toBeGreaterThan(9 * 40);
});

test('the nine editions by host name in Chromium, the root redirected with its query, under the header CSP', async () => {
  test.setTimeout(60_000);
  const description = readDescription(DIST);
  for (const [id, facts] of Object.entries(description.editions)) {
    const host = hostToCheck(facts.hosts);
    const response = await page.goto(`https://${host}/?from=nginx`);
    expect(page.url()).toBe(`https://${host}${localePrefix(facts.defaultLocale)}/earn/home/?from=nginx`);
    expect(response?.status()).toBe(200);
    const policy = readHeaderRules(path.join(DIST, id, '_headers'))[0]?.headers.find(
      ([name]) => name === 'content-security-policy',
    )?.[1];
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await expect(page.locator('html')).toHaveAttribute('data-edition', id);
    await expect(page.locator('header.hs:not([data-skeleton])')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main#main h1').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('live values arrive through the proxied socket', async () => {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', () => frames.push(socket.url())));
  await page.goto('https://kestrel.example/earn/dual-asset-mining/');
  await expect(page.locator('[data-live-status="live"]').first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => frames.length).toBeGreaterThan(0);
  expect(frames[0]).toMatch(/^wss:\/\/stream\.kestrel\.example\//);
  expect(violations).toEqual([]);
});

test('a deploy under an open tab: a removed chunk reloads once onto the new build; a second failure shows the error, reported once, and its button reloads', async () => {
  test.setTimeout(60_000);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('https://kestrel.example/earn/home/');
  await expect(page.locator('header.hs:not([data-skeleton])')).toBeVisible({ timeout: 15_000 });
  const before = await page.locator('script[data-entry]').getAttribute('data-entry');

  nextRelease(path.join(work, 'releases', 'second'));
  nginx!.activate(path.join(work, 'releases', 'second'));
  loads = 0;
  await page.getByRole('navigation').getByRole('link', { name: 'Savings', exact: true }).first().click();
  await expect(page).toHaveURL(/\/earn\/savings\/$/);
  await expect(page.locator('main#main h1').first()).toContainText(/savings/i, { timeout: 15_000 });
  const after = await page.locator('script[data-entry]').getAttribute('data-entry');
  expect(after).not.toBe(before);
  expect(after).toMatch(/n\.js$/);
  expect(loads).toBe(1);

  // Files missing again within the reload window: the error, not a second reload.
  await page.route('**/earn/assets/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  loads = 0;
  await page.getByRole('navigation').getByRole('link', { name: 'Dual asset', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  expect(loads).toBe(0);

  const { buildId } = JSON.parse(fs.readFileSync(path.join(DIST, 'global.manifest.json'), 'utf8')) as {
    buildId: string;
  };
  const reports = async (page: string) =>
    (
      (await (await fetch(`${exchange.origin}/__sim/collected`)).json()) as {
        errors: { message: string; detail: Record<string, unknown> }[];
      }
    ).errors.filter((e) => e.detail.route === `/{-$locale}/earn/${page}`);
  await expect.poll(async () => (await reports('dual-asset-mining')).length).toBe(1);
  const [report] = await reports('dual-asset-mining');
  expect(report?.detail).toMatchObject({ source: 'route', edition: 'global', build: buildId, reloading: false });
  expect(report?.message).toMatch(/dynamically imported module|Unable to preload CSS/);
  expect(report?.message).not.toMatch(/[?]/);

  await page.unroute('**/earn/assets/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main#main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(loads).toBe(1);
  expect(violations).toEqual([]);
});
