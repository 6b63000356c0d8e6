import { expect, test, type Page } from '@playwright/test';
import { loginAs, type DemoUser } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/**
 * Wealth management, fund-pool premium, private wealth and vouchers on the demo build: a VIP subscribes to a
 * premium fund pool with a voucher (its effect in the estimate and the review) and redeems a premium position
 * early at the stated reduced APR; non-VIP visitors see how to qualify for private wealth; a VIP enquires.
 */

const SHOTS = 'test-results/wealth';

async function open(page: Page, url: string, user: DemoUser | null) {
  await page.goto('/earn/login/?sim=reset;panel:off');
  await waitForApp(page);
  if (user) await loginAs(page, user);
  await page.goto(url);
  await waitForApp(page);
}

test('vip subscribes to fund-pool premium with a voucher that changes the estimate, then redeems early at the reduced APR', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await open(page, '/earn/wealth-management/?id=14001', 'vip');
  await expect(page.getByTestId('wealth-status')).toContainText('VIP level 3');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Early redemption')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('5000');
  await expect(dialog.getByTestId('estimate-total')).toContainText(/49\.3\d*\sUSDT/);

  const picker = dialog.getByTestId('voucher-picker');
  await expect(picker.getByTestId('voucher-V0303')).toHaveAttribute('data-state', 'expired');
  await expect(picker.getByTestId('voucher-V0303').getByRole('radio')).toBeDisabled();
  await expect(picker.getByTestId('voucher-V0304')).toHaveAttribute('data-state', 'used');
  await expect(picker.getByTestId('voucher-V0304').getByRole('radio')).toBeDisabled();
  await expect(picker.getByTestId('voucher-V0305')).toHaveAttribute('data-state', 'using');
  await expect(picker.getByTestId('voucher-V0305').getByRole('radio')).toBeDisabled();
  await picker.getByTestId('voucher-V0301').getByRole('radio').check();
  // +2 % on 5,000 USDT for 30 days: 8.21917808 USDT more.
  await expect(picker.getByTestId('voucher-effect')).toContainText('+2% APR · 8.21917808 USDT more interest');
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('20000');
  await expect(picker.getByTestId('voucher-effect')).toContainText('+1% APR · 16.43835616 USDT more interest');
  await shot(page, { path: `${SHOTS}/voucher-1440.png` });

  await dialog.getByRole('radio', { name: 'Pay out to my Funding wallet' }).check();
  await dialog.getByRole('button', { name: 'Review order' }).click();
  const review = dialog.getByTestId('savings-review-step');
  await expect(review).toBeVisible();
  await expect(review.getByTestId('review-voucher')).toContainText('+1%');
  await expect(review).toContainText('16.43835616 USDT');
  await expectAccessible(page);
  await review.getByRole('button', { name: /Confirm/ }).click();
  await expect(dialog).toContainText(/Subscribed|subscribed/);
  await dialog.getByRole('button', { name: /Close/ }).first().click();

  await page.goto('/earn/wallet/');
  await waitForApp(page);
  // The premium position from the account's history (50,000 USDT held for days), which has earned interest.
  const held = page
    .getByTestId('position')
    .filter({ has: page.getByRole('button', { name: 'Redeem early' }) })
    .filter({ has: page.getByTestId('position-principal').getByText('50,000 USDT') });
  await expect(held).toBeVisible({ timeout: 20_000 });
  await expect(held.getByTestId('auto-invest-switch')).toBeVisible();
  await expect(held.getByTestId('renewal-cutoff').locator('time')).toHaveText(/ UTC$/);
  await shot(held, { path: `${SHOTS}/premium-position-1440.png` });
  await held.getByRole('button', { name: 'Redeem early' }).click();
  const redeem = page.getByRole('dialog');
  await expect(redeem).toContainText('paid at 2% APR instead of 12%');
  await redeem.getByRole('button', { name: 'Review' }).click();
  const early = redeem.getByTestId('action-review');
  await expect(early.getByTestId('early-principal')).toContainText('50,000 USDT');
  await expect(early.getByTestId('early-reduced-apr')).toContainText('2%');
  await expect(early.getByTestId('early-interest')).toContainText(/^[\d.]+\sUSDT$/);
  await expect(early.getByTestId('early-forfeited')).toContainText(/^[\d.]+\sUSDT$/);
  await expect(early).toContainText('Interest at the reduced APR (2%)');
  await expect(early).toContainText('Interest forfeited (against 12%)');
  // 2 % against 12 %: what is forfeited is five times what is paid (to the last unit).
  const paid = Number((await early.getByTestId('early-interest').textContent())?.replace(/[^\d.]/g, ''));
  const lost = Number((await early.getByTestId('early-forfeited').textContent())?.replace(/[^\d.]/g, ''));
  expect(Math.abs(lost - 5 * paid)).toBeLessThan(0.0000001 * 6);
  await shot(page, { path: `${SHOTS}/early-redeem-1440.png` });
  await early.getByRole('button', { name: 'Confirm early redemption' }).click();
  await expect(redeem).toContainText('Early redemption complete.');
  expect(errors).toEqual([]);
});

