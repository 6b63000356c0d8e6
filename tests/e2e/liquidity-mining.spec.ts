import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * Liquidity mining on the demo build: from the pool list to a 3x leveraged add with its liquidation price
 * stated before confirming, the add pending and then effective on the simulator clock (a removal refused
 * while it is pending), a swap with a slippage limit, claiming yield, removing 50 %, and an injected
 * liquidation shown as such; screenshots on a phone, a desktop and in Arabic.
 */

const SHOTS = 'test-results/liquidity-mining';
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

async function open(page: Page, path: string, sim: string) {
  await page.goto(`/earn/home/?sim=${sim}`);
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto(path);
  await waitForApp(page);
}

const position = (page: Page, pair: string) =>
  page.getByTestId('liquidity-position').filter({ has: page.getByRole('heading', { name: pair }) });

test('a verified user adds 3x liquidity, swaps, claims, removes half and sees a liquidation', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  // One simulated minute a second: an add settles in about five seconds.
  await open(page, '/earn/liquidity-mining/', 'reset;speed:60');

  // Pool list: APR with its split, liquidity and leverage; sorted by APR, searchable.
  const rows = page.getByTestId('pool-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByTestId('pool-apr')).toHaveText(/%/);
  await expect(page.getByTestId('pool-table')).toContainText('Fees');
  await page.getByRole('searchbox', { name: 'Search pools' }).fill('btc');
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);
  await shot(page, { path: `${SHOTS}/pools-1440.png`, fullPage: true });
  await rows.first().getByTestId('pool-open').click();
  await expect(page).toHaveURL(/tab=mining/);
  await expect(page).toHaveURL(/pool=BTC-USDT/);

  // Mining: 1,000 USDT at 3x: a 2,000 USDT loan, and the liquidation price before confirming.
  await page.getByLabel('USDT only').check();
  await page.getByRole('textbox', { name: 'Amount in USDT' }).fill('1000');
  await page.getByRole('textbox', { name: 'Leverage', exact: true }).fill('3');
  await expect(page.getByTestId('figure-margin')).toHaveText('1,000 USDT');
  await expect(page.getByTestId('figure-loan')).toHaveText('2,000 USDT');
  await expect(page.getByTestId('figure-liquidation')).toContainText('below now');
  await expect(page.getByTestId('warn-liquidation')).toContainText('the position is liquidated');
  await expect(page.getByTestId('risk-table')).toContainText('Liquidated');
  // The warnings must be acknowledged first.
  await page.getByTestId('add-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: 'impermanent loss and liquidation' })).toBeVisible();
  await page.getByTestId('add-ack').check();
  await expectAccessible(page);
  await shot(page, { path: `${SHOTS}/mining-1440.png`, fullPage: true });
  await page.getByTestId('add-submit').click();
  await expect(page.getByTestId('add-review-loan')).toHaveText('2,000 USDT');
  await expect(page.getByTestId('add-review-liquidation')).toContainText('USDT');
  await expect(page.getByTestId('add-review-leverage')).toHaveText('3×');
  await page.getByRole('button', { name: 'Confirm add' }).click();
  await expect(page.getByTestId('add-success')).toBeVisible();
  await page.getByRole('button', { name: 'See my liquidity' }).click();

  // My liquidity: the add is pending, and a removal is refused with a clear message.
  const btc = position(page, 'BTC/USDT');
  await expect(btc.getByTestId('position-state')).toHaveText('Add pending');
  await btc.getByTestId('position-remove').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('action-estimate')).toHaveText(
    'Your add is still settling. You can remove liquidity once the position is effective.',
  );
  await dialog.getByTestId('action-review').click();
  await expect(dialog).toContainText(
    'Your add is still settling. You can remove liquidity once the position is effective.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Effective once the simulator clock has run past the settling minutes, with its liquidation price.
  await expect(btc.getByTestId('position-state')).toHaveText('Effective', { timeout: 20_000 });
  await expect(btc.getByTestId('position-loan')).toHaveText('2,000 USDT');
  await expect(btc.getByTestId('position-liquidation')).toContainText('below now');
  await expect(btc.getByTestId('position-leverage')).toHaveText('3×');
  await expectAccessible(page);
  await shot(page, { path: `${SHOTS}/my-liquidity-1440.png`, fullPage: true });

  // Claim the yield of the position held since the demo history (ETH/USDT).
  const eth = position(page, 'ETH/USDT');
  await expect(eth.getByTestId('position-claimable')).toHaveText(/USDT$/);
  await eth.getByTestId('position-claim').click();
  await expect(dialog.getByTestId('claim-review-amount')).toContainText('USDT');
  await dialog.getByRole('button', { name: 'Confirm claim' }).click();
  await expect(dialog.getByTestId('claim-done')).toContainText(/Claimed [\d,.]+\sUSDT/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Remove 50 % of the new position, both coins back.
  await btc.getByTestId('position-remove').click();
  await dialog.getByRole('textbox', { name: 'Share to remove' }).fill('50');
  await expect(dialog.getByTestId('action-estimate')).toContainText('BTC');
  await dialog.getByTestId('action-review').click();
  await expect(dialog.getByTestId('remove-review-rate')).toHaveText('50%');
  // The loan's half is repaid from the USDT leg and some BTC: what comes back is BTC.
  await expect(dialog.getByTestId('remove-review-returns')).toContainText('BTC');
  await dialog.getByRole('button', { name: 'Confirm removal' }).click();
  await expect(dialog.getByTestId('action-done')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(btc.getByTestId('position-state')).toHaveText('Remove pending');
  await expect(btc.getByTestId('position-state')).toHaveText('Effective', { timeout: 20_000 });
  await expect(btc.getByTestId('position-loan')).toHaveText('1,000 USDT');
  // Reducing to 1x repays the loan: the form says there is then no liquidation price.
  await btc.getByTestId('position-reduce').click();
  await dialog.locator('input[name=target-leverage]').fill('1');
  await expect(dialog.getByTestId('action-estimate')).toHaveText('At 1x there is no loan, so no liquidation price.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Swap with a 1 % slippage limit: the minimum received is carried by the order.
  await page.getByTestId('liquidity-tab-swap').click();
  await page.getByRole('textbox', { name: 'You pay (USDT)' }).fill('500');
  await page.getByLabel('1%', { exact: true }).check();
  await expect(page.getByTestId('swap-out')).toContainText('BTC');
  const out = amountOf(await page.getByTestId('swap-out').textContent());
  const min = amountOf(await page.getByTestId('swap-min').textContent());
  expect(min).toBeLessThan(out);
  // Rounded down to the 6 digits BTC trades in.
  expect(min).toBeGreaterThanOrEqual(out * 0.99 - 1e-6);
  await page.getByTestId('swap-submit').click();
  await expect(page.getByTestId('swap-review-min')).toContainText('BTC');
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  const reviewedMin = await page.getByTestId('swap-review-min').textContent();
  // The pool moves 5 % while the review is open: more than the 1 % limit, so the quote is not executed.
  const shocked = await page.evaluate(
    async () =>
      (await (await fetch('/__sim/directives', { method: 'POST', body: 'shock:BTC:+5' })).json()) as {
        errors: string[];
      },
  );
  expect(shocked.errors).toEqual([]);
  await page.getByRole('button', { name: 'Confirm swap' }).click();
  const requote = page.getByTestId('swap-requote');
  await expect(requote).toContainText('Nothing was swapped');
  await expect(requote.getByTestId('swap-requote-out-before')).toContainText('BTC');
  await expect(requote.getByTestId('swap-requote-out')).toContainText('BTC');
  await shot(page, { path: `${SHOTS}/swap-requote-1440.png` });
  await requote.getByRole('button', { name: 'Continue with the new quote' }).click();
  await expect(page.getByTestId('swap-review-min')).not.toHaveText(reviewedMin ?? '');
  await page.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByTestId('swap-done')).toContainText(/Swapped 500\sUSDT for [\d.]+\sBTC/);

  // An injected liquidation: the BTC price moves past the line and the position shows as liquidated.
  const answer = await page.evaluate(async () => {
    const response = await fetch('/__sim/directives', { method: 'POST', body: 'liquidate:BTC' });
    return (await response.json()) as { errors: string[] };
  });
  expect(answer.errors).toEqual([]);
  await page.getByTestId('liquidity-tab-my-liquidity').click();
  const liquidated = page.locator('[data-testid=liquidity-position][data-state=liquidated]');
  await expect(liquidated).toHaveCount(1, { timeout: 15_000 });
  await expect(liquidated.getByTestId('position-state')).toHaveText('Liquidated');
  await expect(liquidated.getByTestId('position-liquidated')).toContainText('the loan was repaid');
  await shot(page, { path: `${SHOTS}/liquidated-1440.png`, fullPage: true });
  // The order list names each action through the registry's liquidity list.
  await page.goto('/earn/liquidity-mining-order-list/');
  await waitForApp(page);
  for (const action of ['Add', 'Remove', 'Swap', 'Liquidation'])
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('at the demo speed a swap quote lives 15 s of real time; past that it is refused as expired, once', async ({
  page,
}) => {
  const errors = watchConsole(page);
  // One simulated minute a second: 15 simulated seconds would be a quarter of a real second. The page's clock
  // runs on its own but jumps the waits below (the quote's life is read from that clock, like every page time).
  await page.clock.install();
  await open(page, '/earn/liquidity-mining/?tab=swap&pool=BTC-USDT', 'reset;speed:60');
  const review = async () => {
    await page.getByRole('textbox', { name: 'You pay (USDT)' }).fill('100');
    await page.getByTestId('swap-submit').click();
    await expect(page.getByTestId('swap-review-min')).toContainText('BTC');
  };
  await review();
  await page.clock.fastForward(5_000);
  await page.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByTestId('swap-done')).toContainText(/Swapped 100\sUSDT for [\d.]+\sBTC/);

  await page.getByRole('button', { name: 'New swap' }).click();
  await review();
  await page.clock.fastForward(16_000);
  await page.getByRole('button', { name: 'Confirm swap' }).click();
  const requote = page.getByTestId('swap-requote');
  await expect(requote).toContainText('The quote expired before the swap.');
  await expect(requote).not.toContainText('moved past');
  await requote.getByRole('button', { name: 'Continue with the new quote' }).click();
  await page.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByTestId('swap-done')).toContainText(/Swapped 100\sUSDT for [\d.]+\sBTC/);
  expect(errors).toEqual([]);
});

/** Nothing wider than the phone: no sideways scrolling of the page (tables scroll inside their own region). */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('liquidity mining on a phone and in Arabic', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/earn/liquidity-mining/?tab=mining&pool=SOL-USDT', 'reset;speed:0');
  await page.getByRole('textbox', { name: 'Amount in SOL' }).fill('5');
  await page.getByRole('textbox', { name: 'Leverage', exact: true }).fill('2.5');
  await expect(page.getByTestId('figure-liquidation')).toContainText('USDT');
  await expectNoOverflow(page);
  await shot(page, { path: `${SHOTS}/mining-375.png`, fullPage: true });
  await expectAccessible(page);
  await page.goto('/earn/liquidity-mining/');
  await expect(page.getByTestId('pool-row').first()).toBeVisible();
  await expectNoOverflow(page);
  // Each pool is a card on a phone: its "Add liquidity" button is on screen, not in a sideways scroll.
  const button = await page.getByTestId('pool-open').first().boundingBox();
  expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(375);
  await shot(page, { path: `${SHOTS}/pools-375.png`, fullPage: true });
  await page.goto('/earn/liquidity-mining/?tab=my-liquidity');
  await expect(page.getByTestId('liquidity-position').first()).toBeVisible();
  await expectNoOverflow(page);
  await shot(page, { path: `${SHOTS}/my-liquidity-375.png`, fullPage: true });

  await page.goto('/ar-SA/earn/liquidity-mining/?tab=mining&pool=BTC-USDT');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox').first().fill('0.01');
  await expect(page.getByTestId('risk-chart')).toBeVisible();
  await expectNoOverflow(page);
  await expectAccessible(page);
  await shot(page, { path: `${SHOTS}/mining-ar-SA-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/ar-SA/earn/liquidity-mining/');
  await waitForApp(page);
  await expect(page.getByTestId('pool-row').first()).toBeVisible();
  await shot(page, { path: `${SHOTS}/pools-ar-SA-1440.png`, fullPage: true });
  expect(errors).toEqual([]);
});
