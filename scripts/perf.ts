/**
 * `npm run perf`: performance of a production build on realistic data, one measurement at a time.
 *   npm run perf -- [--dist .tmp/perf-dist] [--no-build] [--runs 5] [--report docs/performance.md] [--skip-lighthouse]
 *                   [--pages home,wallet] [--lighthouse-only] [--traces .tmp/lhr]
 *                   [--routes home,savings,wallet] [--floor-only] [--frame-only] [--port 4280]
 *
 * Builds every edition for production with its sockets pointed at the local server, and the floor page (the
 * entry libraries and one route, `npm run build -- --floor`), starts the simulated exchange as a server
 * (`npm run exchange`) and serves both builds with the API and sockets proxied to it, then measures, the median
 * of `--runs` each:
 *   - against the floor, on home, each family page and the wallet (logged in), or the `--routes` named: first-load
 *     JS over the floor's; Lighthouse mobile TBT and LCP as differences and ratios to the floor's, the floor and
 *     the page measured one after the other in each run (which goes first alternates); the longest main-thread
 *     task from navigation until a second after the page's data is on screen, at 4x CPU, beside the floor's
 *     (`--floor-only` measures this alone);
 *   - Lighthouse performance, desktop, on home, a savings page, dual asset, the wallet (logged in) and an order
 *     list (logged in): score, LCP, CLS, TBT;
 *   - first-load JS per route per edition (the build's own manifest, as `npm run compare` reads it);
 *   - the API calls of a cold home load (each should be made once);
 *   - main-thread work per search keystroke over 500 products (Chromium's TaskDuration across each key's
 *     window, less the same window idle), and per live update of a 100-quote dual ladder (from a trace: see
 *     ladderUpdateMs); both on an exchange with the large catalogue, each beside the same work on the floor
 *     (`/work/` of the floor build: plain React, the same call and socket topic), alternating, with the ratio
 *     (`--frame-only` builds the global edition and the floor and measures this alone).
 * Not part of `npm test`: it takes minutes and wants the machine to itself. Prints and writes a Markdown report.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createStaticServer } from './lib/static-server';
import { startLocalExchange } from './lib/local-exchange';
import { FLOOR, editionsIn, floorJsGzip, floorRootFor, readManifest } from './lib/build-manifest';
import {
  againstFloor,
  firstDataAt,
  formatSpread,
  longestTaskMs,
  median,
  rendererMainThreads,
  selfTimeByName,
  type AgainstFloor,
  type Pair,
  type TraceEvent,
} from './lib/against-floor';
import { PAGES as ROUTE_PAGES } from '../src/app/route-catalog';
import { FULL_CHROMIUM } from './lib/chromium';

const ROOT = path.resolve(import.meta.dirname, '..');
// The full browser, as visitors run it (the journeys use the headless shell).
const CHROMIUM = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: '.tmp/perf-dist' },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    report: { type: 'string', default: 'docs/performance.md' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // Only these Lighthouse pages (names as in PAGES, comma-separated), and nothing but Lighthouse: for profiling.
    pages: { type: 'string' },
    'lighthouse-only': { type: 'boolean', default: false },
    // Writes each Lighthouse result (JSON, with its trace-derived diagnostics) here, for a closer look.
    traces: { type: 'string' },
    // The pages measured against the floor (route keys of scripts/budgets.json): fewer for a quicker run.
    routes: { type: 'string' },
    'floor-only': { type: 'boolean', default: false },
    'frame-only': { type: 'boolean', default: false },
    // The product's port (the build's sockets point at it); the floor's is the next one.
    port: { type: 'string', default: '4280' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const SITE_PORT = Number(values.port);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
// The floor page is served on the next port, against the same exchange.
const FLOOR_PORT = SITE_PORT + 1;
const FLOOR_SITE = `http://127.0.0.1:${FLOOR_PORT}`;
const DIST = path.resolve(ROOT, values.dist);
const FLOOR_DIST = floorRootFor(DIST);
const BUDGETS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/budgets.json'), 'utf8')) as {
  firstLoadJsGzipOverFloor: Record<string, number>;
};
/** Home, each family page and the wallet: the routes with a budget over the floor. */
const FLOOR_ROUTES = Object.keys(BUDGETS.firstLoadJsGzipOverFloor).filter(
  (r) =>
    !values.routes ||
    values.routes
      .split(',')
      .map((x) => x.trim())
      .includes(r),
);

