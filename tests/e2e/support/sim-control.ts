import { expect, type Page } from '@playwright/test';

/**
 * Sends `?sim=` directives to the running simulator (its control route), from inside the page so the mock worker
 * answers; fails the test when the simulator refuses one. `advance:9` moves simulated time nine hours on, and
 * what falls due meanwhile (settlements, renewals, rewards) happens before it answers.
 */
export async function simDirectives(page: Page, directives: string): Promise<void> {
  const answer = await page.evaluate(
    async (body) =>
      (await fetch('/__sim/directives', { method: 'POST', body })).json() as Promise<{ errors?: string[] }>,
    directives,
  );
  expect(answer.errors ?? []).toEqual([]);
}
