import { applyAprMove } from './apr-moves';
import { buildCatalogue, type Catalogue } from './catalogue/catalogue';
import type { Product } from './catalogue/product';
import { SimClock, type RealTimeSource } from './clock';
import { SimCode, fail } from './errors';
import { PriceModel, type PriceShock } from './price-model';
import type { ProductBook, UserState, WorldState } from './state';
import { advanceTo } from './engine';
import { RateLimiter } from './rate-limit';
import { hash32 } from './prng';
import { dec } from './money';

/** A quote window's length in real ms; a quote lives two windows. */
const QUOTE_WINDOW_REAL_MS = 30_000;

/** Prices are a pure function of (seed, genesis): worlds of the same seed share one walk and its cache. */
const priceModels = new Map<string, PriceModel>();

function sharedPrices(seed: number, genesis: number): PriceModel {
  const key = `${seed}:${genesis}`;
  let model = priceModels.get(key);
  if (!model) {
    model = new PriceModel(hash32(`prices:${seed}`), genesis);
    priceModels.set(key, model);
  }
  return model;
}

export interface WorldRuntimeOptions {
  realNow?: RealTimeSource;
}

/**
 * The running exchange: persisted state plus what is rebuilt from it (catalogue, price walk, clock).
 * Every entry point calls `sync()` first, so scheduled events (activation, accrual, payouts, maturity,
 * settlement, export jobs) have happened up to the simulated now.
 */
export class World {
  readonly catalogue: Catalogue;
  readonly prices: PriceModel;
  readonly clock: SimClock;
  readonly limiter: RateLimiter;
  /**
   * Faults injected for tests and reviewers (not persisted): users (or '*') whose next order or export fails,
   * whose next waiting order is held past its time (ms) or whose next subscription is filled in part (share),
   * and where export files are served from.
   */
  readonly injected = {
    failOrders: new Set<string>(),
    failExports: new Set<string>(),
    holdOrders: new Map<string, number>(),
    partialFills: new Map<string, string>(),
    /** The origin export download links point at, when not this page's (`files:elsewhere`). */
    filesOrigin: null as string | null,
  };
  /** Fixed time while the seeded history is written; null in normal running. */
  private frozenAt: number | null = null;
  private seeding = false;

  constructor(
    readonly state: WorldState,
    options: WorldRuntimeOptions = {},
  ) {
    this.catalogue = buildCatalogue({ start: state.start }, state.seed, state.catalogueSize ?? undefined);
    // Rate moves are saved, the catalogue is rebuilt from the seed: lay them over it again.
    for (const move of state.aprMoves ?? []) {
      const product = this.catalogue.get(move.productId);
      if (product) applyAprMove(product, dec(move.delta));
    }
    // Read through `this.state`: dryRun swaps the state's arrays for copies.
    this.prices = sharedPrices(state.seed, state.genesis).withShocks(() => this.state.shocks);
    this.clock = new SimClock(state.clock, options.realNow);
    this.limiter = new RateLimiter(
      () => this.clock.real(),
      () => !this.seeding,
    );
  }

  now(): number {
    return this.frozenAt ?? this.clock.now();
  }

  /** Runs `write` at a fixed simulated time (seeding history), processing events up to it first. */
  at<T>(time: number, write: () => T): T {
    this.frozenAt = time;
    this.seeding = true;
    try {
      this.sync();
      return write();
    } finally {
      this.frozenAt = null;
      this.seeding = false;
    }
  }

  /** Runs an engine step at its own simulated time, without syncing (the engine is the one syncing). */
  during<T>(time: number, step: () => T): T {
    const previous = this.frozenAt;
    this.frozenAt = time;
    try {
      return step();
    } finally {
      this.frozenAt = previous;
    }
  }

  /** Runs `fn` and then puts the state back as it was: previews compute with the real rules. */
  dryRun<T>(fn: () => T): T {
    const snapshot = JSON.stringify(this.state);
    const seeding = this.seeding;
    this.seeding = true;
    try {
      return fn();
    } finally {
      this.seeding = seeding;
      const restored = JSON.parse(snapshot) as WorldState;
      for (const key of Object.keys(this.state) as Array<keyof WorldState>) delete this.state[key];
      Object.assign(this.state, restored);
    }
  }

  /** Processes every scheduled event up to now. */
  sync(): void {
    const now = this.now();
    if (now > this.state.processedUntil) advanceTo(this, now);
    this.state.clock = this.clock.snapshot();
  }

  /**
   * Simulated ms that last `realMs` of real time at the current speed (never less than `realMs`). A quote is
   * read and confirmed by a person, so every quote lifetime is written in real time through this: at the
   * demo's speed 15 simulated seconds would be a quarter of a real second.
   */
  realSpanMs(realMs: number): number {
    return realMs * Math.max(1, this.clock.speed);
  }

  /** How often the quoted families' quote window turns over, in simulated ms: 30 s of real time. */
  quoteTtlMs(): number {
    return this.realSpanMs(QUOTE_WINDOW_REAL_MS);
  }

  /**
   * Multiplies a coin's price by `factor` from now on (`?sim=shock:...`). The time is the current whole second,
   * so a quote window can start at the shock (quote ids carry seconds).
   */
  shock(coin: number, factor: string): PriceShock {
    this.sync();
    const shock = { coin, at: Math.floor(this.now() / 1000) * 1000, factor };
    this.state.shocks.push(shock);
    return shock;
  }

  product(id: string): Product | undefined {
    return this.catalogue.get(id);
  }

  requireProduct(id: string, type?: number): Product {
    const product = this.catalogue.get(id);
    if (!product || (type !== undefined && product.type !== type)) fail(SimCode.ProductNotFound, 'product not found');
    return product;
  }

  book(productId: string): ProductBook {
    return (this.state.products[productId] ??= { deposited: '0', participants: [] });
  }

  user(id: string): UserState | undefined {
    return this.state.users[id];
  }

  requireUser(id: string | null): UserState {
    const user = id === null ? undefined : this.state.users[id];
    if (!user) fail(SimCode.NotLoggedIn);
    return user;
  }
}