const ALL_PAGES = [
  { name: 'home', path: '/earn/home/', login: false },
  { name: 'savings', path: '/earn/savings/', login: false },
  { name: 'dual asset', path: '/earn/dual-asset-mining/', login: false },
  { name: 'wallet', path: '/earn/wallet/', login: true },
  { name: 'order list', path: '/earn/savings-order-list/', login: true },
];

const wanted = values.pages?.split(',').map((p) => p.trim());
const PAGES = wanted ? ALL_PAGES.filter((p) => wanted.includes(p.name)) : ALL_PAGES;

function serve(
  exchange: string,
  { root, edition, port } = { root: DIST, edition: 'global', port: SITE_PORT },
): Promise<http.Server> {
  const server = createStaticServer({ root, defaultEdition: edition, exchange: new URL(exchange) });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The session's cookies (name=value pairs) from a demo login. */
async function sessionCookies(): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${SITE}/x-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'verified', password: 'earn-demo' }),
  });
  return response.headers.getSetCookie().map((c) => {
    const pair = c.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * Logs the fresh browser in the way a user's browser is: the session's cookies in its cookie jar, where the
 * page's own scripts read them too (a Cookie request header alone leaves the page thinking it is logged out).
 * Lighthouse's storage reset leaves cookies alone.
 */
async function logIn(port: number, cookies: { name: string; value: string }[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]?.addCookies(cookies.map((c) => ({ ...c, domain: '127.0.0.1', path: '/' })));
  } finally {
    await browser.close();
  }
}

interface LighthouseRow {
  page: string;
  formFactor: string;
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}
type LighthouseFigures = Omit<LighthouseRow, 'page' | 'formFactor'>;

/** One Lighthouse run in a fresh browser (a cold cache, as a first visit), logged in when cookies are given. */
async function lighthouseOnce(
  url: string,
  formFactor: 'mobile' | 'desktop',
  cookies: { name: string; value: string }[] | null,
  traceName: string,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const flags: Flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' };
    if (cookies) await logIn(chrome.port, cookies);
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (values.traces) {
      fs.mkdirSync(values.traces, { recursive: true });
      fs.writeFileSync(path.join(values.traces, `${traceName}.json`), JSON.stringify(lhr));
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** Desktop Lighthouse on the pages of PAGES (mobile is measured against the floor). */
async function runLighthouse(cookies: { name: string; value: string }[]): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  const formFactor = 'desktop';
  for (const page of PAGES) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(
        await lighthouseOnce(
          `${SITE}${page.path}`,
          formFactor,
          page.login ? cookies : null,
          `${page.name.replace(/ /g, '-')}-${formFactor}-${i + 1}`,
        ),
      );
    }
    const row = {
      page: page.name,
      formFactor,
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
      fcp: median(runs.map((r) => r.fcp)),
    };
    console.log(
      `lighthouse ${formFactor} ${page.name}: ${row.score} (LCP ${(row.lcp / 1000).toFixed(2)} s, CLS ${row.cls.toFixed(3)}, TBT ${row.tbt.toFixed(0)} ms)`,
    );
    rows.push(row);
  }
  return rows;
}

/** A route measured against the floor: its path, and whether it needs a logged-in user. */
function floorRoute(route: string): { url: string; login: boolean } {
  return { url: `${SITE}/earn/${route}/`, login: ROUTE_PAGES.find((p) => p.path === route)?.private === true };
}

