/**
 * `npm run perf`: performance of a production build on realistic data, one measurement at a time.
 *   npm run perf -- [--dist .tmp/perf-dist] [--no-build] [--runs 3] [--report docs/performance.md] [--skip-lighthouse]
 *                   [--pages home,wallet] [--lighthouse-only] [--traces .tmp/lhr]
 *
 * Builds every edition for production with its sockets pointed at the local server, starts the simulated
 * exchange as a server (`npm run exchange`) and serves the build with the API and sockets proxied to it, then
 * measures, the median of `--runs` each:
 *   - Lighthouse performance, mobile (simulated throttling) and desktop, on home, a savings page, dual asset,
 *     the wallet (logged in) and an order list (logged in): score, LCP, CLS, TBT;
 *   - first-load JS per route per edition (the build's own manifest, as `npm run compare` reads it);
 *   - the API calls of a cold home load (each should be made once);
 *   - main-thread work per search keystroke over 500 products (Chromium's TaskDuration across each key's
 *     window, less the same window idle), and per live update of a 100-quote dual ladder (from a trace: see
 *     ladderUpdateMs); both on an exchange with the large catalogue.
 * Not part of `npm test`: it takes minutes and wants the machine to itself. Prints and writes a Markdown report.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createStaticServer } from './lib/static-server';
import { editionsIn, readManifest } from './lib/build-manifest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SITE_PORT = 4280;
const SITE = `http://127.0.0.1:${SITE_PORT}`;

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: '.tmp/perf-dist' },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    report: { type: 'string', default: 'docs/performance.md' },
    'skip-lighthouse': { type: 'boolean', default: false },
    // Only these Lighthouse pages (names as in PAGES, comma-separated), and nothing but Lighthouse: for profiling.
    pages: { type: 'string' },
    'lighthouse-only': { type: 'boolean', default: false },
    // Writes each Lighthouse result (JSON, with its trace-derived diagnostics) here, for a closer look.
    traces: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const DIST = path.resolve(ROOT, values.dist);

const ALL_PAGES = [
  { name: 'home', path: '/earn/home/', login: false },
  { name: 'savings', path: '/earn/savings/', login: false },
  { name: 'dual asset', path: '/earn/dual-asset-mining/', login: false },
  { name: 'wallet', path: '/earn/wallet/', login: true },
  { name: 'order list', path: '/earn/savings-order-list/', login: true },
];

const wanted = values.pages?.split(',').map((p) => p.trim());
const PAGES = wanted ? ALL_PAGES.filter((p) => wanted.includes(p.name)) : ALL_PAGES;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function startExchange(directives: string[] = []): Promise<{ origin: string; process: ChildProcess }> {
  const child = spawn('npx', ['tsx', 'scripts/exchange.ts', '--port', '0', ...directives.flatMap((d) => ['--sim', d])], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so stopping it stops npx's children too (see stopExchange).
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const match = /simulated exchange on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (match?.[1]) resolve({ origin: match[1], process: child });
    });
    child.on('exit', (code) => reject(new Error(`the exchange exited (${code})`)));
  });
}

function stopExchange(child: ChildProcess): void {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

function serve(exchange: string): Promise<http.Server> {
  const server = createStaticServer({ root: DIST, defaultEdition: 'global', exchange: new URL(exchange) });
  return new Promise((resolve) => server.listen(SITE_PORT, '127.0.0.1', () => resolve(server)));
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

interface LighthouseRow { page: string; formFactor: string; score: number; lcp: number; cls: number; tbt: number; fcp: number }

async function runLighthouse(cookies: { name: string; value: string }[]): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const formFactor of ['mobile', 'desktop'] as const) {
    for (const page of PAGES) {
      const runs: Omit<LighthouseRow, 'page' | 'formFactor'>[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A fresh browser per run: a cold cache, as a first visit.
        const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
        try {
          const flags: Flags = { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' };
          if (page.login) await logIn(chrome.port, cookies);
          const result = await lighthouse(`${SITE}${page.path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`no Lighthouse result for ${page.path}`);
          if (values.traces) {
            fs.mkdirSync(values.traces, { recursive: true });
            fs.writeFileSync(path.join(values.traces, `${page.name.replace(/ /g, '-')}-${formFactor}-${i + 1}.json`), JSON.stringify(lhr));
          }
          runs.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
            fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
          });
        } finally {
          chrome.kill();
        }
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
      console.log(`lighthouse ${formFactor} ${page.name}: ${row.score} (LCP ${(row.lcp / 1000).toFixed(2)} s, CLS ${row.cls.toFixed(3)}, TBT ${row.tbt.toFixed(0)} ms)`);
      rows.push(row);
    }
  }
  return rows;
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
    if (url.pathname.startsWith('/x-api/')) calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
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

/** Keys typed this far apart: a quick typist, faster than the search box's 300 ms wait before it writes the URL. */
const KEY_GAP_MS = 150;

/**
 * Main-thread work per search keystroke over 500 products, typed at KEY_GAP_MS: the input, the filtered
 * list and the frame; the heaviest key counts. The URL is written once typing pauses (300 ms later): that
 * write, with the router's render, is measured on its own.
 */
async function keystrokeMs(page: Page): Promise<{ key: number; urlWrite: number }> {
  await page.goto(`${SITE}/earn/home/`);
  await page.locator('article[data-product-id]').first().waitFor();
  const input = page.getByRole('searchbox').or(page.getByLabel('Coin', { exact: true })).first();
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

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: { functionName?: string } } }

/**
 * The main-thread work of one live ladder update, from a Chromium trace: the task that receives the socket
 * message, and the tasks within the next 50 ms (the render React schedules for it, the frame that paints it).
 * The median over the updates of a 10 s window; the ladder's cell count says how big the update was.
 */
