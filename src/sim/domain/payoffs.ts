import { dec, ZERO, type Dec } from './money';
import { DAY, YEAR_DAYS } from './time';

const YEAR_MS = YEAR_DAYS * DAY;

/**
 * Settlement payoffs of the other quoted families, all in the quote coin unless said otherwise.
 */

/** Double-win: amount + leverage x amount x distance beyond the range / entry; nothing inside the range. */
export function doubleWinPayout(amount: Dec, entry: Dec, lower: Dec, upper: Dec, leverage: Dec, settlement: Dec): Dec {
  if (settlement.lessThan(lower)) return amount.plus(leverage.times(amount).times(lower.minus(settlement)).div(entry));
  if (settlement.greaterThan(upper))
    return amount.plus(leverage.times(amount).times(settlement.minus(upper)).div(entry));
  return ZERO;
}

/**
 * Discount buy: settlement below the knock-out price -> the coin bought at the purchase price
 * (amount / purchase, in the base coin); at or above -> principal plus the knock-out APR (quote coin).
 */
export function discountBuyPayout(
  amount: Dec,
  purchase: Dec,
  knockOut: Dec,
  apr: Dec,
  durationMs: number,
  settlement: Dec,
): { side: 'base' | 'quote'; amount: Dec } {
  if (settlement.lessThan(knockOut)) return { side: 'base', amount: amount.div(purchase) };
  // amount x (year + APR x term) / year: one division at the end, exact whenever the true figure is finite.
  return { side: 'quote', amount: amount.times(apr.times(durationMs).plus(YEAR_MS)).div(YEAR_MS) };
}

/** Discount buy valued in the quote coin at a price (a position's estimate): the bought coin at that price. */
export function discountBuyValue(
  amount: Dec,
  purchase: Dec,
  knockOut: Dec,
  apr: Dec,
  durationMs: number,
  price: Dec,
): Dec {
  const result = discountBuyPayout(amount, purchase, knockOut, apr, durationMs, price);
  return result.side === 'base' ? result.amount.times(price) : result.amount;
}

/**
 * Smart leverage: no liquidation before settlement; the payout follows the settlement price against the
 * breakeven fixed at order time, floored at zero. side 1 up, 2 down.
 */
export function futureBoostPayout(
  amount: Dec,
  entry: Dec,
  breakeven: Dec,
  leverage: Dec,
  side: 1 | 2,
  settlement: Dec,
): Dec {
  const move = side === 1 ? settlement.minus(breakeven) : breakeven.minus(settlement);
  const payout = amount.plus(amount.times(leverage).times(move).div(entry));
  return payout.isNegative() ? ZERO : payout;
}

/**
 * Shark fin: principal protected. Inside [lower, upper] the APR climbs from the floor to the maximum
 * towards the far bound (upper for bullish, lower for bearish); outside the range it is the floor.
 */
/** Shark-fin payout: amount x (1 + APR x term / year) with one division at the end (exact when finite). */
export function sharkFinPayout(
  kind: 'shark-fin-up' | 'shark-fin-down',
  floor: Dec,
  maxApr: Dec,
  lower: Dec,
  upper: Dec,
  durationMs: number,
  amount: Dec,
  settlement: Dec,
): Dec {
  const width = upper.minus(lower);
  const inside = !settlement.lessThan(lower) && !settlement.greaterThan(upper);
  const position = kind === 'shark-fin-up' ? settlement.minus(lower) : upper.minus(settlement);
  const aprTimesWidth = inside ? floor.times(width).plus(maxApr.minus(floor).times(position)) : floor.times(width);
  return amount.times(aprTimesWidth.times(durationMs).plus(width.times(YEAR_MS))).div(width.times(YEAR_MS));
}

export function sharkFinApr(
  kind: 'shark-fin-up' | 'shark-fin-down',
  floor: Dec,
  maxApr: Dec,
  lower: Dec,
  upper: Dec,
  settlement: Dec,
): Dec {
  if (settlement.lessThan(lower) || settlement.greaterThan(upper)) return floor;
  const position = kind === 'shark-fin-up' ? settlement.minus(lower) : upper.minus(settlement);
  return floor.plus(maxApr.minus(floor).times(position).div(upper.minus(lower)));
}

/** Standard-normal grid of the quadrature below: ±6 deviations in quarter steps, weights exp(-z²/2). */
const GRID = Array.from({ length: 49 }, (_, i) => {
  const z = dec(i).div(4).minus(6);
  return { z, weight: z.pow(2).div(-2).exp() };
});
const GRID_WEIGHT = GRID.reduce((sum, point) => sum.plus(point.weight), ZERO);

/**
 * What a settlement payoff is worth before settlement: its expected value when the price walks on without
 * drift (log-normal, the coin's daily volatility) for the days left. An option-like product (double-win,
 * smart leverage) is worth more than what it would pay at today's price while time is left: a double-win
 * inside its range still has the chance of leaving it. With no time left this is the payoff at spot.
 */
export function valueBeforeSettlement(
  payoff: (price: Dec) => Dec,
  spot: Dec,
  dailyVolatility: Dec,
  daysLeft: Dec,
): Dec {
  if (daysLeft.lessThanOrEqualTo(0) || dailyVolatility.lessThanOrEqualTo(0)) return payoff(spot);
  const sigma = dailyVolatility.times(daysLeft.sqrt());
  const drift = sigma.pow(2).div(-2);
  let sum = ZERO;
  for (const point of GRID)
    sum = sum.plus(point.weight.times(payoff(spot.times(sigma.times(point.z).plus(drift).exp()))));
  return sum.div(GRID_WEIGHT);
}
