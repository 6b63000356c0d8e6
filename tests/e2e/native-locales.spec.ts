import { expect, test } from '@playwright/test';
import { editionUrl, waitForApp, watchConsole } from './support/page-checks';

/**
 * Languages the browser's Intl lacks (Kazakh here; Georgian on the ge edition) read natively in Chromium,
 * and regional variants get their own wording: one page each, in one test.
 */
test('Kazakh dates, terms and amounts, Argentine voseo and Malaysian Chinese in Chromium', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(editionUrl('global', '/kk-KZ/earn/discount-buy/'));
  await waitForApp(page);
  const plans = page.getByRole('main');
  await expect(plans).toContainText(/\d+ күн/);
  await expect(plans).toContainText(/\d{4} ж\. \d{1,2} [а-яәіңғүұқөһ]+\., \d{2}:\d{2}/);
  // Grouped by a no-break space with a decimal comma; the live price shows as many decimals as its tick (2 to 4).
  await expect(plans).toContainText(/\d{1,3}\u00a0\d{3},\d{2,4}\sUSDT/);
  await expect(plans).not.toContainText(/\b\d+ days?\b|\bM\d{1,2}\b/);

  await page.goto(editionUrl('global', '/es-AR/earn/login/'));
  await waitForApp(page);
  await expect(page.getByRole('main')).toContainText('¿Sos nuevo?');

  await page.goto(editionUrl('global', '/zh-MY/earn/home/'));
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-MY');
  await expect(page.getByRole('main')).toContainText('活期储蓄');
  expect(errors).toEqual([]);
});
