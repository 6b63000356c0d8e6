import { OrderStatus, PositionStatus } from '@/api/earn/earn-enums';
import { activateOrder } from './activation';
import { completeUnstake } from './actions';
import { completeRemove } from './liquidity-actions';
import { sweepAutoSavings } from './auto-savings';
import { advanceExport } from './exports';
import { accrueHour, payDaily } from './interest';
import { familyOf } from './families';
import { settlePosition } from './settle';
import { renewalCutoffEvent } from './renewal';
import { receiptDelayMs } from './settlement-receipt';
import { HOUR, MINUTE, DAY } from './time';
import type { World } from './world';

/**
 * Moves the world forward to `target`: scheduled events in time order (order activation, unstake and
 * removal arrivals, maturities and settlements, launchpool ends, export jobs), hourly accrual and pool
 * updates on every full hour, the daily payout and auto-savings sweep at 00:30 UTC.
 */
const PAYOUT_MINUTE = 30;

/** The last daily payout at or before `t`. */
export function lastPayoutAt(t: number): number {
  const payout = Math.floor(t / DAY) * DAY + PAYOUT_MINUTE * MINUTE;
  return payout <= t ? payout : payout - DAY;
}

export function advanceTo(world: World, target: number): void {
  let cursor = world.state.processedUntil;
  while (cursor < target) {
    const boundary = Math.min(nextBoundary(cursor), target);
    // Events before the boundary, then the hour that ends there (a term maturing at the boundary earns
    // its last hour), then events at the boundary itself.
    runEventsUntil(world, boundary - 1);
    if (boundary % HOUR === 0) world.during(boundary, () => hourly(world, boundary));
    runEventsUntil(world, boundary);
    if (boundary % DAY === PAYOUT_MINUTE * MINUTE) {
      world.during(boundary, () => {
        payDaily(world, boundary);
        sweepAutoSavings(world, boundary);
      });
    }
    cursor = boundary;
    world.state.processedUntil = cursor;
  }
}

/** The next :00 or :30 strictly after `t`. */
function nextBoundary(t: number): number {
  const half = 30 * MINUTE;
  return Math.floor(t / half) * half + half;
}

function hourly(world: World, hourEnd: number): void {
  accrueHour(world, hourEnd);
  for (const product of world.catalogue.products) familyOf(product).everyHour?.(world, product, hourEnd);
}

interface DueEvent {
  at: number;
  run: () => void;
}

function nextEvent(world: World, until: number): DueEvent | null {
  let best: DueEvent | null = null;
  const consider = (at: number, run: () => void) => {
    if (at <= until && (best === null || at < best.at)) best = { at, run };
  };
  for (const order of world.state.orders) {
    if (order.status !== OrderStatus.Pending) continue;
    if (order.kind === 'subscribe') consider(order.dueAt, () => activateOrder(world, order));
    else if (order.kind === 'unstake' || order.kind === 'redeem')
      consider(order.dueAt, () => completeUnstake(world, order));
    else if (order.kind === 'remove-liquidity') consider(order.dueAt, () => completeRemove(world, order));
  }
  for (const position of world.state.positions) {
    if (position.status !== PositionStatus.Active) continue;
    const product = world.product(position.productId);
    // Settled at maturity from the price then; paid when the receipt is due (discount buy: 15 minutes later).
    if (position.maturityAt !== null)
      consider(position.maturityAt + (product ? receiptDelayMs(product) : 0), () => settlePosition(world, position));
    const event = product ? familyOf(product).positionEvent?.(world, product, position) : null;
    if (event) consider(event.at, event.run);
    const cutoff = product ? renewalCutoffEvent(world, product, position) : null;
    if (cutoff) consider(cutoff.at, cutoff.run);
  }
  for (const job of world.state.exports) consider(job.nextAt, () => advanceExport(world, job));
  return best;
}

function runEventsUntil(world: World, until: number): void {
  for (let guard = 0; guard < 100_000; guard++) {
    const event: DueEvent | null = nextEvent(world, until);
    if (!event) return;
    const { at, run } = event;
    // Accrue the hours before the event first, so an event never sees stale interest.
    world.during(at, run);
  }
  throw new Error('simulator engine did not settle (event loop)');
}
