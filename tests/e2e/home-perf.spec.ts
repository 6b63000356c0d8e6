import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForApp } from './support/page-checks';

/**
 * 500 products stay smooth: typing a coin into the home search keeps each keystroke under 50 ms of
 * main-thread work in Chromium. Two measures per keystroke:
 * - Event Timing (Performance API): the keystroke's input events, from input to the next paint;
 * - every main-thread task the keystroke caused (Chrome's TaskDuration), over the 500 ms after it, which
 *   includes the deferred list render and the debounced URL update.
 */

// Playwright's own trace snapshots run on the page's main thread: off, so only the app is measured.
test.use({ trace: 'off' });

const RESULTS = path.resolve(import.meta.dirname, '../artifacts/home/keystroke-500.json');
const BUDGET_MS = 50;

test('typing in the search over 500 products keeps every keystroke under 50 ms of main-thread work', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/earn/home/?sim=reset;memory;panel:off;catalogue:500');
  await waitForApp(page);
  await expect(page.getByText(/^Products found: \d+/)).toBeVisible();
  const total = Number((await page.getByText(/^Products found: \d+/).innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(480);

  await page.evaluate(() => {
    const w = window as unknown as { __eventTimings: Array<{ name: string; id: number; duration: number; processing: number }> };
    w.__eventTimings = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        w.__eventTimings.push({ name: entry.name, id: entry.interactionId, duration: entry.duration, processing: entry.processingEnd - entry.processingStart });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  };

  const input = page.getByLabel('Coin', { exact: true });
  await input.click();
  const perKey: Array<{ key: string; taskMs: number; shown: number }> = [];
  // Type, then delete back to nothing: the heaviest step is bringing all 500 back.
  const keys = [...'usdt', 'Backspace', 'Backspace', 'Backspace', 'Backspace', ...'btc', 'Backspace', 'Backspace', 'Backspace'];
  for (const key of keys) {
    await page.waitForTimeout(200);
    const before = await taskSeconds();
    await page.keyboard.press(key);
    await page.waitForTimeout(500);
    const after = await taskSeconds();
    const shown = await page.locator('article[data-product-id]').count();
    perKey.push({ key, taskMs: Math.round((after - before) * 10000) / 10, shown });
  }
  const timings = await page.evaluate(() => (window as unknown as { __eventTimings: Array<{ name: string; id: number; duration: number; processing: number }> }).__eventTimings);
  const byInteraction = new Map<number, number>();
  for (const t of timings) if (t.id) byInteraction.set(t.id, Math.max(byInteraction.get(t.id) ?? 0, t.duration));
  const worstEvent = Math.max(0, ...timings.map((t) => t.duration));
  const worstTask = Math.max(...perKey.map((k) => k.taskMs));
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify({ products: total, budgetMs: BUDGET_MS, worstEventTimingMs: worstEvent, worstKeystrokeTaskMs: worstTask, perKey, slowEvents: timings }, null, 2)}\n`);
  console.info(`500-product search: worst keystroke main-thread work ${worstTask} ms, worst Event Timing ${worstEvent} ms (events under 16 ms are not reported)`);
  // The cards on screen are windowed: a few dozen at most, whatever the catalogue size.
  expect(Math.max(...perKey.map((k) => k.shown))).toBeLessThan(80);
  expect(worstEvent).toBeLessThan(BUDGET_MS);
  expect(worstTask).toBeLessThan(BUDGET_MS);
});
