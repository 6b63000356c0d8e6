import { Decimal, maxOf, minOf } from '@/lib/decimal';

/**
 * The maths of a constant-product pool (x * y = k, x the base coin, y the quote coin) as a user sees it
 * before any order: swap quotes with the 0.3 % fee taken from the input, the half swapped by a one-coin add,
 * removal by percentage, and the loan, margin and liquidation price of a leveraged position (loan in the
 * quote coin). Exact decimals throughout; the exchange's preview and quote remain what an order carries.
 */

export const SWAP_FEE = new Decimal('0.003');
/** Equity under this share of the position's value is liquidated. */
const MAINTENANCE_MARGIN = new Decimal('0.05');

export interface Reserves {
  x: Decimal;
  y: Decimal;
}

/** Output of swapping `amountIn` into a pool side: reserveOut * a(1-f) / (reserveIn + a(1-f)). */
export function swapOut(reserveIn: Decimal, reserveOut: Decimal, amountIn: Decimal, fee: Decimal = SWAP_FEE): Decimal {
  if (amountIn.lessThanOrEqualTo(0)) return new Decimal(0);
  const effective = amountIn.times(new Decimal(1).minus(fee));
  return reserveOut.times(effective).div(reserveIn.plus(effective));
}

/** Quote coin per base coin; 0 for a pool without base reserve. */
export function poolPrice(r: Reserves): Decimal {
  return r.x.greaterThan(0) ? r.y.div(r.x) : new Decimal(0);
}

export interface SwapQuoteFigures {
  amountOut: Decimal;
  /** In the input coin. */
  fee: Decimal;
  /** How much worse than the pool price the trade is, before the fee (0.01 = 1 %). */
  priceImpact: Decimal;
  minReceived: Decimal;
  /** Output per unit of input. */
  rate: Decimal;
}

/**
 * A swap of `amountIn` (base coin when `baseIn`, else quote coin) with the user's slippage (0.005 = 0.5 %):
 * output rounded down to `outDigits`, and the minimum received below which the swap is refused. Null when a
 * reserve is empty: the pool has no price to quote against.
 */
export function swapQuote(
  r: Reserves,
  baseIn: boolean,
  amountIn: Decimal,
  slippage: Decimal,
  outDigits: number,
): SwapQuoteFigures | null {
  if (r.x.lessThanOrEqualTo(0) || r.y.lessThanOrEqualTo(0)) return null;
  const [rin, rout] = baseIn ? [r.x, r.y] : [r.y, r.x];
  const amountOut = swapOut(rin, rout, amountIn).toDecimalPlaces(outDigits, Decimal.ROUND_DOWN);
  const noFee = swapOut(rin, rout, amountIn, new Decimal(0));
  const spotOut = baseIn ? amountIn.times(poolPrice(r)) : amountIn.div(poolPrice(r));
  return {
    amountOut,
    fee: amountIn.times(SWAP_FEE),
    priceImpact: amountIn.greaterThan(0) ? new Decimal(1).minus(noFee.div(spotOut)) : new Decimal(0),
    minReceived: amountOut.times(new Decimal(1).minus(slippage)).toDecimalPlaces(outDigits, Decimal.ROUND_DOWN),
    rate: amountIn.greaterThan(0) ? amountOut.div(amountIn) : new Decimal(0),
  };
}

/** The other coin of a two-coin add at the pool's ratio: base amount -> quote amount, or the reverse. */
export function pairedAmount(r: Reserves, amount: Decimal, fromBase: boolean): Decimal {
  const divisor = fromBase ? r.x : r.y;
  if (divisor.isZero()) return new Decimal(0);
  return fromBase ? amount.times(r.y).div(r.x) : amount.times(r.x).div(r.y);
}

export interface ZapFigures {
  /** Part of the single coin swapped into the other coin. */
  swapIn: Decimal;
  /** What that swap returns. */
  swapOut: Decimal;
  /** Part kept in the coin paid. */
  kept: Decimal;
}

/**
 * A one-coin add: the part swapped is chosen so that what is left and what the swap returns match the pool's
 * ratio after the swap, the root of s^2 (1-f) + s R (2-f) - A R = 0 (R the reserve of the coin paid). About
 * half: a little more for a small add (the fee), a little less for a large one (the price impact).
 */
