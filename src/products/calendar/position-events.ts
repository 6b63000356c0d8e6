import { PositionStatus } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { Decimal } from '@/lib/decimal';
import { unixSecondsToMs } from '@/lib/unix-time';
import { familyOfType } from '@/products/families';
import { autoInvestLock } from '@/products/wealth/auto-invest-lock';

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
  if (new Decimal(position.pending_redeem_e8).greaterThan(0)) add('arrival', unixSecondsToMs(position.pending_redeem_arrival_at));
  // Only a running term renews; one being redeemed or settled no longer can.
  if (position.auto_reinvest_supported && position.status === PositionStatus.Active) add('renewalCutoff', autoInvestLock(maturityMs, 0).lockAtMs);
  return events;
}

const KIND_ORDER: readonly PositionEventKind[] = ['renewalCutoff', 'arrival', 'settlement', 'maturity', 'projectEnd'];

/** Events still ahead at `nowMs`, earliest first (ties in a fixed order, so the list does not shuffle). */
export function upcomingEvents(positions: readonly Position[], nowMs: number): PositionEvent[] {
  return positions
    .flatMap(eventsOfPosition)
    .filter((event) => event.atMs > nowMs)
    .sort((a, b) => a.atMs - b.atMs || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.position.position_id.localeCompare(b.position.position_id));
}
