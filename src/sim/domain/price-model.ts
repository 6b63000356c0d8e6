import { coin as coinOf, type Coin } from './coins';
import { hash32, mix32, normalAt } from './prng';
import { dec, type Dec } from './money';
import { DAY, MINUTE } from './time';

/**
 * Spot prices as a seeded random walk: a mean-reverting walk in log space, one step per simulated
 * minute from the world's genesis (and, for the history before it, a second walk running backwards from
 * genesis). A price is a pure function of (seed, coin, time), so it needs no storage, survives reloads and
 * is the same for the REST ticker, the candles, the socket and settlement.
 */
const STEP_MS = MINUTE;
/** Pull towards the reference price: about three simulated days to forget a shock. */
const REVERSION = 1 / (3 * 1440);

/**
 * A price shock (`?sim=shock:BTC:+6`): from `at` on, the coin's USD price is the walk's times `factor`
 * (a decimal string). Shocks belong to a world's state; several on one coin compound.
 */
export interface PriceShock {
  coin: number;
  at: number;
  factor: string;
}

/** Per-coin paths of one walk, grown as far as asked. */
interface WalkPaths {
  paths: Map<number, Float64Array>;
  lengths: Map<number, number>;
}

/** The walk's per-coin paths: shared by every model of one (seed, genesis), whatever their shocks. */
interface WalkCache extends WalkPaths {
  /** The walk before genesis: index k holds step -k. */
  back?: WalkPaths;
}

const noShocks = (): readonly PriceShock[] => [];

export interface PriceStats {
  open: Dec;
  high: Dec;
  low: Dec;
  close: Dec;
  /** Base-coin volume over the window. */
  volume: Dec;
  /** Quote-coin volume over the window. */
  quoteVolume: Dec;
  /** close / open - 1 */
  change: Dec;
}

/**
 * One candle of the history: its open time and the window figures of its minutes (each minute at its start); for
 * the candle running at `now`, the close is the price at `now` (as the ticker's).
 */
export interface PriceCandle extends Omit<PriceStats, 'change'> {
  /** Open time, epoch ms. */
  at: number;
}

export class PriceModel {
  constructor(
    readonly seed: number,
    /** Simulated epoch ms where every walk starts at its reference price. */
    readonly genesis: number,
    /** Read on every price: a world's shocks list changes while the model lives. */
    private readonly shocks: () => readonly PriceShock[] = noShocks,
    private readonly walk: WalkCache = { paths: new Map(), lengths: new Map() },
  ) {}

  /** The same walk (sharing its cache) with a world's shocks on top. */
  withShocks(shocks: () => readonly PriceShock[]): PriceModel {
    return new PriceModel(this.seed, this.genesis, shocks, this.walk);
  }

  /** Price of one coin in USD (stablecoins are fixed at 1, spec §5): the walk times the shocks up to `at`. */
  price(coinValue: number, at: number): Dec {
    const coin = coinOf(coinValue);
    if (coin.stable) return dec(1);
    return this.priceAt(coin, this.stepOf(at), at);
  }

  /** Price of `base` in units of `quote` (e.g. SOL in USDT). */
  cross(base: number, quote: number, at: number): Dec {
    return this.price(base, at).div(this.price(quote, at));
  }

  /**
   * Average of the per-minute prices over the `windowMs` before `at` (dual-asset settlement price): for
   * 08:00 the minutes 07:30 to 07:59, not the minute that starts at 08:00.
   */
  average(base: number, quote: number, at: number, windowMs = 30 * MINUTE): Dec {
    const last = this.stepOf(at - 1);
    const first = last - Math.max(1, Math.round(windowMs / STEP_MS)) + 1;
    let sum = dec(0);
    // Each minute at its start: a minute that began before a shock counts unshocked.
    for (let step = first; step <= last; step++) {
      sum = sum.plus(this.crossAtStep(base, quote, step, this.timeOf(step)));
    }
    return sum.div(last - first + 1);
  }

  /**
   * Candles of `base` in `quote` opening at the given times (each `[at, next)`, cut at `now`): open is the
   * price of the first minute, high and low the extremes of its minutes, close the last minute's (or the
   * price at `now`), so a 1-minute candle's open is exactly the minute price settlement averages.
   */
  candles(base: number, quote: number, opens: readonly { at: number; end: number }[], now: number): PriceCandle[] {
    const stream = hash32(`vol:${this.seed}:${base}`);
    const b = coinOf(base);
    const q = coinOf(quote);
    // Without a shock on either coin the walk alone orders the minutes (the common case, read without closures).
    const shocked = this.shocks().some((shock) => shock.coin === b.enum || shock.coin === q.enum);
    return opens
      .filter((c) => c.at <= now)
      .map(({ at, end }) => {
        const first = this.stepOf(at);
        const running = end > now;
        const last = running ? this.stepOf(now) : this.stepOf(end - 1);
        // Extremes found on the walk's floats, then priced exactly: the price is monotonic in the walk.
        let hi = first;
        let lo = first;
        let hiValue = -Infinity;
        let loValue = Infinity;
        let weight = 0;
        for (let step = first; step <= last; step++) {
          const value = shocked
            ? this.crossLog(b, q, step, this.timeOf(step))
            : (b.stable ? 0 : this.logDeviation(b, step)) - (q.stable ? 0 : this.logDeviation(q, step));
          if (value > hiValue) [hi, hiValue] = [step, value];
          if (value < loValue) [lo, loValue] = [step, value];
          if (step % 15 === 0) weight += ((mix32(stream, step) % 1000) + 200) * 15;
        }
        const open = this.crossAtStep(base, quote, first, this.timeOf(first));
        const close = this.crossAtStep(base, quote, last, running ? now : this.timeOf(last));
        // Synthetic volume as the ticker's (units shrink with the price), priced at the candle's mid.
        // (in floats: a 40-digit square root per candle cost more than the rest of the candle)
        const volume = dec((weight / Math.sqrt(open.toNumber() + 1)).toFixed(4));
        const quoteVolume = volume.times(open.plus(close).div(2));
        let high = this.crossAtStep(base, quote, hi, this.timeOf(hi));
        let low = this.crossAtStep(base, quote, lo, this.timeOf(lo));
        for (const p of [open, close]) {
          if (p.greaterThan(high)) high = p;
          if (p.lessThan(low)) low = p;
        }
        return { at, open, high, low, close, volume, quoteVolume: quoteVolume.toDecimalPlaces(2) };
      });
  }

