import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What a demo site serves besides the app: msw's worker at the root (run-simulator.ts registers it there)… */
export const DEMO_WORKER_PATH = '/mockServiceWorker.js';
const MSW_WORKER = path.join(ROOT, 'node_modules/msw/lib/mockServiceWorker.js');
/** …and the stand-ins for the exchange's external scripts, at the paths the exchange serves them. */
export const STAND_INS_DIR = path.join(ROOT, 'src/sim/static');

const SELF_UNREGISTER =
  /\n(\s*)\/\/ Unregister itself when there are no more clients\n\s*if \(remainingClients\.length === 0\) \{\n\s*self\.registration\.unregister\(\)\n\s*\}\n/;

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
  return source.replace(
    SELF_UNREGISTER,
    '\n$1// Demo builds keep the worker registered when the last page closes (scripts/lib/mock-service-worker.ts).\n',
  );
}

/** The demo's worker text, from the installed msw. */
export function demoServiceWorkerText(): string {
  return demoServiceWorker(fs.readFileSync(MSW_WORKER, 'utf8'));
}
