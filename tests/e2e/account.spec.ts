import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support/demo-login';
import { expectAccessible, waitForApp, watchConsole } from './support/page-checks';
import { shot } from './support/shots';

/** Login, the login guard, safe redirects, logout, the login modal and the compliance wall, on the demo build. */

const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts/account');

async function freshWorld(page: Page) {
  await page.goto('/earn/login/?sim=reset;panel:off');
  await waitForApp(page);
}

async function submitLogin(page: Page, username: string, password = 'earn-demo') {
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill(username);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Log in' }).click();
}

test('an anonymous visit to the wallet goes to login and comes back to the wallet', async ({ page }) => {
  const errors = watchConsole(page);
  await freshWorld(page);
  await page.goto('/earn/wallet/?pnl=7d');
  await expect(page).toHaveURL(/\/earn\/login\/\?redirect_url=/);
  expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/earn/wallet/?pnl=7d');
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, { path: path.join(ARTIFACTS, 'login-1440.png'), fullPage: true });
  await submitLogin(page, 'verified');
  await expect(page).toHaveURL(/\/earn\/wallet\/\?pnl=7d$/);
  await expect(page.getByTestId('total-assets')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu: ve\*\*\*@example\.com/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the login guard keeps the locale: ar-SA order list -> ar-SA login -> back', async ({ page }) => {
  await freshWorld(page);
  await page.goto('/ar-SA/earn/dual-order-list/?status=completed');
  await expect(page).toHaveURL(/\/ar-SA\/earn\/login\/\?redirect_url=/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(new URL(page.url()).searchParams.get('redirect_url')).toBe('/ar-SA/earn/dual-order-list/?status=completed');
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, { path: path.join(ARTIFACTS, 'login-ar-SA.png'), fullPage: true });
  const main = page.getByRole('main');
  await main.getByLabel('اسم المستخدم').fill('verified');
  await main.getByLabel('كلمة المرور').fill('earn-demo');
  await main.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/ar-SA\/earn\/dual-order-list\/\?status=completed$/);
  await expect(page.getByTestId('order-table')).toBeVisible();
});

const HOSTILE = [
  'https://evil.example/earn/wallet/',
  '//evil.example/earn/wallet/',
  '/\\evil.example/earn/',
  '/%2F%2Fevil.example/earn/',
  'javascript:alert(document.domain)',
  'http://127.0.0.1.evil.example/earn/wallet/',
];

// One tab for all of them, which keeps its installed mock worker. Each step's navigation to the login page also
// resets the world, logging the last step's user out.
test('every open-redirect attempt lands on home', async ({ page }) => {
  for (const hostile of HOSTILE) {
    await test.step(hostile, async () => {
      await page.goto(`/earn/login/?sim=reset;panel:off&redirect_url=${encodeURIComponent(hostile)}`);
      await waitForApp(page);
      expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(hostile);
      await submitLogin(page, 'verified');
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/earn\/home\/$/);
    });
  }
});

test('wrong credentials show a translated error and keep the input', async ({ page }) => {
  await freshWorld(page);
  await page.goto('/earn/login/');
  await waitForApp(page);
  await submitLogin(page, 'verified', 'not-the-password');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('wrong username or password');
  await expect(page.getByRole('main').getByLabel('Username')).toHaveValue('verified');
  await expect(page.getByRole('main').getByLabel('Password')).toHaveValue('not-the-password');
});

test('the header shows the user and logs out with a POST and a reload', async ({ page }) => {
  await freshWorld(page);
  await loginAs(page, 'vip');
  await page.goto('/earn/usdtb/');
  await waitForApp(page);
  const trigger = page.getByRole('banner').getByRole('button', { name: /Account menu/ });
  await expect(trigger).toContainText('VIP 3');
  await trigger.click();
  const logout = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/x-api/logout',
  );
  const reload = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Log out' }).click();
  await logout;
  await reload;
  await waitForApp(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the login modal logs a visitor in over the current page', async ({ page }) => {
  await freshWorld(page);
  await page.goto('/earn/usdtb/');
  await waitForApp(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Username').fill('verified');
  await dialog.getByLabel('Password').fill('earn-demo');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/earn\/usdtb\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
});

test('the mobile menu shows the user and log out', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await freshWorld(page);
  await loginAs(page, 'verified');
  await page.goto('/earn/usdtb/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Earn navigation' });
  await expect(drawer.getByText('ve***@example.com')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
  await shot(page, { path: path.join(ARTIFACTS, 'mobile-menu-375.png') });
});

test('a 10024 answer to an action opens the compliance wall over it, until acknowledged', async ({ page }) => {
  await freshWorld(page);
  await loginAs(page, 'verified');
  await page.goto('/earn/wallet/?sim=preview-order=code:10024,once');
  const card = page
    .getByTestId('position')
    .filter({ has: page.getByRole('heading', { name: 'USDT Flexible Savings', exact: true }) });
  await card.getByRole('button', { name: 'Redeem', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem USDT Flexible Savings' });
  await dialog.getByLabel('Amount (USDT)').fill('10');
  await dialog.getByRole('button', { name: 'Review' }).click();
  const wall = page.getByRole('dialog', { name: 'This service is not available to you' });
  await expect(wall).toBeVisible();
  // It says what is true: nothing about balances staying visible.
  await expect(wall).toContainText('Funds you already hold are not affected by this.');
  await page.keyboard.press('Escape');
  await expect(wall).toBeVisible();
  await expectAccessible(page);
  await shot(page, { path: path.join(ARTIFACTS, 'compliance-wall-1440.png') });
  await wall.getByRole('button', { name: 'I understand' }).click();
  await expect(wall).toBeHidden();
});

test('a compliance-restricted account sees and redeems what it holds; only a new subscription meets the wall', async ({
  page,
}) => {
  await freshWorld(page);
  await loginAs(page, 'restricted');
  await page.goto('/earn/wallet/');
  const card = page
    .getByTestId('position')
    .filter({ has: page.getByRole('heading', { name: 'USDT Flexible Savings', exact: true }) });
  await expect(card).toBeVisible();
  await expect(page.getByText('not available in your country or region')).toHaveCount(0);
  const wall = page.getByRole('dialog', { name: 'This service is not available to you' });
  await expect(wall).toHaveCount(0);
  await card.getByRole('button', { name: 'Redeem', exact: true }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem USDT Flexible Savings' });
  await redeem.getByLabel('Amount (USDT)').fill('10');
  await redeem.getByRole('button', { name: 'Review' }).click();
  await expect(redeem.getByRole('button', { name: /^Confirm/ })).toBeVisible();
  await expect(wall).toHaveCount(0);
  await page.goto('/earn/savings/?type=flexible&id=4001');
  const subscribe = page.getByRole('dialog');
  await subscribe.getByRole('textbox', { name: /^Amount \(/ }).fill('100');
  await subscribe.getByRole('button', { name: 'Review order' }).click();
  await expect(wall).toBeVisible();
});

test('login page at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await freshWorld(page);
  await page.goto('/earn/login/');
  await waitForApp(page);
  await expectAccessible(page);
  await shot(page, { path: path.join(ARTIFACTS, 'login-375.png'), fullPage: true });
});
