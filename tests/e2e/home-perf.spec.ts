import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type chromium } from '@playwright/test';
import { waitForApp } from './support/page-checks';

/**
 * 500 products stay smooth: typing a coin into the home search keeps each keystroke under 50 ms of
 * main-thread work in Chromium.
 *
 * Main-thread work of a keystroke = the CPU time of every task the page's main thread ran from the key
 * press until the search box's URL debounce (300 ms: the input's own update, the deferred list render and
 * their paints), read from Chromium's trace (RunTask thread time). The debounced URL update runs once per
 * pause in typing, not per keystroke: it is measured apart (from the debounce to the end of the 800 ms
 * settle time, which also holds the rows below the fold that a windowed list adds 400 ms after its rows stop
 * changing) with a budget of its own: it is the sum of several tasks over 800 ms, not one, and it measured
 * 30-73 ms across builds of the same code as work moved between it and the keystroke (their sum held at
 * 74-84 ms). The sum of both is reported. CPU time rather than wall time, so a
 * busy machine does not count against the page. The Performance API's Event Timing entries (input to next
 * paint, wall clock) are recorded alongside and written to the report.
 *
 * The demo build answers the API from a simulated exchange that runs on the page's main thread (msw): every
 * request, even the favicon the browser refetches after a URL update, passes through it. That work does not
 * exist in production, so script time spent in the simulator's bundle is counted apart: the budget applies
 * to the app's work; the total with the simulator is reported too.
 */

// Playwright's own trace snapshots run on the page's main thread: off, so only the app is measured.
test.use({ trace: 'off' });

const REPORT = path.resolve(import.meta.dirname, '../artifacts/home/keystroke-500.json');
const BUDGET_MS = 50;
const URL_UPDATE_BUDGET_MS = 100;
const SETTLE_MS = 800;
/** The search box's URL debounce (useSearchBox's default). */
const URL_DEBOUNCE_MS = 300;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { name?: string; url?: string } };
}

