import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { axe, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';
import { simDirectives } from './support/sim-control';

/**
 * The exit box on the demo build, as `verified` with the simulator's clock standing still: a flexible, a fixed,
 * a staking and a liquidity position each state when the money arrives and what leaving costs; a redemption
 * beyond the day's quota then arrives at the time it stated (the clock moved on with `advance:`).
 */

const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/exit-box');

async function openWallet(page: Page, sim = 'reset;speed:0;panel:off') {
  await page.goto(`/earn/login/?sim=${sim}`);
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto('/earn/wallet/');
  await waitForApp(page);
  await expect(page.getByTestId('position').first()).toBeVisible();
}

function position(page: Page, name: string): Locator {
  return page.getByTestId('position').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Opens a card's ways out from the keyboard: its summary is focused and Enter opens it. */
async function openExits(card: Locator): Promise<Locator> {
  const summary = card.getByTestId('exit-disclosure').locator('summary');
  await summary.focus();
  await expect(summary).toBeFocused();
  await summary.press('Enter');
  const box = card.getByTestId('exit-box');
  await expect(box).toBeVisible();
  return box;
}

function exitWay(box: Locator, kind: string): Locator {
  return box.locator(`[data-testid="exit-way"][data-kind="${kind}"]`);
}

/** The server's clock, from the Date header of a call the simulator answers. */
async function serverNow(page: Page): Promise<number> {
  const date = await page.evaluate(async () => (await fetch('/x-api/s1/byfi/get-coins')).headers.get('date'));
  return Date.parse(date ?? '');
}

const utc = (ms: number) =>
  new Intl.DateTimeFormat('en', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(ms);

/** A time counted from now by the page: its clock follows the server's at real speed, so it may be a minute on. */
const utcAround = (ms: number) => new RegExp(`${utc(ms)}|${utc(ms + 60_000)}`);

test('a flexible, a fixed, a staking and a liquidity position each state arrival and cost', async ({ page }) => {
  const errors = watchConsole(page);
  await openWallet(page);
  const now = await serverNow(page);

  // Flexible: at once, for nothing, within a daily quota of 2,000 USDT that starts again at 00:00 UTC.
  const flexible = await openExits(position(page, 'USDT Flexible Savings'));
  const redeem = exitWay(flexible, 'redeemNow');
  await expect(redeem.getByTestId('exit-arrival')).toHaveText('At once');
  await expect(redeem.getByTestId('exit-cost')).toHaveText('Nothing');
  await expect(redeem.getByTestId('exit-quota')).toContainText(
    /^2,000\sUSDT a day, 2,000\sUSDT left today; starts again/,
  );
  const midnight = Math.floor(now / 86_400_000) * 86_400_000 + 86_400_000;
  await expect(redeem.getByTestId('exit-quota')).toContainText(utc(midnight));

  // Fixed with early redemption: the interest given up as an amount, or the whole at maturity, earning to it.
  const fixedCard = position(page, 'USDT 30D Fixed');
  const fixed = await openExits(fixedCard);
  const early = exitWay(fixed, 'earlyRedeem');
  await expect(early.getByTestId('exit-cost')).toHaveText(/^Forfeited interest [\d,.]+\sUSDT$/);
  const forfeited = ((await early.getByTestId('exit-cost').textContent()) ?? '').replace(/^Forfeited interest /, '');
  const maturity = exitWay(fixed, 'atMaturity');
  await expect(maturity.getByTestId('exit-cost')).toHaveText('Nothing');
  await expect(maturity).toContainText('Keeps earning');
  // The 30-day term ends at 00:00 UTC, said in UTC and in the reader's time.
  expect(await maturity.getAttribute('data-arrival')).toMatch(/T00:00:00\.000Z$/);
  await expect(maturity.getByTestId('exit-arrival')).toContainText('your time');

  // Staking: SOL unbonds for two days, earning nothing meanwhile.
  const staking = await openExits(position(page, 'SOL On-chain Staking'));
  const unstake = exitWay(staking, 'unstake');
  await expect(unstake).toContainText('Unstake (2 days unbonding)');
  await expect(unstake.getByTestId('exit-arrival')).toContainText(utcAround(now + 48 * 3_600_000));
  await expect(unstake).toContainText('Earns nothing');
  await expect(exitWay(staking, 'claim').getByTestId('exit-arrival')).toHaveText('At once');

  // Liquidity: both coins in five minutes at no fee; one coin pays the pool's 0.3 % on the half swapped.
  const pool = await openExits(position(page, 'ETH-USDT Pool'));
  await expect(exitWay(pool, 'removeLiquidity')).toContainText('Remove liquidity in both coins (5 minutes to settle)');
  await expect(exitWay(pool, 'removeLiquidity').getByTestId('exit-arrival')).toContainText(utcAround(now + 5 * 60_000));
  await expect(exitWay(pool, 'removeLiquidity').getByTestId('exit-cost')).toHaveText('Nothing');
  await expect(exitWay(pool, 'removeOneCoin').getByTestId('exit-cost')).toHaveText(/^Fee up to [\d,.]+\sUSDT$/);

  const checked = await axe(page).include('[data-testid="exit-box"]').analyze();
  expect(checked.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await shot(page, { path: path.join(ARTIFACTS, 'wallet-exits-1440.png'), fullPage: true });

  // The early redemption's dialog states the forfeit the exchange's preview then computes.
  await fixedCard.getByRole('button', { name: 'Redeem early' }).click();
  const dialog = page.getByRole('dialog');
  await expect(exitWay(dialog, 'earlyRedeem').getByTestId('exit-cost')).toHaveText(`Forfeited interest ${forfeited}`);
  await dialog.getByRole('button', { name: 'Review' }).click();
  await expect(dialog.getByTestId('early-forfeited')).toHaveText(/USDT$/);
  // The page's clock runs on in real time while the simulator's stands still: a second's interest apart at most.
  const previewed = number(await dialog.getByTestId('early-forfeited').textContent());
  expect(Math.abs(previewed - number(forfeited))).toBeLessThan(0.0001);
  expect(previewed).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("a redemption beyond the day's quota: part at once, the rest arrives at the time the box said", async ({
  page,
}) => {
  await openWallet(page);
  const card = position(page, 'USDT Flexible Savings');
  await card.getByRole('button', { name: 'Redeem', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem USDT Flexible Savings' });
  await dialog.getByLabel('Amount (USDT)').fill('2100');
  await expect(exitWay(dialog, 'redeemNow')).toContainText(/2,000\sUSDT/);
  const queued = exitWay(dialog, 'redeemQueued');
  await expect(queued).toContainText(/100\sUSDT/);
  await expect(queued).toContainText('Earns nothing');
  const arrival = Date.parse((await queued.getAttribute('data-arrival')) ?? '');
  expect(new Date(arrival).toISOString()).toMatch(/T00:00:00\.000Z$/);
  await expect(queued.getByTestId('exit-arrival')).toContainText(utc(arrival));
  const checked = await axe(page).include('[data-testid="exit-box"]').analyze();
  expect(checked.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await shot(page, { path: path.join(ARTIFACTS, 'redeem-over-quota.png') });
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: /^Confirm/ }).click();
  await expect(dialog.getByText('Redemption complete.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const pending = card.getByTestId('position-pending-redeem');
  await expect(pending).toContainText(/100\sUSDT/);
  await expect(pending).toContainText(utc(arrival));

  // A minute before the stated time it is still on its way; a minute after, it is in the wallet.
  const now = await serverNow(page);
  await simDirectives(page, `advance:${(arrival - now - 60_000) / 3_600_000}`);
  await page.reload();
  await waitForApp(page);
  await expect(position(page, 'USDT Flexible Savings').getByTestId('position-pending-redeem')).toHaveCount(1);
  await simDirectives(page, `advance:${2 / 60}`);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('position').first()).toBeVisible();
  await expect(position(page, 'USDT Flexible Savings').getByTestId('position-pending-redeem')).toHaveCount(0);
  // The day's quota has started again.
  const box = await openExits(position(page, 'USDT Flexible Savings'));
  await expect(exitWay(box, 'redeemNow').getByTestId('exit-quota')).toContainText(/2,000\sUSDT left today/);
});

test("a product's subscribe dialog states the ways out for the amount typed", async ({ page }) => {
  await page.goto('/earn/login/?sim=reset;speed:0;panel:off');
  await waitForApp(page);
  await loginAs(page, 'verified');
  await page.goto('/earn/savings/?type=fixed&id=6003');
  await waitForApp(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('exit-box')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('1000');
  const box = dialog.getByTestId('exit-box');
  await expect(box).toContainText('Ways out for this amount');
  // At most the whole term's difference between 8.5 % and 1 % is given up by leaving early.
  await expect(exitWay(box, 'earlyRedeem').getByTestId('exit-cost')).toHaveText(
    /^Forfeited interest up to [\d,.]+\sUSDT$/,
  );
  const maturity = exitWay(box, 'atMaturity');
  expect(await maturity.getAttribute('data-arrival')).toMatch(/T00:00:00\.000Z$/);
  await expect(maturity).toContainText('Keeps earning');
  const checked = await axe(page).include('[data-testid="exit-box"]').analyze();
  expect(checked.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Flexible: 2,500 typed is 2,000 at once and 500 the next day, under the quota.
  await page.goto('/earn/savings/?type=flexible&id=4001');
  await waitForApp(page);
  const flexible = page.getByRole('dialog');
  await flexible.getByRole('textbox', { name: /^Amount \(/ }).fill('2500');
  await expect(exitWay(flexible, 'redeemNow')).toContainText(/2,000\sUSDT/);
  await expect(exitWay(flexible, 'redeemQueued')).toContainText(/500\sUSDT/);
  await shot(page, { path: path.join(ARTIFACTS, 'subscribe-flexible.png') });
});
