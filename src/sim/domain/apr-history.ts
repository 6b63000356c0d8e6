import { hasMovableRate, movedSince } from './apr-moves';
import { aprRange } from './apr-range';
import type { Product } from './catalogue/product';
import type { Dec } from './money';
import { DAY, HOUR } from './time';
import type { World } from './world';

/** The windows the history is served for, in days. */
export const APR_HISTORY_DAYS = [7, 30, 90] as const;
export type AprHistoryDays = (typeof APR_HISTORY_DAYS)[number];

export interface AprPoint {
  at: number;
  apr: Dec;
}

/** Six-hourly points over a week, daily ones over a month or a quarter (UTC-aligned), then now. */
function stepOf(days: AprHistoryDays): number {
  return days === 7 ? 6 * HOUR : DAY;
}

/**
 * The headline APR (the top of the card's range) a product quoted over the last `days`: the same rule the
 * cards read, evaluated at each past instant. Prices and quotes are functions of time, so a quoted family's
 * past figure is the quote it gave then; a savings product's is today's tiers less the moves made since (and
 * the bonus that ran then). Nothing before the price walk's genesis: the exchange has no figure there.
 */
export function aprHistory(world: World, product: Product, days: AprHistoryDays): AprPoint[] {
  const now = world.now();
  const step = stepOf(days);
  const from = Math.max(now - days * DAY, world.state.genesis);
  const times: number[] = [];
  for (let at = Math.ceil(from / step) * step; at < now; at += step) times.push(at);
  const movable = hasMovableRate(product);
  if (movable) {
    for (const move of world.state.aprMoves ?? [])
      if (move.productId === product.id && move.at >= from && move.at < now) times.push(move.at);
  }
  times.push(now);
  const sorted = [...new Set(times)].sort((a, b) => a - b);
  return sorted.map((at) => {
    const headline = world.during(at, () => aprRange(world, product).max);
    return { at, apr: movable ? headline.minus(movedSince(world, product.id, at)) : headline };
  });
}
