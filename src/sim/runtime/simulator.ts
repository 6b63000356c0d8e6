import { createWorld, restoreWorld } from '../domain/create-world';
import type { RealTimeSource } from '../domain/clock';
import type { World } from '../domain/world';
import type { WorldState } from '../domain/state';
import { emptyFaults, type EndpointFault, type FaultConfig } from '../faults/fault-config';
import type { StateStorage } from './state-storage';

export interface SimulatorConfig {
  seed: number;
  /** Simulated ms per real ms. */
  speed: number;
  catalogueSize?: number;
  /** Simulated start of a fresh world; default the real now (browser) or a fixed date (tests). */
  start?: () => number;
  storage: StateStorage | null;
  /** Saved state to resume (browser); used only when it matches the seed and catalogue size. */
  initialState?: WorldState | null;
  realNow?: RealTimeSource;
  /** How export links are served: blob URLs made in the page (browser) or an http path (node). */
  downloadMode: 'blob' | 'http';
  /** Called after a fault applied once is cleared, and on every change (the panel listens). */
  onFaultsChange?: (faults: FaultConfig) => void;
  /** Called when the saved state could not be resumed and a fresh world was started instead. */
  onDiscard?: (error: unknown) => void;
}

type Listener = () => void;

/**
 * The running simulated exchange: one world, the faults, persistence. Handlers and the panel share one
 * instance; `reset` swaps the world in place so handlers keep working.
 */
export class Simulator {
  world: World;
  faults: FaultConfig = emptyFaults();
  private readonly listeners = new Set<Listener>();
  private saveTimer: ReturnType<typeof setTimeout> | null = null;

  readonly config: SimulatorConfig;

  constructor(config: SimulatorConfig) {
    this.config = { ...config };
    const saved = config.initialState;
    const matches = saved && saved.seed === config.seed && saved.catalogueSize === (config.catalogueSize ?? null);
    let restored: World | null = null;
    if (matches) {
      try {
        restored = restoreWorld(saved, config.realNow);
      } catch (error) {
        // Validated, yet not resumable: a fresh world beats a blank demo.
        config.onDiscard?.(error);
        config.storage?.clear();
      }
    }
    this.world = restored ?? this.freshWorld();
    if (restored && restored.clock.speed !== config.speed) restored.clock.setSpeed(config.speed);
  }

  private freshWorld(): World {
    return createWorld({
      seed: this.config.seed,
      speed: this.config.speed,
      catalogueSize: this.config.catalogueSize,
      start: this.config.start?.(),
      realNow: this.config.realNow,
    });
  }

  /**
   * Starts over from the seeded state (optionally another seed or catalogue size); logged-in sessions
   * survive, since the demo users keep their ids.
   */
  reset(options: { seed?: number; catalogueSize?: number | undefined; speed?: number } = {}): void {
    const sessions = this.world.state.sessions;
    if (options.seed !== undefined) this.config.seed = options.seed;
    if ('catalogueSize' in options) this.config.catalogueSize = options.catalogueSize;
    if (options.speed !== undefined) this.config.speed = options.speed;
    this.config.storage?.clear();
    this.world = this.freshWorld();
    this.world.state.sessions = { ...sessions };
    this.saveNow();
    this.emit();
  }

  /** Puts every product under maintenance (answers 600) or lifts it. */
  setMaintenance(on: boolean): void {
    this.world.state.maintenance.all = on;
    this.saveNow();
    this.emit();
  }

  /** Changes the speed of simulated time from now on. */
  setSpeed(speed: number): void {
    this.config.speed = speed;
    this.world.clock.setSpeed(speed);
    this.saveNow();
    this.emit();
  }

  setFaults(faults: FaultConfig): void {
    this.faults = faults;
    this.config.onFaultsChange?.(faults);
    this.emit();
  }

  setEndpointFault(key: string, fault: EndpointFault | null): void {
    const endpoints = { ...this.faults.endpoints };
    if (fault) endpoints[key] = fault;
    else delete endpoints[key];
    this.setFaults({ ...this.faults, endpoints });
  }

  /** Persists soon (writes are batched: a burst of calls saves once). */
  save(): void {
    if (!this.config.storage || this.saveTimer !== null) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = null;
      this.saveNow();
    }, 250);
  }

  saveNow(): void {
    if (this.saveTimer !== null) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    this.world.state.clock = this.world.clock.snapshot();
    this.config.storage?.save(this.world.state);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
