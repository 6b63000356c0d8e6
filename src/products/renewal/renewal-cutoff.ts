import type { Position } from '@/api/earn/get-positions';
import { unixSecondsToMs } from '@/lib/unix-time';
import { autoInvestLock } from '@/products/wealth/auto-invest-lock';

/**
 * The last moment to change a term position's renewal (the choice, the tolerance), in server ms: the cut-off
 * the exchange publishes with the next cycle, or, from an exchange that does not, its 30-minute rule before
 * maturity. Null for a position that has no maturity. The switch, the position's facts and the calendar all
 * read it here.
 */
export function renewalCutoffMs(position: Pick<Position, 'renewal' | 'maturity_at'>): number | null {
  return (
    unixSecondsToMs(position.renewal?.cutoff_at) ?? autoInvestLock(unixSecondsToMs(position.maturity_at), 0).lockAtMs
  );
}
