import type { HttpHandler } from 'msw';
import { KLINE_MAX_LIMIT, KLINE_PATH, klineRequestSchema, type KlineResult } from '@/api/main/kline';
import { candleSpans } from '../../domain/candle-times';
import { SimCode, SimError } from '../../domain/errors';
import { marketOfSymbol } from '../../domain/markets';
import type { Simulator } from '../../runtime/simulator';
import { route } from '../route';

/** Candles a request gets without `limit`. */
const DEFAULT_LIMIT = 500;

/**
 * Candle history (designed extension, docs/api.md): every candle read from the price model the ticker, the
 * quote stream and settlement read, so a candle's open is the minute price and the running candle's close is
 * the ticker's last price.
 */
export function klineHandler(sim: Simulator): HttpHandler {
  return route(sim, {
    method: 'get',
    base: 'main',
    path: KLINE_PATH,
    access: 'public',
    request: klineRequestSchema,
    handle: ({ world, body, now }): KlineResult => {
      const market = marketOfSymbol(body.symbol);
      if (!market) throw new SimError(SimCode.InvalidParameter, 'unknown symbol');
      const limit = body.limit === undefined ? DEFAULT_LIMIT : Number(body.limit);
      if (limit < 1 || limit > KLINE_MAX_LIMIT)
        throw new SimError(SimCode.InvalidParameter, `limit must be 1 to ${KLINE_MAX_LIMIT}`);
      const to = Math.min(body.to === undefined ? now : Number(body.to), now);
      const from = body.from === undefined ? undefined : Number(body.from);
      if (from !== undefined && from > to) throw new SimError(SimCode.InvalidParameter, 'from after to');
      const spans = candleSpans(body.interval, to, limit, from);
      return world.prices.candles(market.base.enum, market.quote.enum, spans, now).map((c) => ({
        t: c.at,
        s: market.symbol,
        o: c.open.toFixed(),
        h: c.high.toFixed(),
        l: c.low.toFixed(),
        c: c.close.toFixed(),
        v: c.volume.toFixed(),
        qv: c.quoteVolume.toFixed(),
      }));
    },
  });
}
