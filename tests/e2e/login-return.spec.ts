import { expect, test, type Page } from '@playwright/test';
import { waitForApp, watchConsole } from './support/page-checks';

/**
 * Logging in brings the user back to the very page they were on, ordinary encoded text included: a percent
 * sign, an encoded slash and Japanese in the query, Japanese and an encoded slash in the hash.
 */

const QUERY = '?pnl=7d&q=50%25&r=a%2Fb&s=%E6%97%A5%E6%9C%AC%E8%AA%9E';
const HASH = '#%E3%81%82%2F1';

async function freshWorld(page: Page) {
  await page.goto('/earn/login/?sim=reset;panel:off');
  await waitForApp(page);
}

test('a guarded page with encoded characters in its query and hash: login page, then back to exactly that URL', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await freshWorld(page);
  await page.goto(`/earn/wallet/${QUERY}${HASH}`);
  await expect(page).toHaveURL(/\/earn\/login\/\?redirect_url=/);
  expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(`/earn/wallet/${QUERY}${HASH}`);
  const main = page.getByRole('main');
  await main.getByLabel('Username').fill('verified');
  await main.getByLabel('Password').fill('earn-demo');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('total-assets')).toBeVisible();
  const back = new URL(page.url());
  expect(back.pathname).toBe('/earn/wallet/');
  expect(back.searchParams.get('q')).toBe('50%');
  expect(back.searchParams.get('r')).toBe('a/b');
  expect(back.searchParams.get('s')).toBe('日本語');
  expect(back.searchParams.get('pnl')).toBe('7d');
  expect(decodeURIComponent(back.hash)).toBe('#あ/1');
  expect(errors).toEqual([]);
});

test('a login page link carrying a Japanese, percent-encoded return URL lands there after login', async ({ page }) => {
  await freshWorld(page);
  const target = `/ja-JP/earn/wallet/?q=${encodeURIComponent('利回り 50%')}`;
  await page.goto(`/ja-JP/earn/login/?redirect_url=${encodeURIComponent(target)}`);
  await waitForApp(page);
  const main = page.getByRole('main');
  await main.locator('input[autocomplete="username"]').fill('verified');
  await main.locator('input[type="password"]').fill('earn-demo');
  await main.locator('button[type="submit"]').click();
  await expect(page.getByTestId('total-assets')).toBeVisible();
  const back = new URL(page.url());
  expect(back.pathname).toBe('/ja-JP/earn/wallet/');
  expect(back.searchParams.get('q')).toBe('利回り 50%');
});

test('a visitor asked to log in by an action (the login modal) stays on the page with its encoded query and hash', async ({
  page,
}) => {
  await freshWorld(page);
  await page.goto(`/earn/launchpool/${QUERY}${HASH}`);
  await waitForApp(page);
  const nova = page.locator('[data-testid=launchpool-project][data-project=nova]');
  await nova.getByTestId('launchpool-register').click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('verified');
  await dialog.getByLabel('Password').fill('earn-demo');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(nova.getByTestId('launchpool-register')).toBeVisible();
  const back = new URL(page.url());
  expect(back.pathname).toBe('/earn/launchpool/');
  expect(back.searchParams.get('q')).toBe('50%');
  expect(back.searchParams.get('r')).toBe('a/b');
  expect(back.searchParams.get('s')).toBe('日本語');
  expect(decodeURIComponent(back.hash)).toBe('#あ/1');
});
