import { expect, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'earn-demo';
export type DemoUser = 'verified' | 'unverified' | 'blocked' | 'vip' | 'insider' | 'restricted';

/**
 * Logs a demo user in through the simulated exchange's login call, from inside the page so the session cookie
 * lands in the browser like a real login. The page must already be on the app (the service worker answers).
 */
export async function loginAs(page: Page, username: DemoUser): Promise<void> {
  const result = await page.evaluate(
    async ({ username, password }) => {
      const response = await fetch('/x-api/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return (await response.json()) as { ret_code: number };
    },
    { username, password: DEMO_PASSWORD },
  );
  expect(result.ret_code).toBe(0);
}
