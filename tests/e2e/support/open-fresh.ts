import { expect, type Page } from '@playwright/test';
import { loginAs, type DemoUser } from './demo-login';
import { waitForApp } from './page-checks';

/**
 * Opens a page on a freshly reset simulated exchange, logged in as `user` (or anonymous with null), and
 * waits until the element `readyTestId` names is visible.
 */
export async function openFresh(page: Page, url: string, user: DemoUser | null, readyTestId: string): Promise<void> {
  await page.goto('/earn/home/?sim=reset');
  await waitForApp(page);
  if (user) await loginAs(page, user);
  await page.goto(url);
  await waitForApp(page);
  await expect(page.getByTestId(readyTestId)).toBeVisible();
}
