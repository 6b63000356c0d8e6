import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { emptyFaults, type FaultConfig } from '../faults/fault-config';
import { parseSimParams, type SimParams } from '../faults/parse-sim-param';
import { httpHandlers } from '../handlers/http-handlers';
import { MAIN_BASE } from '../handlers/route';
import { earnSocketHandlers } from '../realtime/earn-socket-handler';
import { quoteStreamHandler } from '../realtime/quote-stream-handler';
import { Simulator } from '../runtime/simulator';
import { browserStateStorage, loadTabFaults, memoryStateStorage, saveTabFaults } from '../runtime/state-storage';
import { applyWorldDirectives } from '../runtime/world-directives';
import { controlHandler, kycHandler } from './control-handler';
import type { DemoNotices } from './demo-storage';
import { withHandledWorkerUpdates } from './handled-worker-updates';

/** One simulated hour per real minute. */
const DEFAULT_SPEED = 60;
const PANEL_ID = 'earn-sim-panel';

function initialFaults(params: SimParams): FaultConfig {
  const kept = params.clear ? emptyFaults() : (loadTabFaults() ?? emptyFaults());
  return {
    endpoints: { ...kept.endpoints, ...params.faults.endpoints },
    sockets: { ...kept.sockets, ...params.faults.sockets },
  };
}

/**
 * Starts the simulated exchange (start-simulator.ts has made storage safe first). Registers the msw service
 * worker (`/mockServiceWorker.js`, scope `/`), resumes the reviewer's saved world (validated; an unreadable one
 * is dropped with a notice) unless the URL asks otherwise (`?sim=...`, docs/simulator.md), applies the tab's
 * faults, and mounts the panel.
 */
export async function runSimulator(browserStorage: Storage, notices: DemoNotices): Promise<void> {
  const params = parseSimParams(new URLSearchParams(window.location.search).getAll('sim'));
  for (const error of params.errors)
    console.warn(`simulator: ignored ?sim directive "${error}" (see docs/simulator.md)`);
  const storage = params.memory
    ? memoryStateStorage()
    : browserStateStorage(browserStorage, { onDiscard: () => notices.add('stateDiscarded') });
  if (params.reset) storage.clear();
  const saved = storage.load();
  const sim = new Simulator({
    seed: params.seed ?? saved?.seed ?? 1,
    speed: params.speed ?? saved?.clock.speed ?? DEFAULT_SPEED,
    catalogueSize: params.catalogueSize ?? saved?.catalogueSize ?? undefined,
    start: () => Date.now(),
    storage,
    initialState: saved,
    downloadMode: 'blob',
    onFaultsChange: saveTabFaults,
    onDiscard: () => notices.add('stateDiscarded'),
  });
  sim.setFaults(initialFaults(params));
  applyWorldDirectives(sim, params);

  const worker = setupWorker(
    controlHandler(sim),
    kycHandler(sim),
    ...httpHandlers(sim),
    ...earnSocketHandlers(sim),
    quoteStreamHandler(sim),
  );
  try {
    await withHandledWorkerUpdates(() =>
      worker.start({
        serviceWorker: { url: '/mockServiceWorker.js', options: { scope: '/' } },
        quiet: true,
        onUnhandledRequest(request, print) {
          // Static assets, translations and pages are served by the host; only a missed API call is news.
          if (isCommonAssetRequest(request)) return;
          if (new URL(request.url).pathname.startsWith(`${MAIN_BASE}/`)) print.warning();
        },
      }),
    );
  } catch (error) {
    // Service workers refused (site cookies blocked, some private modes): the app still renders, with its own
    // error states for every call, and the reviewer is told why.
    console.error('simulator: the simulated exchange could not start', error);
    notices.add('simulatorUnavailable');
    return;
  }
  window.addEventListener('pagehide', () => sim.saveNow());
  // Time moves on while the page is open: persist the clock now and then, not only on writes.
  window.setInterval(() => sim.saveNow(), 15_000);

  if (params.panel) {
    const { mountSimPanel } = await import('../panel/mount-sim-panel');
    const host =
      document.getElementById(PANEL_ID) ??
      document.body.appendChild(Object.assign(document.createElement('div'), { id: PANEL_ID }));
    mountSimPanel(host, sim);
  }
}
