import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { klineResultSchema } from '@/api/main/kline';
import { tickerResultSchema } from '@/api/main/ticker';
import { candleOpen, candleSpans } from '@/sim/domain/candle-times';
import { coinByName } from '@/sim/domain/coins';
import { settlementPrice } from '@/sim/domain/settlement-payout';
import { DAY, HOUR, MINUTE } from '@/sim/domain/time';
import { resetSimulator, simServer, simulator } from '@/sim/node/sim-server';
import { call, MAIN, resultOf } from './http-kit';

beforeAll(() => simServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetSimulator());
afterAll(() => simServer.close());

const kline = (query: string) => call('GET', `${MAIN}/spot/api/quote/v1/kline?${query}`);
const BTC = coinByName('BTC')?.enum ?? -1;
const USDT = coinByName('USDT')?.enum ?? -1;

describe('candle times', () => {
  it('opens fixed intervals on UTC boundaries, weeks on Monday, months on the 1st', () => {
    const at = Date.UTC(2025, 5, 2, 9, 17); // Monday 2 June 2025 09:17
    expect(candleOpen('4h', at)).toBe(Date.UTC(2025, 5, 2, 8));
    expect(candleOpen('15m', at)).toBe(Date.UTC(2025, 5, 2, 9, 15));
    expect(candleOpen('1w', at)).toBe(Date.UTC(2025, 5, 2));
    expect(candleOpen('1w', Date.UTC(2025, 5, 1, 23))).toBe(Date.UTC(2025, 4, 26));
    expect(candleOpen('1M', at)).toBe(Date.UTC(2025, 5, 1));
    const months = candleSpans('1M', at, 3);
    expect(months.map((s) => new Date(s.at).toISOString().slice(0, 10))).toEqual([
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
    ]);
    expect(months[0]?.end).toBe(Date.UTC(2025, 4, 1));
  });
});

describe('kline endpoint', () => {
  it('serves 90 days of 4-hour candles, before the world began too, ending with the running candle', async () => {
    const now = simulator.world.now();
    const candles = resultOf(
      await kline(`symbol=301.BTCUSDT&interval=4h&from=${now - 90 * DAY}&limit=1000`),
      klineResultSchema,
    );
    expect(candles).toHaveLength(90 * 6 + 1);
    expect(candles.every((c, i) => i === 0 || c.t - (candles[i - 1]?.t ?? 0) === 4 * HOUR)).toBe(true);
    expect(candles.at(-1)?.t).toBe(candleOpen('4h', now));
    for (const c of candles) {
      expect(new Decimal(c.h).greaterThanOrEqualTo(Decimal.max(c.o, c.c, c.l))).toBe(true);
      expect(new Decimal(c.l).lessThanOrEqualTo(Decimal.min(c.o, c.c))).toBe(true);
    }
    // The history moves before genesis (30 days back), not a flat line.
    expect(new Set(candles.slice(0, 100).map((c) => c.o)).size).toBeGreaterThan(50);
  });

  it("agrees with the price model, the ticker's last price and the settlement average", async () => {
    const world = simulator.world;
    const now = world.now();
    const candles = resultOf(await kline('symbol=BTCUSDT&interval=4h&limit=20'), klineResultSchema);
    for (const c of candles) expect(c.o).toBe(world.prices.cross(BTC, USDT, c.t).toFixed());
    const ticker = resultOf(
      await call('GET', `${MAIN}/spot/api/quote/v1/ticker?symbol=301.BTCUSDT`),
      tickerResultSchema,
    );
    expect(candles.at(-1)?.c).toBe(ticker[0]?.c);
    // Settlement at 08:00 averages the minute prices 07:30-07:59: the opens of those 1-minute candles.
    const eight = Date.UTC(2025, 5, 2, 8);
    expect(now).toBeGreaterThan(eight);
    const minutes = resultOf(
      await kline(`symbol=BTCUSDT&interval=1m&from=${eight - 30 * MINUTE}&to=${eight - MINUTE}`),
      klineResultSchema,
    );
    expect(minutes).toHaveLength(30);
    const mean = minutes
      .reduce((sum, c) => sum.plus(c.o), new Decimal(0))
      .div(30)
      .toSignificantDigits(8);
    expect(mean.toFixed()).toBe(settlementPrice(world, BTC, USDT, eight).toFixed());
  });

  it('refuses an unknown symbol or interval and a limit over 1000 with 10001', async () => {
    expect((await kline('symbol=NOPEUSDT&interval=1h')).body.ret_code).toBe(10001);
    expect((await kline('symbol=BTCUSDT&interval=7m')).body.ret_code).toBe(10001);
    expect((await kline('symbol=BTCUSDT&interval=1h&limit=1001')).body.ret_code).toBe(10001);
  });
});
