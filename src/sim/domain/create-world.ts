import { STATE_VERSION, type WorldState } from './state';
import { defaultScenes } from './gray-release';
import { addDemoUsers } from './users';
import { writeDemoHistory, HISTORY_DAYS } from './demo-history';
import { DAY, MINUTE } from './time';
import { World, type WorldRuntimeOptions } from './world';
import type { RealTimeSource } from './clock';

export interface CreateWorldOptions {
  seed?: number;
  /** Simulated instant the world starts at; default a fixed date so tests are deterministic. */
  start?: number;
  /** Simulated ms per real ms (60 = one simulated hour per real minute; 0 = frozen). */
  speed?: number;
  /** Catalogue size: above the hand-made products, seeded filler products are added. */
  catalogueSize?: number;
  realNow?: RealTimeSource;
  /** Write the demo accounts' past activity (default true). */
  history?: boolean;
}

/** 2025-06-02 09:00 UTC: a Monday morning, so the first daily payouts and settlements come soon. */
export const DEFAULT_START = Date.UTC(2025, 5, 2, 9, 0, 0);

/** Fresh worlds by their options: writing the history takes a moment, a copy takes a millisecond. */
const freshStates = new Map<string, string>();

export function createWorld(options: CreateWorldOptions = {}): World {
  const seed = options.seed ?? 1;
  const realNow = options.realNow ?? (() => Date.now());
  const start = Math.floor((options.start ?? DEFAULT_START) / MINUTE) * MINUTE;
  // The speed is part of it: quote windows last real seconds, so the history's quotes depend on it.
  const key = JSON.stringify([
    seed,
    start,
    options.catalogueSize ?? null,
    options.history !== false,
    options.speed ?? 0,
  ]);
  const cached = freshStates.get(key);
  if (cached) {
    const state = JSON.parse(cached) as WorldState;
    state.clock = { real: realNow(), sim: start, speed: options.speed ?? 0 };
    return new World(state, runtime(realNow));
  }
  const historyStart = start - HISTORY_DAYS * DAY;
  const state: WorldState = {
    version: STATE_VERSION,
    seed,
    start,
    genesis: start - 30 * DAY,
    catalogueSize: options.catalogueSize ?? null,
    clock: { real: realNow(), sim: start, speed: options.speed ?? 0 },
    processedUntil: historyStart,
    seq: 1_000_000,
    users: {},
    products: {},
    orders: [],
    positions: [],
    records: [],
    pools: {},
    exports: [],
    sessions: {},
    scenes: defaultScenes({ insider: '1000006', vip: '1000003' }),
    maintenance: { all: false, productTypes: [] },
    registrations: [],
    shocks: [],
  };
  addDemoUsers(state, historyStart);
  const world = new World(state, runtime(realNow));
  if (options.history !== false) writeDemoHistory(world, start);
  world.at(start, () => undefined);
  // The clock starts at `start` from this real instant, however long the history took to write.
  world.clock.reanchor(start);
  world.state.clock = world.clock.snapshot();
  freshStates.set(key, JSON.stringify(world.state));
  return world;
}

function runtime(realNow: RealTimeSource): WorldRuntimeOptions {
  return { realNow };
}

/** Rebuilds a world from persisted state (null when it is from an older simulator version). */
export function restoreWorld(state: WorldState, realNow?: RealTimeSource): World | null {
  if (state.version !== STATE_VERSION) return null;
  // Saves from before price shocks existed have none.
  state.shocks ??= [];
  // Time paused while the page was closed: resume from the saved simulated instant.
  const world = new World(state, runtime(realNow ?? (() => Date.now())));
  world.clock.reanchor(state.clock.sim);
  return world;
}