  /** Open/high/low/close and synthetic volume over a window ending at `at` (24 h by default). */
  stats(base: number, quote: number, at: number, windowMs = DAY): PriceStats {
    const last = this.stepOf(at);
    const first = last - Math.round(windowMs / STEP_MS);
    let high = this.crossAtStep(base, quote, first, this.timeOf(first));
    let low = high;
    let volume = dec(0);
    let quoteVolume = dec(0);
    const stream = hash32(`vol:${this.seed}:${base}`);
    // Sample every 15 steps: exact enough for a ticker, cheap enough for every socket push.
    for (let step = first; step <= last; step += 15) {
      const p = this.crossAtStep(base, quote, step, this.timeOf(step));
      if (p.greaterThan(high)) high = p;
      if (p.lessThan(low)) low = p;
      const units = dec(((mix32(stream, step) % 1000) + 200) * 15).div(p.plus(1).sqrt());
      volume = volume.plus(units);
      quoteVolume = quoteVolume.plus(units.times(p));
    }
    const open = this.crossAtStep(base, quote, first, this.timeOf(first));
    // The close is the price at `at` itself, so a shock shows at once.
    const close = this.crossAtStep(base, quote, last, at);
    if (close.greaterThan(high)) high = close;
    if (close.lessThan(low)) low = close;
    return { open, high, low, close, volume, quoteVolume, change: close.div(open).minus(1) };
  }

  /** Negative before genesis (the backward walk). */
  private stepOf(at: number): number {
    return Math.floor((at - this.genesis) / STEP_MS);
  }

  private timeOf(step: number): number {
    return this.genesis + step * STEP_MS;
  }

  private crossAtStep(base: number, quote: number, step: number, at: number): Dec {
    const b = coinOf(base);
    const q = coinOf(quote);
    const bp = b.stable ? dec(1) : this.priceAt(b, step, at);
    const qp = q.stable ? dec(1) : this.priceAt(q, step, at);
    return bp.div(qp);
  }

  /**
   * The cross's log deviation from the reference prices (shocks included), only to find a candle's extremes:
   * the exact price is monotonic in it. Never a figure anyone reads.
   */
  private crossLog(base: Coin, quote: Coin, step: number, at: number): number {
    const shocks = this.shocks();
    const log = (coin: Coin) => {
      if (coin.stable) return 0;
      let x = this.logDeviation(coin, step);
      for (const shock of shocks) if (shock.coin === coin.enum && at >= shock.at) x += Math.log(Number(shock.factor));
      return x;
    };
    return log(base) - log(quote);
  }

  private priceAt(coin: Coin, step: number, at: number): Dec {
    const walk = this.priceAtStep(coin, step);
    let factor: Dec | null = null;
    for (const shock of this.shocks()) {
      if (shock.coin === coin.enum && at >= shock.at) factor = (factor ?? dec(1)).times(shock.factor);
    }
    return factor ? walk.times(factor).toSignificantDigits(8) : walk;
  }

  private priceAtStep(coin: Coin, step: number): Dec {
    const x = this.logDeviation(coin, step);
    // Eight significant digits: a realistic tick, and stable decimal strings.
    return dec(coin.basePrice)
      .times(dec(Math.exp(x)).toSignificantDigits(12))
      .toSignificantDigits(8);
  }

  private logDeviation(coin: Coin, step: number): number {
    if (step < 0) {
      // Before genesis: the same mean-reverting walk on its own stream, run backwards from 0.
      this.walk.back ??= { paths: new Map(), lengths: new Map() };
      return walkTo(this.walk.back, coin, `walk-back:${this.seed}:${coin.name}`, -step);
    }
    return walkTo(this.walk, coin, `walk:${this.seed}:${coin.name}`, step);
  }
}

/** Step `step` of a coin's walk on `streamKey`'s stream, extending the cached path as far as needed. */
function walkTo(cache: WalkPaths, coin: Coin, streamKey: string, step: number): number {
  let path = cache.paths.get(coin.enum);
  let length = cache.lengths.get(coin.enum) ?? 0;
  if (!path || step >= path.length) {
    const grown = new Float64Array(Math.max(step + 1 + 1440, (path?.length ?? 0) * 2, 4096));
    if (path) grown.set(path.subarray(0, length));
    path = grown;
    cache.paths.set(coin.enum, path);
  }
  if (step >= length) {
    const stream = hash32(streamKey);
    const sigma = coin.volatility / Math.sqrt(1440);
    if (length === 0) {
      path[0] = 0;
      length = 1;
    }
    for (let k = length; k <= step; k++) path[k] = (path[k - 1] ?? 0) * (1 - REVERSION) + sigma * normalAt(stream, k);
    length = step + 1;
    cache.lengths.set(coin.enum, length);
  }
  return path[step] ?? 0;
}