/**
 * Runs `measure` on the floor and on the page RUNS times, one right after the other; which goes first alternates,
 * so neither always meets the machine warmer.
 */
async function alternating<T>(
  measure: (target: 'floor' | 'page', run: number) => Promise<T>,
): Promise<{ floor: T; page: T }[]> {
  const pairs: { floor: T; page: T }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 === 0 ? (['floor', 'page'] as const) : (['page', 'floor'] as const);
    const got: Partial<Record<'floor' | 'page', T>> = {};
    for (const target of order) got[target] = await measure(target, i);
    pairs.push(got as { floor: T; page: T });
  }
  return pairs;
}

/** One figure of each run's floor and page. */
function pick<T>(runs: { floor: T; page: T }[], figure: (t: T) => number): Pair[] {
  return runs.map((r) => ({ floor: figure(r.floor), page: figure(r.page) }));
}

/** Lighthouse mobile (simulated slow 4G and 4x CPU) TBT and LCP of a route and of the floor, run by run. */
async function mobileAgainstFloor(
  route: string,
  cookies: { name: string; value: string }[],
): Promise<{ tbt: AgainstFloor; lcp: AgainstFloor }> {
  const { url, login } = floorRoute(route);
  const runs = await alternating((target, i) =>
    target === 'floor'
      ? lighthouseOnce(`${FLOOR_SITE}/`, 'mobile', null, `floor-for-${route}-${i + 1}`)
      : lighthouseOnce(url, 'mobile', login ? cookies : null, `${route}-mobile-${i + 1}`),
  );
  return { tbt: againstFloor(pick(runs, (r) => r.tbt)), lcp: againstFloor(pick(runs, (r) => r.lcp)) };
}

/**
 * The longest main-thread tasks of a first visit at 4x CPU (Chromium's throttling, a fresh context: a cold
 * cache), traced from navigation until a second after the page's data is on screen (the network quiet, no
 * loading placeholder, `aria-busy`, left): over the whole load, and from the first exchange response on.
 */
async function longestTaskAt4x(
  browser: Browser,
  url: string,
  cookies: { name: string; value: string }[] | null,
): Promise<{ load: number; afterData: number }> {
  const context = await browser.newContext();
  try {
    if (cookies) await context.addCookies(cookies.map((c) => ({ ...c, domain: '127.0.0.1', path: '/' })));
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page
      .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForTimeout(1000);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    return longestTaskMs(events, firstDataAt(events, '/x-api/'));
  } finally {
    await context.close();
  }
}

interface FloorRow {
  route: string;
  jsOverFloor: number | null;
  tbt: AgainstFloor | null;
  lcp: AgainstFloor | null;
  taskAfterData: AgainstFloor;
  taskLoad: AgainstFloor;
}

