import { dec, ZERO, type Dec } from './money';

/**
 * Constant-product pool maths (x * y = k) with a 0.3 % fee on the input, and the leverage arithmetic of a
 * liquidity position whose loan is in the quote coin.
 */
export const SWAP_FEE = dec('0.003');
/** Equity below this share of the position's value triggers liquidation. */
export const MAINTENANCE_MARGIN = dec('0.05');

export interface Reserves {
  x: Dec;
  y: Dec;
}

/** Output of swapping `amountIn` of x into y (or y into x with the reserves swapped). */
export function swapOut(reserveIn: Dec, reserveOut: Dec, amountIn: Dec, fee: Dec = SWAP_FEE): Dec {
  if (amountIn.lessThanOrEqualTo(0)) return ZERO;
  const effective = amountIn.times(dec(1).minus(fee));
  return reserveOut.times(effective).div(reserveIn.plus(effective));
}

/** Reserves after a swap: the fee stays in the pool, so k grows. */
export function afterSwap(
  reserveIn: Dec,
  reserveOut: Dec,
  amountIn: Dec,
  fee: Dec = SWAP_FEE,
): { in: Dec; out: Dec; received: Dec } {
  const received = swapOut(reserveIn, reserveOut, amountIn, fee);
  return { in: reserveIn.plus(amountIn), out: reserveOut.minus(received), received };
}

/** Price of x in y. */
export function poolPrice(r: Reserves): Dec {
  return r.y.div(r.x);
}

/** Reserves after arbitrage moves the pool to an outside price with k unchanged. */
export function arbitrageTo(r: Reserves, price: Dec): Reserves {
  const k = r.x.times(r.y);
  return { x: k.div(price).sqrt(), y: k.times(price).sqrt() };
}

/**
 * Single-coin add with quote coin `amount`: the part swapped into x is chosen so that the remaining quote
 * and the received base match the pool ratio after the swap (closed form of the standard zap).
 */
export function zapQuoteIn(
  r: Reserves,
  amount: Dec,
  fee: Dec = SWAP_FEE,
): { swapIn: Dec; baseOut: Dec; quoteLeft: Dec } {
  // Solve s^2 (1-f) + s R (2-f) - A R = 0 for the swapped amount s (R = quote reserve).
  const f = fee;
  const R = r.y;
  const a = dec(1).minus(f);
  const b = R.times(dec(2).minus(f));
  const c = amount.times(R).negated();
  const s = b
    .negated()
    .plus(b.pow(2).minus(a.times(c).times(4)).sqrt())
    .div(a.times(2));
  const baseOut = swapOut(r.y, r.x, s, fee);
  return { swapIn: s, baseOut, quoteLeft: amount.minus(s) };
}

/** Value in quote coin of a share `s` (0..1) of the pool at its own price: s * 2 * sqrt(k * P). */
export function shareValue(r: Reserves, share: Dec, price: Dec = poolPrice(r)): Dec {
  return share.times(2).times(r.x.times(r.y).times(price).sqrt());
}

/**
 * Liquidation price of a position holding share `s` of the pool with a quote-coin loan: the price where
 * its value falls to loan / (1 - maintenance margin). V(P) = 2 s sqrt(k P)  =>  P = (D / ((1 - m) 2 s))^2 / k.
 */
export function liquidationPrice(r: Reserves, share: Dec, loan: Dec, m: Dec = MAINTENANCE_MARGIN): Dec {
  if (loan.lessThanOrEqualTo(0) || share.lessThanOrEqualTo(0)) return ZERO;
  const k = r.x.times(r.y);
  return loan.div(dec(1).minus(m).times(share).times(2)).pow(2).div(k);
}
