import { expect, test, type Locator, type Page } from '@playwright/test';
import { countCalls } from './support/count-calls';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';
import { simDirectives } from './support/sim-control';

/**
 * Dual asset on the demo build: pick a pair and direction, the live ladder, subscribing at a cell with both
 * outcomes shown first and the renewal at settlement chosen (nothing preselected), the position in the wallet with
 * its next cycle and cut-off, what settlement did with the renewal, and the order in the dual order list; a
 * refused quote (340) shows the new one and places nothing until confirmed again; a refused socket marks the
 * ladder stale.
 */

const SHOTS = 'test-results/dual-asset';

async function open(page: Page, url: string, user: 'verified' | null = 'verified') {
  await page.goto('/earn/home/?sim=reset');
  await waitForApp(page);
  if (user) await loginAs(page, user);
  await page.goto(url);
  await waitForApp(page);
  await expect(page.getByTestId('dual-ladder')).toBeVisible();
}

/** The quotes a user can pick: a target the index has reached since the window opened is shown, not offered. */
function offeredCells(scope: Page | Locator): Locator {
  return scope.locator('[data-testid="dual-cell"]:not([aria-disabled="true"])');
}

test('a verified user picks a pair and direction, sees the ladder live, subscribes and finds the position and the order', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await open(page, '/earn/dual-asset-mining/');
  await page.getByText('ETH/USDT').click();
  await expect(page).toHaveURL(/coin=ETH/);
  await page.getByText('Sell high', { exact: true }).click();
  await expect(page).toHaveURL(/direction=sell-high/);
  const ladder = page.getByTestId('dual-ladder');
  await expect(ladder.getByRole('columnheader', { name: 'Term' })).toBeVisible();
  await expect(ladder.getByRole('rowheader').first()).toContainText('hours');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  // The spot price moves with the stream.
  const spot = page.getByTestId('dual-spot');
  const first = await spot.textContent();
  await expect(spot).not.toHaveText(first ?? '', { timeout: 20_000 });
  await shot(page, { path: `${SHOTS}/ladder-1440.png`, fullPage: true });

  await offeredCells(ladder).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('dual-countdown')).toContainText(/Expires in \d+:\d\d/);
  await expect(dialog.getByTestId('dual-settlement')).toContainText('UTC');
  await dialog.getByRole('textbox', { name: 'Amount (ETH)' }).fill('1.5');
  const outcomes = dialog.getByTestId('dual-outcomes');
  await expect(outcomes.locator('[data-outcome=reached]')).toContainText(/You get [\d,.]+\sUSDT/);
  await expect(outcomes.locator('[data-outcome=missed]')).toContainText(/You get 1\.5\d*\sETH/);
  await expect(dialog.getByTestId('dual-payoff-diagram')).toBeVisible();
  // What happens at settlement is chosen, never preselected: Basic, renewing down to two points below.
  await dialog.getByRole('button', { name: 'Review order' }).click();
  const renewal = dialog.getByTestId('renewal-choice');
  await expect(renewal.getByRole('alert')).toHaveText(
    'Choose what happens at settlement: pay out, or renew with the same target or a new one.',
  );
  await renewal.getByTestId('renewal-basic').check();
  await renewal.getByTestId('renewal-tolerance').selectOption('0.02');
  await expect(renewal.getByTestId('renewal-floor')).toHaveText(/^Renews only at [\d.]+% APR or more$/);
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await expect(dialog).toContainText('Please confirm that you understand your principal is not protected.');
  await dialog.getByTestId('dual-ack').check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  const review = dialog.getByTestId('dual-review-step');
  await expect(review).toBeVisible();
  await expect(review.getByTestId('review-renewal')).toContainText(
    /Basic, the same target, if the next APR is at least [\d.]+%/,
  );
  await expect(review.getByTestId('dual-review-outcomes').locator('[data-outcome=reached]')).toContainText(/USDT/);
  await expect(review.getByTestId('dual-review-outcomes').locator('[data-outcome=missed]')).toContainText(/ETH/);
  const target = await review.getByTestId('dual-target').textContent();
  await shot(page, { path: `${SHOTS}/review-1440.png` });
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('dual-success')).toContainText('Subscribed');

  await dialog.getByRole('link', { name: 'See it in your wallet' }).click();
  const card = page
    .getByTestId('position')
    .filter({ has: page.getByTestId('dual-position') })
    .first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('dual-position-reached')).toContainText(/^[\d,.]+\sUSDT$/);
  await expect(card.getByTestId('dual-position-missed')).toContainText(/^1\.5\d*\sETH$/);
  await expect(card.getByTestId('dual-position-countdown')).toContainText(/hour|minute|day/);
  await expect(card.getByTestId('renewal-dual-choice')).toHaveText('Basic: the same target again');
  await expect(card.getByTestId('renewal-next')).toContainText(
    /^Target [\d,.]+\sUSDT at [\d.]+% APR for \d+ (hours|day|days), until .+ UTC/,
  );
  await expect(card.getByTestId('renewal-cutoff')).toContainText('UTC');
  await shot(page, { path: `${SHOTS}/wallet-1440.png`, fullPage: true });

  // The clock moves past settlement (not past the next one): the position says what became of the renewal.
  const positionId = await card.getAttribute('data-position-id');
  const positions = async (statuses: number[]) =>
    page.evaluate(
      async (body) => {
        const response = await fetch('/x-api/s1/byfi/get-positions', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body,
        });
        return (await response.json()) as {
          time_now: string;
          result: {
            positions: Array<{
              position_id: string;
              maturity_at: string;
              renewal?: { outcome: number; renewed_position_id?: string };
            }>;
          };
        };
      },
      JSON.stringify({ statuses, limit: 100 }),
    );
  const held = await positions([1, 2]);
  const maturity = Number(held.result.positions.find((p) => p.position_id === positionId)?.maturity_at);
  const hours = ((maturity - Number(held.time_now)) / 3600 + 0.25).toFixed(2);
  await simDirectives(page, `advance:${hours}`);
  const settled = (await positions([5])).result.positions.find((p) => p.position_id === positionId)?.renewal;
  // Renewed (1), or paid out because the APR fell below the floor (2), it came back converted (5) or the price reached the target (6).
  expect([1, 2, 5, 6]).toContain(settled?.outcome);
  await page.goto('/earn/wallet/');
  await waitForApp(page);
  const dualCards = page.getByTestId('position').filter({ has: page.getByTestId('dual-position') });
  if (settled?.outcome === 1) {
    const next = dualCards.and(page.locator(`[data-position-id="${settled.renewed_position_id}"]`));
    await expect(next.getByTestId('renewal-dual-choice')).toHaveText('Basic: the same target again');
    await expect(next.getByTestId('renewal-next')).toContainText(/^Target [\d,.]+\sUSDT/);
  } else {
    await expect(dualCards).toHaveCount(0);
  }

  await page.goto('/earn/dual-order-list/');
  await waitForApp(page);
  await expect(page.getByRole('main')).toContainText('ETH');
  expect(target).toMatch(/USDT/);
  expect(errors).toEqual([]);
});

