import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * Smart leverage on the demo build: plans filtered by coin, direction, leverage, breakeven and term; the P&L
 * simulator read before subscribing; an order refused because the market moved more than 5 % after the review (a
 * real price shock, 340) shows the new quote and places nothing until confirmed again; the position in the wallet
 * with its estimate and redemption window (the early close itself runs on the wallet's shared action flow,
 * exercised in double-win.spec.ts).
 */

const SHOTS = 'test-results/smart-leverage';

async function open(page: Page, url: string, user: 'verified' | null = 'verified') {
  await page.goto('/earn/home/?sim=reset');
  await waitForApp(page);
  if (user) await loginAs(page, user);
  await page.goto(url);
  await waitForApp(page);
  await expect(page.getByTestId('smart-leverage-plan-12001')).toBeVisible();
}

test('filter, simulate, subscribe; the position shows its estimate and redemption window', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await open(page, '/earn/smart-leverage/');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await page.getByTestId('smart-leverage-filter-direction').selectOption('2');
  await expect(page.getByTestId('smart-leverage-plan-12001')).toBeHidden();
  await expect(page.getByTestId('smart-leverage-plan-12002')).toBeVisible();
  await page.getByTestId('smart-leverage-filter-direction').selectOption('');
  await page.getByTestId('smart-leverage-filter-leverage').selectOption('200');
  await expect(page.getByTestId('smart-leverage-plan-12001')).toBeVisible();
  await shot(page, { path: `${SHOTS}/plans-1440.png`, fullPage: true });

  await page.getByTestId('smart-leverage-open-12001').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('smart-leverage-leverage').fill('250');
  await expect(dialog).toContainText('Enter a whole number from 1 to 200.');
  await dialog.getByTestId('smart-leverage-leverage').fill('20');
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('100');
  const table = dialog.getByTestId('smart-leverage-pnl-table');
  // The breakeven row reads no gain, no loss; the top row (highest price) gains by 100 x 20 x move / entry.
  await expect(table.locator('tr[data-breakeven]')).toContainText('+0 USDT');
  // Entry, breakeven and the table follow the live offer: read them together, in one moment of the page.
  await expect
    .poll(() =>
      dialog.evaluate((root) => {
        const num = (el: Element | null | undefined) => Number((el?.textContent ?? '').replace(/[^\d.]/g, ''));
        const breakeven = num(root.querySelector('[data-testid="smart-leverage-breakeven"]'));
        const entry = num(root.querySelector('[data-testid="smart-leverage-entry"]'));
        const cells = [...root.querySelectorAll('[data-testid="smart-leverage-pnl-table"] tbody tr')]
          .at(-1)
          ?.querySelectorAll('td');
        return Math.abs(num(cells?.[2]) - (100 * 20 * (num(cells?.[0]) - breakeven)) / entry);
      }),
    )
    .toBeLessThan(0.011);
  await expect(table.locator('tbody tr').first()).toContainText('100 USDT');
  await expect(dialog.getByTestId('smart-leverage-rules')).toContainText('No liquidation before settlement');
  await shot(page, { path: `${SHOTS}/simulator-1440.png` });
  await dialog.getByTestId('smart-leverage-ack').check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByTestId('smart-leverage-review-leverage')).toHaveText('20x');
  // The order is placed at the breakeven its review shows.
  const breakeven = Number(
    ((await dialog.getByTestId('smart-leverage-review-breakeven').textContent()) ?? '').replace(/[^\d.]/g, ''),
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByTestId('smart-leverage-success')).toContainText('Subscribed');

  await dialog.getByRole('link', { name: 'See it in your wallet' }).click();
  const card = page
    .getByTestId('position')
    .filter({ has: page.getByTestId('smart-leverage-position') })
    .first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('smart-leverage-position')).toContainText('Up · 20x');
  await expect(card.getByTestId('smart-leverage-position-estimate')).toContainText(/^[\d,.]+\sUSDT$/);
  await expect(card.getByTestId('smart-leverage-position-window')).toContainText(/Possible until .* UTC/);
  await card.scrollIntoViewIfNeeded();
  await shot(page, { path: `${SHOTS}/wallet-1440.png` });
  await page.goto('/earn/structured-product-order-list/');
  await waitForApp(page);
  const ours = page
    .getByTestId('order-table')
    .getByRole('row')
    .filter({ hasText: 'Smart Leverage' })
    .filter({ hasText: '20×' });
  await expect(ours).toHaveCount(1);
  await expect(ours).toContainText(breakeven.toLocaleString('en-US'));
  expect(errors).toEqual([]);
});

