import { PositionStatus } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { Decimal } from '@/lib/decimal';
import { unixSecondsToMs } from '@/lib/unix-time';
import { familyOfType } from '@/products/families';
import { renewalCutoffMs } from '@/products/renewal/renewal-cutoff';

/**
 * The dated events of held positions, from what get-positions already carries: a term's maturity, a dual or
 * offer settlement, a launchpool project's end, the arrival of money being redeemed or unbonded, and the last
 * moment to change auto-renew. Times are server ms.
 */
export type PositionEventKind = 'maturity' | 'settlement' | 'projectEnd' | 'arrival' | 'renewalCutoff';

export interface PositionEvent {
  kind: PositionEventKind;
  atMs: number;
  position: Position;
  /** An arrival's amount in the position's coin (each pending unstake arrives on its own). */
  amountE8?: string;
}

/** Every event of one position that has a date, past or not; a closed position has none left. */
export function eventsOfPosition(position: Position): PositionEvent[] {
  if (position.status === PositionStatus.Closed) return [];
  const events: PositionEvent[] = [];
  const add = (kind: PositionEventKind, atMs: number | null) => {
    if (atMs !== null) events.push({ kind, atMs, position });
  };
  // Dual asset and the offer families settle on a price at that time; the wire repeats it as maturity.
  const settlement = position.dual?.settlement_time ?? position.offer?.settlement_time;
  const maturityMs = unixSecondsToMs(position.maturity_at);
  if (settlement !== undefined) add('settlement', unixSecondsToMs(settlement));
  else add(familyOfType(position.product_type) === 'launchpool' ? 'projectEnd' : 'maturity', maturityMs);
  for (const pending of pendingArrivals(position)) {
    const atMs = unixSecondsToMs(pending.arrival_at);
    if (atMs !== null) events.push({ kind: 'arrival', atMs, position, amountE8: pending.amount_e8 });
  }
  // Only a running term renews; one being redeemed or settled no longer can.
  if (position.auto_reinvest_supported && position.status === PositionStatus.Active)
    add('renewalCutoff', renewalCutoffMs(position));
  return events;
}

/**
 * Money on its way, one entry per arrival time: each pending unstake when the exchange lists them, else the
 * total at the last arrival; two arriving at the same second are one event with their sum.
 */
export function pendingArrivals(position: Position): { amount_e8: string; arrival_at: string }[] {
  const listed = position.pending_redeems?.length
    ? position.pending_redeems
    : [{ amount_e8: position.pending_redeem_e8, arrival_at: position.pending_redeem_arrival_at }];
  const byTime = new Map<string, Decimal>();
  for (const { amount_e8, arrival_at } of listed) {
    if (new Decimal(amount_e8).greaterThan(0))
      byTime.set(arrival_at, (byTime.get(arrival_at) ?? new Decimal(0)).plus(amount_e8));
  }
  return [...byTime].map(([arrival_at, amount]) => ({ arrival_at, amount_e8: amount.toFixed(0) }));
}

/** Names an event within the user's positions: its position and kind, and an arrival by its time. */
export function eventKey(event: Pick<PositionEvent, 'kind' | 'position' | 'atMs'>): string {
  const base = `${event.position.position_id}-${event.kind}`;
  return event.kind === 'arrival' ? `${base}-${Math.floor(event.atMs / 1000)}` : base;
}

const KIND_ORDER: readonly PositionEventKind[] = ['renewalCutoff', 'arrival', 'settlement', 'maturity', 'projectEnd'];

/** Events still ahead at `nowMs`, earliest first (ties in a fixed order, so the list does not shuffle). */
export function upcomingEvents(positions: readonly Position[], nowMs: number): PositionEvent[] {
  return positions
    .flatMap(eventsOfPosition)
    .filter((event) => event.atMs > nowMs)
    .sort(
      (a, b) =>
        a.atMs - b.atMs ||
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
        eventKey(a).localeCompare(eventKey(b)),
    );
}
