import { expect, test, type Page, type Response } from '@playwright/test';
import { Decimal } from 'decimal.js';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * Price history on a quoted family's page (dual asset as `verified`): the candle chart with the targets and
 * the live price drawn, the window picker by keyboard, each ladder cell's hit rate recomputed here from the
 * very candles the page received, and a page that loses nothing when the exchange has no candle history.
 */

const SHOTS = 'test-results/price-history';
const DAY = 86_400_000;

interface WireCandle {
  t: number;
  o: string;
  c: string;
}

function isKline(response: Response, interval: string): boolean {
  const url = new URL(response.url());
  return url.pathname === '/x-api/spot/api/quote/v1/kline' && url.searchParams.get('interval') === interval;
}

async function open(page: Page, url: string) {
  await page.goto('/earn/home/?sim=reset');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto(url);
  await waitForApp(page);
  await expect(page.getByTestId('dual-ladder')).toBeVisible();
}

/** The test's own reading of the method: days whose price one term after the settlement time was past the target. */
function recompute(
  candles: WireCandle[],
  from: number,
  to: number,
  target: Decimal,
  termMs: number,
  settlesAt: number,
) {
  const opens = new Map(candles.map((c) => [c.t, new Decimal(c.o)]));
  const reference = new Decimal(candles.at(-1)?.c ?? '0');
  const timeOfDay = settlesAt % DAY;
  let hits = 0;
  let samples = 0;
  for (let day = Math.floor(from / DAY) * DAY; day + timeOfDay + termMs <= to; day += DAY) {
    const start = day + timeOfDay;
    if (start < from) continue;
    const a = opens.get(start);
    const b = opens.get(start + termMs);
    if (!a || !b) continue;
    samples += 1;
    // Buy low: past the target means at or below, measured from the reference as the target is.
    if (b.times(reference).lessThanOrEqualTo(a.times(target))) hits += 1;
  }
  return {
    hits,
    samples,
    percent: new Decimal(hits).times(100).div(samples).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber(),
  };
}

test('dual asset: the chart draws the targets, the window changes by keyboard, each hit rate matches the candles received', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const histories: Response[] = [];
  page.on('response', (response) => {
    if (isKline(response, '4h')) histories.push(response);
  });
  await open(page, '/earn/dual-asset-mining/');

  // The chart with its targets and the live price; the library came with the panel, after the page.
  const panel = page.getByTestId('price-history');
  await expect(panel).toHaveAttribute('data-market', 'BTCUSDT');
  const chart = panel.getByRole('img', { name: /Candle chart of BTC in USDT, last 7 days/ });
  await expect(chart).toHaveAttribute('data-ready', 'true');
  await expect(chart.locator('canvas').first()).toBeVisible();
  const targets = await page
    .getByTestId('dual-cell')
    .evaluateAll((cells) => [...new Set(cells.map((c) => (c as HTMLElement).dataset.targetE8))]);
  await expect(panel.getByTestId('price-history-level-target')).toHaveCount(targets.length);
  await expect(panel.getByTestId('price-history-summary')).toContainText(
    /Last 7 days: high [\d,.]+, low [\d,.]+, last [\d,.]+\sUSDT\./,
  );
  await expect(panel.getByTestId('price-history-level-target').first()).toContainText(
    /Target [\d,.]+ is [\d.]+% (below|above) the last price\./,
  );
  await shot(page, { path: `${SHOTS}/dual-1440.png`, fullPage: true });

  // Every cell's hit rate, recomputed from the 4-hour candles the page received.
  await expect(page.getByTestId('dual-hit-rate').first()).toBeVisible();
  const response = histories.at(-1);
  if (!response) throw new Error('no 4-hour candle history was requested');
  const url = new URL(response.url());
  const body = (await response.json()) as { ret_code: number; result: WireCandle[] };
  expect(body.ret_code).toBe(0);
  expect(body.result.length).toBe(90 * 6 + 1);
  const from = Number(url.searchParams.get('from'));
  const to = Number(url.searchParams.get('to'));
  expect(to - from).toBe(90 * DAY);
  await expect(page.getByTestId('hit-rate-method')).toHaveAttribute('data-reference', body.result.at(-1)?.c ?? '');
  const cells = await page.getByTestId('dual-cell').evaluateAll((buttons) =>
    buttons.map((b) => {
      const row = b.closest('tr') as HTMLElement;
      return {
        target: (b as HTMLElement).dataset.targetE8 ?? '',
        term: Number(row.dataset.termSeconds) * 1000,
        settles: Number(row.dataset.settlesAt),
        shown: b.querySelector('[data-testid="dual-hit-rate"]')?.textContent ?? '',
        label: b.getAttribute('aria-label') ?? '',
      };
    }),
  );
  expect(cells.length).toBeGreaterThan(5);
  for (const cell of cells) {
    const expected = recompute(body.result, from, to, new Decimal(cell.target).div(1e8), cell.term, cell.settles);
    expect(expected.samples).toBeGreaterThan(60);
    expect(cell.shown).toBe(`${expected.percent}% of days`);
    expect(cell.label).toContain(
      `History, not forecast: past this target one term later on ${expected.percent}% of the last 90 days (${expected.hits} of ${expected.samples}).`,
    );
  }

  // The window by keyboard: Shift+Tab from 7 days to 1 day, Enter; Tab moves on through the other windows. The
  // chart is a named picture, not a tab stop: the summary beside it says what it shows.
  const oneDayRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/spot/api/quote/v1/kline') && request.url().includes('interval=15m'))
      oneDayRequests.push(request.url());
  });
  await panel.getByRole('button', { name: '7 days' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button', { name: '1 day' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: '1 day' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('img', { name: /last 1 day/ })).toBeVisible();
  await expect(panel.getByTestId('price-history-summary')).toContainText('Last 1 day: high');
  expect(oneDayRequests.length).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: '90 days' })).toBeFocused();
  await expect(panel.getByRole('img', { name: /last 1 day/ })).not.toHaveAttribute('tabindex');

  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('dual asset on a 390 px phone, right to left and dark: time still runs left to right', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await open(page, '/ar-SA/earn/dual-asset-mining/');
  const panel = page.getByTestId('price-history');
  await expect(panel.getByRole('img')).toHaveAttribute('data-ready', 'true');
  await expect(panel.getByRole('img')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('dual-hit-rate').first()).toContainText('من الأيام');
  await panel.scrollIntoViewIfNeeded();
  await shot(page, { path: `${SHOTS}/dual-ar-390.png`, fullPage: true });
  await expectAccessible(page);
});

test('without candle history the chart and hit rates are hidden and the ladder works as before', async ({ page }) => {
  const failed: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/spot/api/quote/v1/kline')) failed.push(r.status());
  });
  await open(page, '/earn/dual-asset-mining/?sim=kline=http500');
  await expect(page.getByTestId('dual-cell').first()).toBeVisible();
  await expect(page.getByTestId('dual-spot')).toHaveText(/[\d,.]+/);
  // Both histories (chart and hit rates) were asked for and failed; nothing of them may show.
  await expect.poll(() => failed.length).toBeGreaterThanOrEqual(2);
  expect(failed.every((status) => status === 500)).toBe(true);
  await expect(page.getByTestId('price-history')).toHaveCount(0);
  await expect(page.getByTestId('dual-hit-rate')).toHaveCount(0);
  await expect(page.getByTestId('hit-rate-method')).toHaveCount(0);
  await page.getByTestId('dual-cell').and(page.locator(':not([aria-disabled="true"])')).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
