import fs from 'node:fs';

const SELF_UNREGISTER = /\n(\s*)\/\/ Unregister itself when there are no more clients\n\s*if \(remainingClients\.length === 0\) \{\n\s*self\.registration\.unregister\(\)\n\s*\}\n/;

/**
 * msw's worker for demo builds, kept registered when its last page closes. As shipped, the worker unregisters
 * itself when a page says it is closing; on a navigation in the same tab that races the next page, which may
 * find the registration and then have msw's fire-and-forget `registration.update()` reject on the uninstalling
 * registration (the intermittent uncaught "Failed to update a ServiceWorker ... mockServiceWorker.js"), or find
 * none and register again. A demo site wants its worker anyway; the worker still ignores requests while no page
 * has activated mocking.
 */
export function demoServiceWorker(source: string): string {
  if (!SELF_UNREGISTER.test(source)) {
    throw new Error('mockServiceWorker.js: the self-unregistration this build removes was not found (msw changed?)');
  }
  return source.replace(SELF_UNREGISTER, '\n$1// Demo builds keep the worker registered when the last page closes (scripts/lib/mock-service-worker.ts).\n');
}

export function writeDemoServiceWorker(from: string, to: string): void {
  fs.writeFileSync(to, demoServiceWorker(fs.readFileSync(from, 'utf8')));
}