async function runAgainstFloor(cookies: { name: string; value: string }[]): Promise<FloorRow[]> {
  const floorJs = floorJsGzip(FLOOR_DIST);
  const global = readManifest<{ routes: Record<string, { js: { gzip: number } }> }>(DIST, 'global');
  const rows: FloorRow[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const route of FLOOR_ROUTES) {
      const { url, login } = floorRoute(route);
      const js = global?.routes[route]?.js.gzip;
      const mobile = values['skip-lighthouse'] ? null : await mobileAgainstFloor(route, cookies);
      const tasks = await alternating((target) =>
        target === 'floor'
          ? longestTaskAt4x(browser, `${FLOOR_SITE}/`, null)
          : longestTaskAt4x(browser, url, login ? cookies : null),
      );
      const row = {
        route,
        jsOverFloor: js !== undefined && floorJs !== null ? js - floorJs : null,
        tbt: mobile?.tbt ?? null,
        lcp: mobile?.lcp ?? null,
        taskAfterData: againstFloor(pick(tasks, (t) => t.afterData)),
        taskLoad: againstFloor(pick(tasks, (t) => t.load)),
      };
      console.log(`against the floor ${route}: ${floorRowCells(row).join(' | ')}`);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function floorRowCells(r: FloorRow): string[] {
  const s = (x: AgainstFloor | null, pick: (a: AgainstFloor) => string) => (x ? pick(x) : '–');
  const sec = (a: AgainstFloor['page']) => ({ ...a, median: a.median / 1000, min: a.min / 1000, max: a.max / 1000 });
  return [
    r.route,
    r.jsOverFloor === null ? '–' : (r.jsOverFloor / 1024).toFixed(1),
    s(r.tbt, (a) => `${formatSpread(a.page)} / ${formatSpread(a.floor)}`),
    s(r.tbt, (a) => formatSpread(a.difference)),
    s(r.tbt, (a) => formatSpread(a.ratio, 1)),
    s(r.lcp, (a) => `${formatSpread(sec(a.page), 2)} / ${formatSpread(sec(a.floor), 2)}`),
    s(r.lcp, (a) => formatSpread(sec(a.difference), 2)),
    s(r.lcp, (a) => formatSpread(a.ratio, 2)),
    `${formatSpread(r.taskAfterData.page)} / ${formatSpread(r.taskAfterData.floor)}`,
    `${formatSpread(r.taskLoad.page)} / ${formatSpread(r.taskLoad.floor)}`,
  ];
}

function floorTable(rows: FloorRow[]): string[] {
  const floorJs = floorJsGzip(FLOOR_DIST);
  return [
    `The floor: the entry libraries and one route (src/floor), ${floorJs === null ? '–' : (floorJs / 1024).toFixed(1)} KiB gzip of first-load JS. ` +
      `Each figure is the median of ${RUNS} runs, the spread [lowest–highest] beside it; in each run the floor and the page are measured one right after the other (docs/performance.md, "Method").`,
    '',
    '| page | JS over the floor (KiB gzip, global) | TBT page / floor (ms) | TBT difference (ms) | TBT ratio | LCP page / floor (s) | LCP difference (s) | LCP ratio | longest task at 4x CPU once data arrived, page / floor (ms) | longest task at 4x CPU over the load, page / floor (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${floorRowCells(r).join(' | ')} |`),
  ];
}

/** A reader of the main-thread task time (ms) Chromium has spent on the page since the reader was made. */
async function taskMeter(page: Page): Promise<() => Promise<number>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
}

async function coldHomeCalls(page: Page): Promise<{ calls: number; repeated: string[] }> {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/x-api/'))
      calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  });
  await page.goto(`${SITE}/earn/home/`);
  await page.locator('article[data-product-id]').first().waitFor();
  await page.waitForTimeout(2000);
  return { calls: calls.length, repeated: calls.filter((c, i) => calls.indexOf(c) !== i) };
}

/**
 * One measurement on a page of its own, closed afterwards: a page left open (a live ladder still taking
 * pushes, a home page's clock) would run beside the next measurement and count in it.
 */
async function onOwnPage<T>(browser: Browser, measure: (page: Page) => Promise<T>): Promise<T> {
  const page = await browser.newPage();
  try {
    return await measure(page);
  } finally {
    await page.close();
  }
}

/** Where each side of a frame-cost pair does its work: the product's pages, or the floor's plain-React ones. */
interface FrameWork {
  search: string;
  /** An element present once the 500 products are on screen. */
  searchReady: string;
  ladder: string;
}
const FRAME_WORK: Record<'page' | 'floor', FrameWork> = {
  page: {
    search: `${SITE}/earn/home/`,
    searchReady: 'article[data-product-id]',
    ladder: `${SITE}/earn/dual-asset-mining/`,
  },
  floor: {
    search: `${FLOOR_SITE}/work/?view=search`,
    searchReady: 'ul[data-work-ready] li',
    ladder: `${FLOOR_SITE}/work/?view=ladder`,
  },
};

/** The frame-cost target: the product's work at most this many times the floor's for the same work. */
const FRAME_RATIO_TARGET = 2;