test('a verified non-VIP user sees what private wealth is and how to qualify, with a way on', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/earn/private-wealth/', 'verified');
  const qualify = page.getByTestId('private-qualify');
  await expect(qualify).toContainText('How to qualify');
  await expect(qualify.getByRole('listitem')).toHaveCount(3);
  await expect(qualify.getByRole('listitem').first()).toContainText('Done');
  await expect(qualify.getByRole('listitem').nth(1)).toContainText('To do');
  await expect(qualify.getByRole('link', { name: 'Verify identity' })).toBeVisible();
  await expect(qualify.getByRole('link', { name: 'Explore wealth management' })).toBeVisible();
  await expect(page.getByText('What private wealth is')).toBeVisible();
  await expect(page.getByTestId('enquiry')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, { path: `${SHOTS}/private-qualify-375.png`, fullPage: true });
  await qualify.getByRole('link', { name: 'Explore wealth management' }).click();
  await expect(page).toHaveURL(/\/earn\/wealth-management\/$/);
  await expect(page.getByTestId('wealth-status')).toContainText('need VIP status');
  await shot(page, { path: `${SHOTS}/wealth-375.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('a visitor is asked to log in; in ar-SA the page reads right to left', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await open(page, '/ar-SA/earn/private-wealth/', null);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const qualify = page.getByTestId('private-qualify');
  await expect(qualify.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, { path: `${SHOTS}/private-visitor-ar-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, { path: `${SHOTS}/private-visitor-ar-375.png`, fullPage: true });
});

test('a VIP client sends an enquiry, which the exchange records with a reference and a reply date', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await open(page, '/earn/private-wealth/', 'vip');
  await expect(page.getByTestId('private-welcome')).toContainText('VIP level 3');
  const enquiry = page.getByTestId('enquiry');
  await enquiry.getByRole('combobox', { name: 'Product' }).selectOption({ index: 1 });
  await enquiry.getByRole('textbox', { name: /Amount in mind/ }).fill('250000');
  await enquiry.getByRole('radio', { name: 'Phone' }).check();
  await enquiry.getByRole('textbox', { name: /Message/ }).fill('A 180-day mandate, please.');
  await expectAccessible(page);
  await shot(page, { path: `${SHOTS}/private-vip-1440.png`, fullPage: true });
  await enquiry.getByTestId('enquiry-submit').click();
  await expect(enquiry.getByTestId('enquiry-sent')).toContainText(/Enquiry PW\d+ received/);
  await expect(enquiry.getByTestId('enquiry-list')).toContainText(/PW\d+/);
  expect(errors).toEqual([]);
});

test('the voucher picker on a phone in ar-SA: states and effect read right to left, in one numbering system', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/ar-SA/earn/wealth-management/?id=14001', 'vip');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('5000');
  const picker = dialog.getByTestId('voucher-picker');
  await picker.getByTestId('voucher-V0301').getByRole('radio').check();
  // One numbering system on an Arabic screen: Western digits, as the amount field and the charts write them.
  await expect(picker.getByTestId('voucher-effect')).toContainText('8.21917808 USDT');
  await expect(picker.getByTestId('voucher-V0303')).toContainText('منتهية');
  await picker.scrollIntoViewIfNeeded();
  await shot(page, { path: `${SHOTS}/voucher-ar-375.png` });
});