test('a refused quote (340) shows the new quote and places nothing until confirmed again', async ({ page }) => {
  const payOrders = countCalls(page, 'pay-order');
  await open(page, '/earn/dual-asset-mining/?coin=BTC&direction=buy-low&sim=pay-order=code:340,once');
  await offeredCells(page).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('500');
  await dialog.getByTestId('renewal-pay-out').check();
  await dialog.getByTestId('dual-ack').check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  const requote = dialog.getByTestId('dual-requote');
  await expect(requote).toContainText('The quote changed before your order was placed. Nothing was placed.');
  await expect(requote.getByTestId('dual-requote-target')).toContainText('USDT');
  await expect(requote.getByTestId('dual-requote-outcomes')).toContainText(/You get [\d,.]+\sBTC/);
  await expectAccessible(page);
  expect(payOrders.count()).toBe(1);
  // Nothing more is sent while the user reads the new quote.
  await page.waitForTimeout(1500);
  expect(payOrders.count()).toBe(1);
  await requote.getByTestId('dual-accept-quote').click();
  const review = dialog.getByTestId('dual-review-step');
  await expect(review).toBeVisible();
  expect(payOrders.count()).toBe(1);
  await review.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('dual-success')).toBeVisible();
  expect(payOrders.count()).toBe(2);
});

test('double click on confirm places one order', async ({ page }) => {
  const payOrders = countCalls(page, 'pay-order');
  await open(page, '/earn/dual-asset-mining/?coin=BTC&direction=sell-high&sim=pay-order=latency:800');
  await offeredCells(page).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.01');
  await dialog.getByTestId('renewal-pay-out').check();
  await dialog.getByTestId('dual-ack').check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await dialog.getByRole('button', { name: 'Confirm subscription' }).dblclick();
  await expect(dialog.getByTestId('dual-success')).toBeVisible();
  expect(payOrders.count()).toBe(1);
});