test('typing in the search over 500 products keeps every keystroke under 50 ms of main-thread work', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/earn/home/?sim=reset;memory;panel:off;catalogue:500');
  await waitForApp(page);
  await expect(page.getByText(/^Products found: \d+/)).toBeVisible();
  const total = Number((await page.getByText(/^Products found: \d+/).innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(480);

  await page.evaluate(() => {
    const w = window as unknown as {
      __eventTimings: Array<{ name: string; id: number; duration: number; processing: number }>;
    };
    w.__eventTimings = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (['keydown', 'keypress', 'input', 'keyup'].includes(entry.name)) {
          w.__eventTimings.push({
            name: entry.name,
            id: entry.interactionId,
            duration: entry.duration,
            processing: entry.processingEnd - entry.processingStart,
          });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });

  const input = page.getByLabel('Coin', { exact: true });
  await input.click();
  // Type, then delete back to nothing (the heaviest step brings all 500 back), twice over.
  const keys = [
    ...'usdt',
    'Backspace',
    'Backspace',
    'Backspace',
    'Backspace',
    ...'btc',
    'Backspace',
    'Backspace',
    'Backspace',
  ];
  await page.waitForTimeout(SETTLE_MS);
  await (browser as typeof browser & Pick<Awaited<ReturnType<typeof chromium.launch>>, 'startTracing'>).startTracing(
    page,
    {
      categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'],
    },
  );
  // The same windows with no key pressed: what the page does anyway (clock ticks, the simulator's own
  // timers in demo builds). Reported next to the keystrokes, not subtracted from them.
  for (let i = 0; i < 3; i += 1) {
    await page.evaluate(() => performance.mark('idle-start'));
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => performance.mark('idle-end'));
  }
  const shown: number[] = [];
  // Each window runs from just before the key press to the end of the settle time; the test's own probing
  // (counting cards) happens outside the windows.
  for (const key of keys) {
    await page.evaluate(() => performance.mark('keystroke-start'));
    await page.keyboard.press(key);
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => performance.mark('keystroke-end'));
    shown.push(await page.locator('article[data-product-id]').count());
  }
  const buffer = await (
    browser as typeof browser & Pick<Awaited<ReturnType<typeof chromium.launch>>, 'stopTracing'>
  ).stopTracing();
  if (process.env.KEEP_TRACE) fs.writeFileSync('/tmp/home-trace.json', buffer);
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;

  // The page's main thread is where the marks were made.
  const marksNamed = (name: string) =>
    events.filter((e) => e.cat.includes('blink.user_timing') && e.name === name).sort((a, b) => a.ts - b.ts);
  const starts = marksNamed('keystroke-start');
  const ends = marksNamed('keystroke-end');
  expect(starts).toHaveLength(keys.length);
  expect(ends).toHaveLength(keys.length);
  const { pid, tid } = starts[0] as TraceEvent;
  const tasks = events.filter(
    (e) => e.pid === pid && e.tid === tid && e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X',
  );
  const simulatorCalls = events.filter(
    (e) =>
      e.pid === pid &&
      e.tid === tid &&
      e.name === 'FunctionCall' &&
      e.ph === 'X' &&
      (e.args?.data?.url ?? '').includes('/start-simulator-'),
  );
  // A measure that found no work would pass vacuously: the page did run tasks while typing.
  expect(tasks.length).toBeGreaterThan(keys.length);
  const cpuBetween = (from: number, to: number) =>
    tasks.filter((t) => t.ts >= from && t.ts < to).reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) / 1000;
  const idleStarts = marksNamed('idle-start');
  const idleEnds = marksNamed('idle-end');
  const idleCpuMs = idleStarts.map((s, i) => Math.round(cpuBetween(s.ts, (idleEnds[i] as TraceEvent).ts) * 10) / 10);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  /** The app's CPU (simulator excluded) and the total in [from, to), in ms. */
  const work = (from: number, to: number) => {
    const inWindow = tasks.filter((t) => t.ts >= from && t.ts < to);
    const total = inWindow.reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) / 1000;
    const simulator =
      simulatorCalls.filter((c) => c.ts >= from && c.ts < to).reduce((sum, c) => sum + (c.tdur ?? c.dur ?? 0), 0) /
      1000;
    const wall = inWindow.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000;
    const longest = Math.max(0, ...inWindow.map((t) => (t.tdur ?? t.dur ?? 0) / 1000));
    return { app: total - simulator, total, wall, longest };
  };
  const perKey = keys.map((key, i) => {
    const from = (starts[i] as TraceEvent).ts;
    const debounce = from + URL_DEBOUNCE_MS * 1000;
    const to = (ends[i] as TraceEvent).ts;
    const keystroke = work(from, debounce);
    const urlUpdate = work(debounce, to);
    return {
      key,
      cpuMs: round(keystroke.app),
      urlUpdateCpuMs: round(urlUpdate.app),
      withUrlUpdateCpuMs: round(keystroke.app + urlUpdate.app),
      withSimulatorCpuMs: round(keystroke.total + urlUpdate.total),
      wallMs: round(keystroke.wall),
      longestTaskCpuMs: round(Math.max(keystroke.longest, urlUpdate.longest)),
      cardsRendered: shown[i],
    };
  });
  const eventTimings = await page.evaluate(() => (window as unknown as { __eventTimings: unknown[] }).__eventTimings);
  const worst = Math.max(...perKey.map((k) => k.cpuMs));
  const worstUrlUpdate = Math.max(...perKey.map((k) => k.urlUpdateCpuMs));
  const worstWithUrlUpdate = Math.max(...perKey.map((k) => k.withUrlUpdateCpuMs));
  expect(Math.min(...perKey.map((k) => k.cpuMs))).toBeGreaterThan(0);
  // Every keystroke commits its text to the URL after the pause: the split found that work too.
  expect(Math.min(...perKey.map((k) => k.urlUpdateCpuMs))).toBeGreaterThan(0);
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(
    REPORT,
    `${JSON.stringify({ products: total, budgetMs: BUDGET_MS, urlUpdateBudgetMs: URL_UPDATE_BUDGET_MS, settleMs: SETTLE_MS, urlDebounceMs: URL_DEBOUNCE_MS, worstKeystrokeCpuMs: worst, worstUrlUpdateCpuMs: worstUrlUpdate, worstKeystrokeWithUrlUpdateCpuMs: worstWithUrlUpdate, idleWindowCpuMs: idleCpuMs, perKey, eventTimingsOver16ms: eventTimings }, null, 2)}\n`,
  );
  console.info(
    `500-product search: worst keystroke ${worst} ms of the app's main-thread CPU; URL update after a pause ${worstUrlUpdate} ms; ` +
      `both together ${worstWithUrlUpdate} ms (${Math.max(...perKey.map((k) => k.withSimulatorCpuMs))} ms with the simulator); an idle window of ${SETTLE_MS} ms: ${idleCpuMs.join(', ')} ms`,
  );
  // Windowing: a few dozen cards in the document, whatever the catalogue size.
  expect(Math.max(...shown)).toBeLessThan(80);
  expect(worst).toBeLessThan(BUDGET_MS);
  expect(worstUrlUpdate).toBeLessThan(URL_UPDATE_BUDGET_MS);
});