/** Keys typed this far apart: a quick typist, faster than the search box's 300 ms wait before it writes the URL. */
const KEY_GAP_MS = 150;

/**
 * Main-thread work per search keystroke over 500 products, typed at KEY_GAP_MS: the input, the filtered
 * list and the frame; the heaviest key counts. The URL is written once typing pauses (300 ms later): that
 * write, with the router's render, is measured on its own.
 */
async function keystrokeMs(page: Page, work: FrameWork): Promise<{ key: number; urlWrite: number }> {
  await page.goto(work.search);
  await page.locator(work.searchReady).first().waitFor();
  const input = page
    .getByRole('searchbox')
    .or(page.getByLabel('Coin', { exact: true }))
    .first();
  await input.click();
  await page.waitForTimeout(1000);
  const taskMs = await taskMeter(page);
  const idleOver = async (ms: number) => {
    const before = await taskMs();
    await page.waitForTimeout(ms);
    return (await taskMs()) - before;
  };
  const idle = median([await idleOver(KEY_GAP_MS), await idleOver(KEY_GAP_MS), await idleOver(KEY_GAP_MS)]);
  const keys: number[] = [];
  const writes: number[] = [];
  for (const word of ['usdt', 'btc', 'eth']) {
    for (const key of [...word, ...Array.from(word, () => 'Backspace')]) {
      const before = await taskMs();
      await page.keyboard.press(key);
      await page.waitForTimeout(KEY_GAP_MS);
      keys.push((await taskMs()) - before - idle);
      if (key !== 'Backspace' && key === word.at(-1)) writes.push((await idleOver(800)) - idle * (800 / KEY_GAP_MS));
    }
  }
  return { key: Math.max(...keys), urlWrite: median(writes) };
}

/**
 * The main-thread work of one live ladder update, from a Chromium trace: the task that receives the socket
 * message, and the tasks within the next 50 ms (the render React schedules for it, the frame that paints it).
 * The median over the updates of a 10 s window; the ladder's cell count says how big the update was.
 */
