import type { Page } from '@playwright/test';

/** Counts the app's own calls to one earn endpoint (the service worker answers them). */
export function countCalls(page: Page, endpoint: string): { count: () => number } {
  let n = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/x-api/s1/byfi/${endpoint}`) n += 1;
  });
  return { count: () => n };
}