test('a real price shock after the review: the order is refused (340), the new quote is shown, and only a second confirmation places it', async ({
  page,
}) => {
  const payOrders: number[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('/pay-order')) return;
    response.json().then(
      (body: { ret_code?: number }) => payOrders.push(body.ret_code ?? -1),
      () => payOrders.push(-1),
    );
  });
  // Orders of plan 12002 in the saved world (the simulator persists every call).
  const placed = () =>
    page.evaluate(() => {
      const state = JSON.parse(localStorage.getItem('earn-sim:world') ?? '{}') as {
        orders?: Array<{ productId: string }>;
      };
      return (state.orders ?? []).filter((o) => o.productId === '12002').length;
    });
  const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  await open(page, '/earn/smart-leverage/');
  const before = await placed();
  await page.getByTestId('smart-leverage-open-12002').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Amount (USDT)' }).fill('50');
  const quoted = number(await dialog.getByTestId('smart-leverage-breakeven').textContent());
  expect(quoted).toBeGreaterThan(0);
  await dialog.getByTestId('smart-leverage-ack').check();
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
  const reviewed = await dialog.getByTestId('smart-leverage-review-breakeven').textContent();

  // The market moves 8 % on the plan's coin (BTC) while the review is open: the same mechanism as `?sim=shock:BTC:+8`.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/__sim/directives', { method: 'POST', body: 'shock:BTC:+8' });
    return (await response.json()) as { errors: string[]; shocks: Array<{ coin: number; factor: string }> };
  });
  expect(answer.errors).toEqual([]);
  expect(answer.shocks).toMatchObject([{ coin: 1, factor: '1.08' }]);

  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const requote = dialog.getByTestId('smart-leverage-requote');
  await expect(requote).toContainText('moved more than 5%');
  await expect(requote.getByTestId('smart-leverage-requote-breakeven')).toContainText('USDT');
  // The old column is the breakeven the review showed, not whatever the live plan shows now.
  await expect(requote.getByTestId('smart-leverage-requote-old-breakeven')).toHaveText(reviewed ?? '');
  // The new breakeven follows the shocked price: about 8 % above the one quoted before the shock.
  const requoted = number(await requote.getByTestId('smart-leverage-requote-breakeven').textContent());
  expect(requoted / quoted).toBeGreaterThan(1.05);
  expect(requoted / quoted).toBeLessThan(1.12);
  await expect.poll(() => payOrders).toEqual([340]);
  await page.waitForTimeout(1000);
  expect(payOrders).toEqual([340]);
  expect(await placed()).toBe(before);
  await expectAccessible(page);

  await requote.getByTestId('smart-leverage-accept-quote').click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByTestId('smart-leverage-success')).toContainText('Subscribed');
  await expect.poll(() => payOrders).toEqual([340, 0]);
  await expect.poll(placed).toBe(before + 1);
});

test('phone, Arabic and dark screenshots; axe clean; no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/earn/smart-leverage/', null);
  await shot(page, { path: `${SHOTS}/plans-375.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.getByTestId('smart-leverage-open-12001').click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Amount (USDT)' }).fill('500');
  await expect(page.getByTestId('smart-leverage-chart')).toBeVisible();
  await shot(page, { path: `${SHOTS}/dialog-375.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/ar-SA/earn/smart-leverage/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('smart-leverage-open-12002').click();
  await page.getByRole('dialog').getByRole('textbox').last().fill('1000');
  await expect(page.getByTestId('smart-leverage-chart')).toBeVisible();
  await shot(page, { path: `${SHOTS}/dialog-ar-SA.png` });
  await expectAccessible(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/earn/smart-leverage/');
  await waitForApp(page);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await page.getByTestId('smart-leverage-open-12001').click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Amount (USDT)' }).fill('1000');
  await shot(page, { path: `${SHOTS}/dialog-dark.png` });
  await expectAccessible(page);
});
