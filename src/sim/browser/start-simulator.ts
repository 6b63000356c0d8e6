import { showDemoNotices, type Translate } from './demo-notice';
import { DemoNotices, prepareDemoStorage } from './demo-storage';

export interface StartedSimulator {
  /** Shows what happened to the demo's storage (a dropped saved state, page-memory only), translated. */
  showNotices(t: Translate): void;
}

/**
 * Demo builds: starts the simulated exchange before the app renders. Storage is made safe first (msw's
 * cookie store reads localStorage the moment msw loads), so msw and the handlers load only afterwards.
 */
export async function startSimulator(): Promise<StartedSimulator> {
  const notices = new DemoNotices();
  const storage = prepareDemoStorage(notices);
  const { runSimulator } = await import('./run-simulator');
  await runSimulator(storage, notices);
  return { showNotices: (t) => showDemoNotices(notices, t) };
}
