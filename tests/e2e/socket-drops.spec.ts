import { expect, test } from '@playwright/test';
import { waitForApp } from './support/page-checks';

/**
 * The earn socket against a simulated server that accepts every connection and drops it at once
 * (`?sim=ws:public=drop:...`): the client backs off instead of reconnecting every second, reports the outage to
 * monitoring at its third attempt, and the page shows the prices as stale rather than flickering "reconnecting".
 */

test('an accept-then-drop server: reported at the third attempt, prices shown stale, backoff instead of a reconnect storm', async ({
  page,
}) => {
  const reports: { at: number; text: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('socket still reconnecting'))
      reports.push({ at: Date.now(), text: message.text() });
  });
  await page.goto('/earn/home/?sim=reset;panel:off');
  await waitForApp(page);
  const started = Date.now();
  await page.goto('/earn/dual-asset-mining/?sim=ws:public=drop:50;panel:off');
  await waitForApp(page);
  await expect(page.getByTestId('dual-ladder')).toBeVisible();
  // The first connection and reconnects 1 and 2 (waits of 0.5-1 s and 1-2 s) are the three attempts: the
  // report comes as the third reconnect is scheduled, within ~8 s and not before 1.5 s (a storm, reconnecting
  // at once on each drop, would report within a fraction of a second).
  await expect.poll(() => reports.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(reports[0]?.at ?? 0).toBeGreaterThan(started + 1_500);
  await expect(page.getByText(/Stale since|Not live|Updated by polling at/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('dual-ladder')).toHaveAttribute('data-stale', 'true');
  // The next report is three attempts later (each at most 5 s apart): not a storm of them.
  await page.waitForTimeout(4_000);
  expect(reports.length).toBe(1);
});