async function ladderUpdateMs(
  browser: Browser,
  page: Page,
  work: FrameWork,
): Promise<{ perUpdate: number; updates: number; cells: number; byName: Array<[string, number]> }> {
  await page.goto(work.ladder);
  await page.locator('[data-live-status="live"]').first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  const cells = await page.locator('[data-testid="dual-cell"]').count();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.waitForTimeout(10_000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's renderer: of the renderers' main threads (other pages may be open), the one receiving the messages.
  const isMessage = (e: TraceEvent) =>
    e.ph === 'X' && e.name === 'FunctionCall' && /onmessage/.test(e.args?.data?.functionName ?? '');
  const onMain =
    rendererMainThreads(events).sort((a, b) => b.filter(isMessage).length - a.filter(isMessage).length)[0] ?? [];
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const messages = onMain.filter(isMessage);
  const windows = messages.map((m) => {
    const from = tasks.findLast((t) => t.ts <= m.ts)?.ts ?? m.ts;
    return [from, from + 50_000] as const;
  });
  const costs = windows.map(
    ([from, to]) => tasks.filter((t) => t.ts >= from && t.ts < to).reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000,
  );
  // Per update, by trace event: what the message handling, style, layout and paint each took.
  const byName = selfTimeByName(onMain, windows).map(([name, ms]): [string, number] => [name, ms / windows.length]);
  return { perUpdate: median(costs), updates: costs.length, cells, byName };
}

/** The trace events that took most of an update's time on either side, as `Layout 3.1 / 0.4`. */
function timeByName(runs: ReadonlyArray<Record<'floor' | 'page', { byName: Array<[string, number]> }>>): string {
  const mean = (side: 'floor' | 'page') => {
    const sum = new Map<string, number>();
    for (const run of runs) for (const [name, ms] of run[side].byName) sum.set(name, (sum.get(name) ?? 0) + ms);
    return new Map([...sum].map(([name, ms]) => [name, ms / runs.length]));
  };
  const page = mean('page');
  const floor = mean('floor');
  const names = [...new Set([...page.keys(), ...floor.keys()])]
    .sort((a, b) => Math.max(page.get(b) ?? 0, floor.get(b) ?? 0) - Math.max(page.get(a) ?? 0, floor.get(a) ?? 0))
    .slice(0, 10);
  return names.map((n) => `${n} ${(page.get(n) ?? 0).toFixed(2)} / ${(floor.get(n) ?? 0).toFixed(2)}`).join(', ');
}

/** `Against the floor: page 12.0 ms / floor 6.0 ms, ratio 2.00 [1.80–2.20], within 2x`: medians, per-run ratio and spread. */
function frameRatioLine(pairs: Pair[], floorWork: string): string {
  const a = againstFloor(pairs);
  const within = a.ratio.n > 0 && a.ratio.median <= FRAME_RATIO_TARGET;
  return (
    `Against the floor (${floorWork}): page ${formatSpread(a.page, 1)} ms / floor ${formatSpread(a.floor, 1)} ms, ` +
    `ratio ${formatSpread(a.ratio, 2)}, ${within ? 'within' : 'NOT within'} ${FRAME_RATIO_TARGET}x`
  );
}

/**
 * The search keystroke over 500 products and the live 100-quote ladder update, each beside the floor's same work
 * (`/work/`), alternating: a second exchange with the large catalogue. The report's lines.
 */
async function frameCost(): Promise<string[]> {
  const out: string[] = [];
  const large = await startLocalExchange(['catalogue:500']);
  const largeSite = await serve(large.origin);
  const largeFloor = await serve(large.origin, { root: FLOOR_DIST, edition: FLOOR, port: FLOOR_PORT });
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const ladder = await alternating((target) =>
        onOwnPage(browser, (page) => ladderUpdateMs(browser, page, FRAME_WORK[target])),
      );
      const cells = (t: 'floor' | 'page') => Math.max(...ladder.map((l) => l[t].cells));
      out.push(
        '',
        '## Live dual-ladder update',
        '',
        `${median(ladder.map((l) => l.page.perUpdate)).toFixed(1)} ms of main-thread work per update (the message, its render and the frame that paints it; ${cells('page')} quote cells, ${ladder.reduce((n, l) => n + l.page.updates, 0)} updates)`,
        '',
        frameRatioLine(
          pick(ladder, (l) => l.perUpdate),
          `the floor's plain table of ${cells('floor')} cells`,
        ),
        '',
        `Where an update's time goes, ms, the mean per update over the runs (page / floor): ${timeByName(ladder)}`,
      );
      const keystrokes = await alternating((target) =>
        onOwnPage(browser, (page) => keystrokeMs(page, FRAME_WORK[target])),
      );
      out.push(
        '',
        '## Search keystroke over 500 products',
        '',
        `${median(keystrokes.map((k) => k.page.key)).toFixed(1)} ms of main-thread work for the heaviest keystroke (keys ${KEY_GAP_MS} ms apart); ` +
          `${median(keystrokes.map((k) => k.page.urlWrite)).toFixed(1)} ms for the URL write once typing pauses`,
        '',
        frameRatioLine(
          pick(keystrokes, (k) => k.key),
          "the floor's plain filtered list",
        ),
      );
    } finally {
      await browser.close();
    }
  } finally {
    largeSite.close();
    largeFloor.close();
    large.stop();
  }
  return out;
}

