import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Collects console errors and uncaught exceptions for the life of the page (a missing file, such as an external
 * script the demo did not stand in for, logs one too).
 */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * axe as the journeys run it: in the page itself (legacy mode: the default opens a blank page per check to merge
 * frame results, and the app has no cross-origin frame) and keeping only the violations' nodes. Home's check
 * took 4.3 s that way against 1.4 s this way; a savings list 2.0 against 0.7.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/** axe: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** The app has mounted when its own header (not the skeleton) is in the page. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('header.hs:not([data-skeleton])')).toBeVisible();
  await expect(page.locator('main#main h1').first()).toBeVisible();
}

export function editionUrl(edition: string, path: string): string {
  return edition === 'global' ? path : `http://${edition}.localhost:${process.env.E2E_PORT ?? 4173}${path}`;
}