test('a refused socket shows the stale state, and the ladder recovers when the stream is back', async ({ page }) => {
  await open(page, '/earn/dual-asset-mining/?sim=ws:public=refuse', null);
  await expect(page.getByText(/Stale since|Not live|Updated by polling at/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Live prices have stopped updating')).toBeVisible();
  await expect(page.getByTestId('dual-ladder')).toHaveAttribute('data-stale', 'true');
  await expectAccessible(page);
  // The socket comes back (the fault is lifted in the simulator's panel): the page reconnects by itself.
  await page.getByRole('complementary', { name: 'Demo simulator' }).getByRole('button', { name: 'Simulator' }).click();
  await page.getByLabel('Earn socket (public)').selectOption('none');
  await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('dual-ladder')).toHaveAttribute('data-stale', 'false');
  await expect(page.getByText('Live prices have stopped updating')).toBeHidden();
});

test('phone, Arabic and dark screenshots; axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/earn/dual-asset-mining/?coin=BTC', null);
  await shot(page, { path: `${SHOTS}/ladder-375.png`, fullPage: true });
  // The ladder scrolls inside its own box: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await offeredCells(page).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, { path: `${SHOTS}/dialog-375.png`, fullPage: true });

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/ar-SA/earn/dual-asset-mining/?coin=ETH&direction=sell-high');
  await waitForApp(page);
  await expect(page.getByTestId('dual-ladder')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot(page, { path: `${SHOTS}/ladder-ar-SA.png`, fullPage: true });
  await expectAccessible(page);
  await offeredCells(page).first().click();
  await page.getByRole('dialog').getByRole('textbox').first().fill('2');
  await shot(page, { path: `${SHOTS}/dialog-ar-SA.png` });

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/earn/dual-asset-mining/?coin=BTC');
  await waitForApp(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await offeredCells(page).nth(2).click();
  await page.getByRole('dialog').getByRole('textbox').first().fill('1000');
  await shot(page, { path: `${SHOTS}/dialog-dark.png` });
  await expectAccessible(page);
});

test('an order settles at its slot and the dual order list shows the settlement price and what came back', async ({
  page,
}) => {
  // The clock stands still while the order is placed, then moves past the order's settlement slot at once (`advance:`):
  // settlement happens at the slot's own time, not when the test happens to look.
  await page.goto('/earn/home/?sim=reset;speed:0');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto('/earn/dual-asset-mining/?coin=SOL&direction=sell-high');
  await waitForApp(page);
  const row = page
    .getByTestId('dual-ladder')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^8 hours/ }) });
  const dialog = page.getByRole('dialog');
  await offeredCells(row).first().click();
  await dialog.getByRole('textbox', { name: 'Amount (SOL)' }).fill('2');
  await dialog.getByTestId('renewal-pay-out').check();
  await dialog.getByTestId('dual-ack').check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  await dialog.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(dialog.getByTestId('dual-success')).toBeVisible();

  // An 8-hour order settles at the slot after its term (up to a day away, by the time of day): a day and a half on.
  await simDirectives(page, 'advance:36');
  await page.goto('/earn/dual-order-list/?status=completed');
  const table = page.getByTestId('order-table');
  await expect(table).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  // Ours: 2 SOL (the demo history has older settled orders).
  const ours = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '2 SOL', exact: true }) });
  await expect(ours).toHaveCount(1);
  const cells = await ours.locator('th, td').allTextContents();
  const cellOf = (name: string) => cells[headers.indexOf(name)] ?? '';
  expect(cellOf('Settlement price')).toMatch(/^[\d,.]+/);
  expect(cellOf('Returned')).toMatch(/^[\d,.]+\s(SOL|USDT)$/);
  await shot(page, { path: `${SHOTS}/settled-orders-1440.png`, fullPage: true });
});

test('a link to a product opens its pair and direction with its row marked', async ({ page }) => {
  await open(page, '/earn/dual-asset-mining/?id=2014', null);
  await expect(page.getByTestId('dual-direction-sell-high')).toBeChecked();
  await expect(page.getByTestId('dual-pair-BTC-USDT')).toBeChecked();
  await expect(page.locator('tr[aria-current=true]')).toContainText('3 days');
  await open(page, '/earn/dual-asset-mining/?id=abc&coin=%22%3E%3Csvg%3E&direction=up', null);
  await expect(page.getByTestId('dual-pair-BTC-USDT')).toBeChecked();
  await expect(page.getByTestId('dual-direction-buy-low')).toBeChecked();
});
