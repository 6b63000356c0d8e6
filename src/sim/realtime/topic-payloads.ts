import { coin as coinOf, coinEnum } from '../domain/coins';
import { marketsOf } from '../domain/markets';
import type { World } from '../domain/world';
import { e8 } from '../handlers/wire/format';

/**
 * Payloads of the earn socket's topics (src/realtime/earn-topics.ts), computed from the same price walk and
 * quote windows as the REST answers. A family's own topic (the dual benchmark price, the quoted families'
 * offers, the pools) is its `topic` in `domain/families/`; `instrument_info.all` is here.
 * `arg` is the coin enum after the topic's colon, if any.
 */
export { dualBenchmarkPrice } from '../domain/families/dual';
export { discountBuyOffers } from '../domain/families/discount-buy';

export function instrumentInfo(world: World, arg: number | null) {
  const now = world.now();
  const quote = coinOf(coinEnum('USDT'));
  return {
    instruments: marketsOf('USDT')
      .map((name) => coinOf(coinEnum(name)))
      .filter((c) => arg === null || c.enum === arg)
      .map((c) => {
        const stats = world.prices.stats(c.enum, quote.enum, now);
        return {
          symbol: `${c.name.toUpperCase()}${quote.name}`,
          coin: c.enum,
          quote_coin: quote.enum,
          last_price_e8: e8(stats.close),
          index_price_e8: e8(world.prices.average(c.enum, quote.enum, now, 5 * 60_000).toSignificantDigits(8)),
          change_24h_e8: e8(stats.change),
        };
      }),
  };
}