export function zap(r: Reserves, baseIn: boolean, amount: Decimal, fee: Decimal = SWAP_FEE): ZapFigures {
  const [rin, rout] = baseIn ? [r.x, r.y] : [r.y, r.x];
  const a = new Decimal(1).minus(fee);
  const b = rin.times(new Decimal(2).minus(fee));
  const c = amount.times(rin).negated();
  const s = b
    .negated()
    .plus(b.pow(2).minus(a.times(c).times(4)).sqrt())
    .div(a.times(2));
  return { swapIn: s, swapOut: swapOut(rin, rout, s, fee), kept: amount.minus(s) };
}

export interface LeverageFigures {
  /** Margin times leverage: what goes into the pool, in the quote coin. */
  value: Decimal;
  loan: Decimal;
  margin: Decimal;
  /** Where equity falls to the maintenance margin; 0 without a loan. */
  liquidationPrice: Decimal;
}

/**
 * A new position of `margin` (quote coin) at `leverage` entered at `price`: its value follows
 * V(P) = V0 sqrt(P / P0), so it is liquidated at P0 ((L - 1) / (L (1 - m)))^2.
 */
export function leverageFigures(
  margin: Decimal,
  leverage: Decimal,
  price: Decimal,
  m: Decimal = MAINTENANCE_MARGIN,
): LeverageFigures {
  const value = margin.times(leverage);
  const loan = value.minus(margin);
  const liquidationPrice =
    loan.lessThanOrEqualTo(0) || value.isZero()
      ? new Decimal(0)
      : price.times(loan.div(value.times(new Decimal(1).minus(m))).pow(2));
  return { value, loan, margin, liquidationPrice };
}

/** Liquidation price of a held position of value `value` at `price` carrying `loan`. */
export function liquidationPriceOf(
  value: Decimal,
  loan: Decimal,
  price: Decimal,
  m: Decimal = MAINTENANCE_MARGIN,
): Decimal {
  if (loan.lessThanOrEqualTo(0) || value.lessThanOrEqualTo(0)) return new Decimal(0);
  return price.times(loan.div(value.times(new Decimal(1).minus(m))).pow(2));
}

/** Value of a pool position at another price: V0 sqrt(P / P0). */
export function valueAt(value: Decimal, price: Decimal, at: Decimal): Decimal {
  return value.times(at.div(price).sqrt());
}

/**
 * Impermanent loss at a price ratio r = P / P0 against holding the coins: 2 sqrt(r) / (1 + r) - 1 (never
 * positive; -5.72 % at r = 2 or 0.5).
 */
export function impermanentLoss(ratio: Decimal): Decimal {
  return ratio.sqrt().times(2).div(ratio.plus(1)).minus(1);
}

export interface RemoveFigures {
  x: Decimal;
  y: Decimal;
  /** Loan repaid from the quote leg. */
  repaid: Decimal;
}

/**
 * Removing `percent` (1-100) of a position holding x and y with a quote-coin loan: that share of both legs
 * comes out and the same share of the loan is repaid from the quote leg first (the base leg sells for the
 * rest, at the pool). Both coins back, before any single-coin conversion.
 */
export function removeFigures(
  r: Reserves,
  amountX: Decimal,
  amountY: Decimal,
  loan: Decimal,
  percent: number,
): RemoveFigures {
  const share = new Decimal(percent).div(100);
  let x = amountX.times(share);
  let y = amountY.times(share);
  const repaid = loan.times(share);
  if (y.lessThan(repaid)) {
    // Sell just enough base for the rest of the repayment (the swap formula inverted).
    const need = repaid.minus(y);
    const divisor = r.y.minus(need).times(new Decimal(1).minus(SWAP_FEE));
    // A pool too shallow to return `need` at any size: the whole base leg is sold.
    const sold = divisor.greaterThan(0) ? minOf(need.times(r.x).div(divisor), x) : x;
    y = y.plus(swapOut(r.x, r.y, sold));
    x = x.minus(sold);
  }
  y = maxOf(0, y.minus(repaid));
  return { x, y, repaid };
}
