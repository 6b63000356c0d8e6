import { DAY, HOUR } from './time';

/**
 * When an order placed at `at` settles. Terms of a day or more settle at 08:00 UTC, on the first such
 * instant at least (term - 12 h) away; shorter terms at the next 00:00/08:00/16:00 UTC slot at least half
 * the term away. Subscriptions for a slot close at `applyEndAt`.
 */
export function settlementTimeFor(termMs: number, at: number): { settlementTime: number; applyEndAt: number } {
  if (termMs >= DAY) {
    const earliest = at + termMs - 12 * HOUR;
    let slot = Math.floor(earliest / DAY) * DAY + 8 * HOUR;
    if (slot < earliest) slot += DAY;
    return { settlementTime: slot, applyEndAt: slot - (termMs - 12 * HOUR) };
  }
  const earliest = at + termMs / 2;
  const slot = Math.ceil(earliest / (8 * HOUR)) * (8 * HOUR);
  return { settlementTime: slot, applyEndAt: slot - termMs / 2 };
}
