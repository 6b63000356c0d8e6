import { Decimal, onStep } from '@/lib/decimal';

/** The levels of a smart-leverage order: entry and breakeven fixed at order time, leverage and direction. */
export interface SmartLeverageTerms {
  entry: Decimal;
  breakeven: Decimal;
  leverage: Decimal;
  /** 1 up (gains when the price rises), 2 down. */
  direction: 1 | 2;
}

/**
 * What a smart-leverage order pays at settlement, in the quote coin: amount + amount x leverage x (move past
 * the breakeven) / entry, where the move counts upwards for "up" and downwards for "down"; never below zero
 * (no liquidation before settlement, and the loss is at most the amount put in).
 */
export function smartLeveragePayout(amount: Decimal, terms: SmartLeverageTerms, settlement: Decimal): Decimal {
  const move = terms.direction === 1 ? settlement.minus(terms.breakeven) : terms.breakeven.minus(settlement);
  const payout = amount.plus(amount.times(terms.leverage).times(move).div(terms.entry));
  return payout.isNegative() ? new Decimal(0) : payout;
}

/** Profit or loss at settlement: payout minus the amount put in. */
export function smartLeveragePnl(amount: Decimal, terms: SmartLeverageTerms, settlement: Decimal): Decimal {
  return smartLeveragePayout(amount, terms, settlement).minus(amount);
}

/** The settlement price at which the whole amount is lost: the move against you of entry / leverage. */
export function wipeoutPrice(terms: SmartLeverageTerms): Decimal {
  const distance = terms.entry.div(terms.leverage);
  return terms.direction === 1 ? terms.breakeven.minus(distance) : terms.breakeven.plus(distance);
}

export interface PnlPoint {
  price: Decimal;
  payout: Decimal;
  pnl: Decimal;
}

/**
 * Sample points for the simulator's chart and table: the wipe-out price, the breakeven, the entry and prices
 * evenly spaced `span` (fraction of entry) either side of the breakeven (rounded to `tick` if given); sorted.
 */
export function smartLeverageTable(
  amount: Decimal,
  terms: SmartLeverageTerms,
  span: Decimal,
  steps = 3,
  tick?: Decimal,
): PnlPoint[] {
  const width = terms.entry.times(span);
  const prices = new Map<string, Decimal>();
  const add = (p: Decimal) => {
    if (p.greaterThan(0)) prices.set(p.toFixed(), p);
  };
  // Sample prices sit on the tick when one is given (the levels themselves are kept exact).
  for (let i = -steps; i <= steps; i++)
    add(i === 0 ? terms.breakeven : onStep(terms.breakeven.plus(width.times(i).div(steps)), tick));
  add(terms.entry);
  add(wipeoutPrice(terms));
  return [...prices.values()]
    .sort((a, b) => a.comparedTo(b))
    .map((price) => {
      const payout = smartLeveragePayout(amount, terms, price);
      return { price, payout, pnl: payout.minus(amount) };
    });
}
