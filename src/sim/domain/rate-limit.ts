import { SimCode, fail } from './errors';

/**
 * Per user and action, at most `limit` calls in a sliding window of real time (a flood of clicks is a
 * real-time thing, whatever the simulated clock does). Answers 315.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly realNow: () => number,
    /** Off while the seeded history is written (many orders in one real instant). */
    private readonly enabled: () => boolean = () => true,
    readonly limit = 10,
    readonly windowMs = 10_000,
  ) {}

  check(key: string): void {
    if (!this.enabled()) return;
    const now = this.realNow();
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      fail(SimCode.RateLimited);
    }
    recent.push(now);
    this.hits.set(key, recent);
  }

  reset(): void {
    this.hits.clear();
  }
}
