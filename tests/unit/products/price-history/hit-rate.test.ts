import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/decimal';
import { readCandles, candleRange, type Candle } from '@/products/price-history/candles';
import { hitRate, timeOfDay, type HitRateInput } from '@/products/price-history/hit-rate';
import { historyRequest, HIT_RATE_WINDOW } from '@/products/price-history/windows';
import { hitRatesOf } from '@/products/price-history/use-price-history';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (month: number, day: number, hour = 8) => Date.UTC(2025, month - 1, day, hour);

/** Opens at 08:00 UTC, 28 January to 4 February 2025 (the month ends in the middle). */
const OPENS: Array<[number, string]> = [
  [at(1, 28), '100'],
  [at(1, 29), '110'],
  [at(1, 30), '90'],
  [at(1, 31), '95'],
  [at(2, 1), '100'],
  [at(2, 2), '80'],
  [at(2, 3), '99'],
  [at(2, 4), '120'],
];
const candle = ([time, open]: [number, string]): Candle => ({ time, open, high: open, low: open, close: open });

function input(over: Partial<HitRateInput> = {}): HitRateInput {
  return {
    candles: OPENS.map(candle),
    bounds: [{ side: 'below', price: new Decimal(95) }],
    reference: new Decimal(100),
    termMs: 3 * DAY,
    settleTimeOfDayMs: 8 * HOUR,
    from: at(1, 28, 0),
    to: at(2, 5, 0),
    ...over,
  };
}

describe('hit rate', () => {
  it('counts the days a target 5 % under today was passed three days on, across a month end', () => {
    // Starts 28, 29, 30, 31 Jan and 1 Feb (1 Feb + 3 days = 4 Feb 08:00, inside; 2 Feb would end after `to`).
    // 100→95 (95×100 = 100×95: at the level counts), 110→100 (10000 ≤ 10450), 90→80 (8000 ≤ 8550): hits;
    // 95→99 and 100→120: not. 30 Jan → 2 Feb crosses the month end.
    const rate = hitRate(input());
    expect(rate).toMatchObject({ hits: 3, samples: 5, days: 5 });
    expect(rate.percent?.toFixed()).toBe('60');
  });

  it('leaves out a day whose end has no candle and says so', () => {
    const gappy = OPENS.filter(([time]) => time !== at(2, 2)).map(candle);
    const rate = hitRate(input({ candles: gappy }));
    // 30 Jan → 2 Feb has no end price: 2 hits of 4 samples, 5 days in the window.
    expect(rate).toMatchObject({ hits: 2, samples: 4, days: 5 });
    expect(rate.percent?.toFixed()).toBe('50');
  });

  it('counts a range as passed on either side', () => {
    const rate = hitRate(
      input({
        bounds: [
          { side: 'below', price: new Decimal(95) },
          { side: 'above', price: new Decimal(110) },
        ],
      }),
    );
    // 1 Feb → 4 Feb: 120 × 100 ≥ 100 × 110, the fourth hit; 31 Jan → 3 Feb (99) stays inside.
    expect(rate).toMatchObject({ hits: 4, samples: 5 });
    expect(rate.percent?.toFixed()).toBe('80');
  });

  it('keeps an exact share and reads a sell-high target above', () => {
    const rate = hitRate(input({ bounds: [{ side: 'above', price: new Decimal(105) }], from: at(1, 30, 0) }));
    // Starts 30, 31 Jan and 1 Feb: 90→80 no, 95→99 (9900 ≥ 9975? no), 100→120 yes.
    expect(rate).toMatchObject({ hits: 1, samples: 3, days: 3 });
    expect(rate.percent?.equals(new Decimal(100).div(3))).toBe(true);
  });

  it('has no rate without samples, and reads 8-hour terms at their slot', () => {
    expect(hitRate(input({ candles: [] })).percent).toBeNull();
    const eight = hitRate(
      input({
        termMs: 8 * HOUR,
        settleTimeOfDayMs: 0,
        candles: [candle([at(2, 1, 0), '100']), candle([at(2, 1, 8), '94'])],
        from: at(2, 1, 0),
        to: at(2, 2, 0),
      }),
    );
    expect(eight).toMatchObject({ hits: 1, samples: 1, days: 1 });
    expect(timeOfDay(at(2, 3, 8))).toBe(8 * HOUR);
  });
});

describe('candles', () => {
  it('sorts, keeps one per time and drops rows that are not positive prices', () => {
    const rows = [
      { t: 2, s: 'BTCUSDT', o: '2', h: '3', l: '1', c: '2.5' },
      { t: 1, s: 'BTCUSDT', o: '1', h: '4', l: '0.5', c: '2' },
      { t: 3, s: 'BTCUSDT', o: '0', h: '3', l: '1', c: '2' },
      { t: 2, s: 'BTCUSDT', o: '2', h: '3.5', l: '1', c: '2.25' },
    ];
    const candles = readCandles(rows);
    expect(candles.map((c) => c.time)).toEqual([1, 2]);
    expect(candles[1]?.close).toBe('2.25');
    expect(candleRange(candles)).toEqual({ high: '4', low: '0.5', last: '2.25' });
  });

  it('asks for 90 days of 4-hour candles ending at the candle running now', () => {
    const request = historyRequest('BTCUSDT', HIT_RATE_WINDOW, at(6, 2, 9) + 17 * 60_000);
    expect(request).toEqual({
      symbol: 'BTCUSDT',
      interval: '4h',
      from: String(at(6, 2, 8) - 90 * DAY),
      to: String(at(6, 2, 8)),
      limit: '541',
    });
  });
});

describe("a market's hit rates", () => {
  it('answers the same level, term and time of day once, however often a live ladder asks', () => {
    const rates = hitRatesOf(OPENS.map(candle), at(1, 28, 0), at(2, 5, 0));
    const ask = (price: number, term = 3 * DAY) =>
      rates?.of([{ side: 'below', price: new Decimal(price) }], term, at(3, 1, 8));
    const first = ask(95);
    expect(first).toEqual(hitRate(input({ reference: new Decimal(120) })));
    expect(ask(95)).toBe(first);
    expect(ask(95, 2 * DAY)).not.toBe(first);
    expect(ask(119)?.hits).toBeGreaterThan(0);
  });
});