async function ladderUpdateMs(browser: Browser, page: Page): Promise<{ perUpdate: number; updates: number; cells: number }> {
  await page.goto(`${SITE}/earn/dual-asset-mining/`);
  await page.locator('[data-live-status="live"]').first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  const cells = await page.locator('[data-testid="dual-cell"]').count();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.waitForTimeout(10_000);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's renderer: of the renderers' main threads (other pages may be open), the one receiving the messages.
  const isMessage = (e: TraceEvent) => e.ph === 'X' && e.name === 'FunctionCall' && /onmessage/.test(e.args?.data?.functionName ?? '');
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onThread = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X');
  const onMain = mains.map(onThread).sort((a, b) => b.filter(isMessage).length - a.filter(isMessage).length)[0] ?? [];
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const messages = onMain.filter(isMessage);
  const costs = messages.map((m) => {
    const from = tasks.findLast((t) => t.ts <= m.ts)?.ts ?? m.ts;
    return tasks.filter((t) => t.ts >= from && t.ts < from + 50_000).reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000;
  });
  return { perUpdate: median(costs), updates: costs.length, cells };
}

/** First-load JS of each budgeted route (home, the family pages, the wallet) per edition, beside its budget. */
function firstLoadTable(): string[] {
  const budgets = (JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/budgets.json'), 'utf8')) as { firstLoadJsGzip: Record<string, number> }).firstLoadJsGzip;
  const editions = editionsIn(DIST);
  const sizes = Object.fromEntries(editions.map((e) => [e, readManifest<{ routes: Record<string, { js: { gzip: number } }> }>(DIST, e)!.routes]));
  const lines = [`| route | budget | ${editions.join(' | ')} |`, `|---|---|${editions.map(() => '---').join('|')}|`];
  for (const [route, budget] of Object.entries(budgets)) {
    lines.push(`| ${route} | ${(budget / 1024).toFixed(1)} | ${editions.map((e) => (sizes[e]?.[route] ? (sizes[e][route].js.gzip / 1024).toFixed(1) : '–')).join(' | ')} |`);
  }
  return ['KiB gzip, as `npm run compare` reads the build manifest.', '', ...lines];
}

async function main(): Promise<void> {
  if (!values['no-build']) {
    const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--out', values.dist, '--websocket-host', `ws://127.0.0.1:${SITE_PORT}`], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const exchange = await startExchange();
  const site = await serve(exchange.origin);
  const lines: string[] = [`# Performance on a production build against the local exchange (median of ${RUNS})`, ''];
  try {
    const lighthouseRows = values['skip-lighthouse'] ? [] : await runLighthouse(await sessionCookies());
    lines.push('## Lighthouse', '', '| page | form factor | score | LCP (s) | CLS | TBT (ms) | FCP (s) |', '|---|---|---|---|---|---|---|');
    for (const r of lighthouseRows) {
      lines.push(`| ${r.page} | ${r.formFactor} | ${r.score} | ${(r.lcp / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} | ${(r.fcp / 1000).toFixed(2)} |`);
    }
    if (values['lighthouse-only']) {
      console.log(`\n${lines.join('\n')}`);
      return;
    }

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const cold = await onOwnPage(browser, coldHomeCalls);
      lines.push('', '## Cold home load', '', `${cold.calls} API calls; made more than once: ${cold.repeated.length ? cold.repeated.join(', ') : 'none'}`);
    } finally {
      await browser.close();
    }
  } finally {
    site.close();
    stopExchange(exchange.process);
  }

  // Keystrokes over 500 products and the 100-quote ladder: a second exchange with the large catalogue.
  const large = await startExchange(['catalogue:500']);
  const largeSite = await serve(large.origin);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const ladder: Awaited<ReturnType<typeof ladderUpdateMs>>[] = [];
      for (let i = 0; i < RUNS; i++) ladder.push(await onOwnPage(browser, (page) => ladderUpdateMs(browser, page)));
      const cells = Math.max(...ladder.map((l) => l.cells));
      lines.push('', '## Live dual-ladder update', '', `${median(ladder.map((l) => l.perUpdate)).toFixed(1)} ms of main-thread work per update (the message, its render and the frame that paints it; ${cells} quote cells, ${ladder.reduce((n, l) => n + l.updates, 0)} updates)`);
      const keystrokes: Awaited<ReturnType<typeof keystrokeMs>>[] = [];
      for (let i = 0; i < RUNS; i++) keystrokes.push(await onOwnPage(browser, keystrokeMs));
      lines.push(
        '',
        '## Search keystroke over 500 products',
        '',
        `${median(keystrokes.map((k) => k.key)).toFixed(1)} ms of main-thread work for the heaviest keystroke (keys ${KEY_GAP_MS} ms apart); ` +
          `${median(keystrokes.map((k) => k.urlWrite)).toFixed(1)} ms for the URL write once typing pauses`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    largeSite.close();
    stopExchange(large.process);
  }

  lines.push('', '## First-load JS', '', ...firstLoadTable());
  const report = path.resolve(ROOT, values.report);
  fs.mkdirSync(path.dirname(report), { recursive: true });
  // The hand-written history at the end of the report (from "## History" on) outlives each run.
  const previous = fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : '';
  const history = previous.indexOf('\n## History\n');
  fs.writeFileSync(report, `${lines.join('\n')}\n${history >= 0 ? previous.slice(history) : ''}`);
  console.log(`\n${lines.join('\n')}\n\nwritten to ${path.relative(ROOT, report)}`);
}

await main();
// Keep-alive sockets of the static server would hold the process open.
process.exit(0);
