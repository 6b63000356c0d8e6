import type { Locator, Page } from '@playwright/test';

type ShotOptions = Parameters<Page['screenshot']>[0] & { path: string };

/**
 * Screenshots for people to look at (tests/artifacts, desktop, phone, Arabic, dark). Taken when E2E_SHOTS is
 * set (`E2E_SHOTS=1 npx playwright test ...`); `npm test` asserts without them: a full-page capture of a long
 * page costs one to four seconds on two cores, about a minute of the suite's wall time in all.
 */
export async function shot(target: Page | Locator, options: ShotOptions): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  await target.screenshot(options);
}
