import { PositionStatus } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { millisecondsInDay } from 'date-fns/constants';
import { unixSecondsToMs } from '@/lib/unix-time';

/** How far back the wallet shows terms that ended: long enough to notice a payout that was not a renewal. */
export const SHOWN_DAYS = 30;

const SHOWN_MAX = 10;

/** Closed terms that matured within the last 30 days, newest first. */
export function recentlyEnded(positions: readonly Position[], now: number): Position[] {
  const since = now - SHOWN_DAYS * millisecondsInDay;
  const endOf = (p: Position) => unixSecondsToMs(p.maturity_at) ?? 0;
  return positions
    .filter((p) => p.status === PositionStatus.Closed && endOf(p) >= since && endOf(p) <= now)
    .sort((a, b) => endOf(b) - endOf(a))
    .slice(0, SHOWN_MAX);
}
