/**
 * Simulated server time: real time scaled by a speed factor from an anchor, so a reviewer can watch an
 * hour of interest accrue in a minute. With a fixed real-time source (tests) it is fully deterministic.
 */
export interface ClockAnchor {
  /** Real epoch ms when the anchor was taken. */
  real: number;
  /** Simulated epoch ms at that real instant. */
  sim: number;
  /** Simulated ms per real ms; 0 freezes time (tests advance it by hand). */
  speed: number;
}

export type RealTimeSource = () => number;

export class SimClock {
  private anchor: ClockAnchor;

  constructor(
    anchor: ClockAnchor,
    private readonly realNow: RealTimeSource = () => Date.now(),
  ) {
    if (!(anchor.speed >= 0)) throw new Error('clock speed must be 0 or positive');
    this.anchor = { ...anchor };
  }

  /** Simulated epoch ms now. */
  now(): number {
    return Math.floor(this.anchor.sim + (this.realNow() - this.anchor.real) * this.anchor.speed);
  }

  /** Real epoch ms now (rate limits count real requests, not simulated time). */
  real(): number {
    return this.realNow();
  }

  get speed(): number {
    return this.anchor.speed;
  }

  /** Changes the speed from now on without a jump in simulated time. */
  setSpeed(speed: number): void {
    if (!(speed >= 0)) throw new Error('clock speed must be 0 or positive');
    this.anchor = { real: this.realNow(), sim: this.now(), speed };
  }

  /** Moves simulated time forward (never backwards: the ledger has already been written up to now). */
  advance(ms: number): void {
    if (ms < 0) throw new Error('simulated time does not run backwards');
    this.anchor = { real: this.realNow(), sim: this.now() + ms, speed: this.anchor.speed };
  }

  /** Restarts from `sim` at this real instant, at the same speed (reload resumes where it stopped). */
  reanchor(sim: number): void {
    this.anchor = { real: this.realNow(), sim, speed: this.anchor.speed };
  }

  /** The anchor to persist: reloading resumes at the simulated time reached, at the same speed. */
  snapshot(): ClockAnchor {
    return { real: this.realNow(), sim: this.now(), speed: this.anchor.speed };
  }
}