/** First-load JS of each budgeted route (home, the family pages, the wallet) over the floor, per edition, beside its allowance. */
function firstLoadTable(): string[] {
  const floorJs = floorJsGzip(FLOOR_DIST) ?? NaN;
  const editions = editionsIn(DIST);
  const sizes = Object.fromEntries(
    editions.map((e) => [e, readManifest<{ routes: Record<string, { js: { gzip: number } }> }>(DIST, e)!.routes]),
  );
  const lines = [`| route | allowance | ${editions.join(' | ')} |`, `|---|---|${editions.map(() => '---').join('|')}|`];
  for (const [route, allowance] of Object.entries(BUDGETS.firstLoadJsGzipOverFloor)) {
    lines.push(
      `| ${route} | ${(allowance / 1024).toFixed(1)} | ${editions.map((e) => (sizes[e]?.[route] ? ((sizes[e][route].js.gzip - floorJs) / 1024).toFixed(1) : '–')).join(' | ')} |`,
    );
  }
  return [
    `KiB gzip over the floor's ${(floorJs / 1024).toFixed(1)} KiB (${floorJs} B), as \`npm run compare\` reads the build manifests.`,
    '',
    ...lines,
  ];
}

function build(args: string[]): void {
  const built = spawnSync('npx', ['tsx', 'scripts/build.ts', ...args], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

async function main(): Promise<void> {
  if (!values['no-build']) {
    const editions = values['frame-only'] ? ['--edition', 'global'] : [];
    build(['--out', values.dist, '--websocket-host', `ws://127.0.0.1:${SITE_PORT}`, ...editions]);
    build(['--floor', '--out', path.relative(ROOT, FLOOR_DIST)]);
  }
  const lines: string[] = [`# Performance on a production build against the local exchange (median of ${RUNS})`, ''];
  if (values['frame-only']) {
    console.log(`\n${[...lines, ...(await frameCost())].join('\n')}`);
    return;
  }
  const exchange = await startLocalExchange();
  const site = await serve(exchange.origin);
  const floorSite = await serve(exchange.origin, { root: FLOOR_DIST, edition: FLOOR, port: FLOOR_PORT });
  try {
    const cookies = await sessionCookies();
    if (!values['lighthouse-only']) {
      lines.push('## Against the floor', '', ...floorTable(await runAgainstFloor(cookies)));
      if (values['floor-only']) {
        console.log(`\n${lines.join('\n')}`);
        return;
      }
    }
    const lighthouseRows = values['skip-lighthouse'] ? [] : await runLighthouse(cookies);
    lines.push(
      '',
      '## Lighthouse',
      '',
      '| page | form factor | score | LCP (s) | CLS | TBT (ms) | FCP (s) |',
      '|---|---|---|---|---|---|---|',
    );
    for (const r of lighthouseRows) {
      lines.push(
        `| ${r.page} | ${r.formFactor} | ${r.score} | ${(r.lcp / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} | ${(r.fcp / 1000).toFixed(2)} |`,
      );
    }
    if (values['lighthouse-only']) {
      console.log(`\n${lines.join('\n')}`);
      return;
    }

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const cold = await onOwnPage(browser, coldHomeCalls);
      lines.push(
        '',
        '## Cold home load',
        '',
        `${cold.calls} API calls; made more than once: ${cold.repeated.length ? cold.repeated.join(', ') : 'none'}`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    site.close();
    floorSite.close();
    exchange.stop();
  }

  lines.push(...(await frameCost()));
  lines.push('', '## First-load JS', '', ...firstLoadTable());
  const report = path.resolve(ROOT, values.report);
  fs.mkdirSync(path.dirname(report), { recursive: true });
  // The hand-written method and history at the end of the report (from "## Method" or "## History" on) outlive each run.
  const previous = fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : '';
  const kept = ['\n## Method\n', '\n## History\n'].map((heading) => previous.indexOf(heading)).filter((at) => at >= 0);
  fs.writeFileSync(report, `${lines.join('\n')}\n${kept.length > 0 ? previous.slice(Math.min(...kept)) : ''}`);
  console.log(`\n${lines.join('\n')}\n\nwritten to ${path.relative(ROOT, report)}`);
}

await main();
// Keep-alive sockets of the static server would hold the process open.
process.exit(0);
