import { setupServer } from 'msw/node';
import { DEFAULT_START } from '../domain/create-world';
import { emptyFaults } from '../faults/fault-config';
import { httpHandlers } from '../handlers/http-handlers';
import { earnSocketHandlers } from '../realtime/earn-socket-handler';
import { quoteStreamHandler } from '../realtime/quote-stream-handler';
import { Simulator } from '../runtime/simulator';

/**
 * The simulated exchange for vitest: msw/node over the same handlers as the demo build. Time is frozen
 * (speed 0) at a fixed start so tests are deterministic; move it with `advanceSimulatedTime`.
 *
 *   beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
 *   beforeEach(() => resetSimulator());
 *   afterEach(() => simServer.resetHandlers());
 *   afterAll(() => simServer.close());
 */
export const simulator = new Simulator({
  seed: 1,
  speed: 0,
  start: () => DEFAULT_START,
  storage: null,
  downloadMode: 'http',
});

export const simServer = setupServer(
  ...httpHandlers(simulator),
  ...earnSocketHandlers(simulator),
  quoteStreamHandler(simulator),
);

export interface ResetOptions {
  /** Catalogue size, e.g. 500 for the performance test (the hand-made catalogue has 80 products). */
  catalogueSize?: number;
  /** Simulated ms per real ms (0 = frozen, the default in tests). */
  speed?: number;
}

/** A fresh, seeded, deterministic world with no faults and nobody logged in. */
export function resetSimulator(seed = 1, options: ResetOptions = {}): void {
  simulator.reset({ seed, catalogueSize: options.catalogueSize, speed: options.speed ?? 0 });
  simulator.world.state.sessions = {};
  simulator.world.limiter.reset();
  simulator.setFaults(emptyFaults());
}

/** Moves simulated time forward; scheduled events (accrual, payouts, settlements, exports) happen on the next call. */
export function advanceSimulatedTime(ms: number): void {
  simulator.world.clock.advance(ms);
}
