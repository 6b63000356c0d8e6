/**
 * Auto-invest at maturity (fixed-term, wealth and fund-pool premium positions) cannot be switched in the
 * last 30 minutes of a term: the exchange is already preparing the roll-over. Times are server ms.
 */
export const AUTO_INVEST_LOCK_MINUTES = 30;

export interface AutoInvestLock {
  /** The switch can no longer be changed. */
  locked: boolean;
  /** From when it is locked (null: the position has no maturity). */
  lockAtMs: number | null;
}

export function autoInvestLock(
  maturityMs: number | null,
  nowMs: number,
  lockMinutes: number = AUTO_INVEST_LOCK_MINUTES,
): AutoInvestLock {
  if (maturityMs === null) return { locked: false, lockAtMs: null };
  const lockAtMs = maturityMs - lockMinutes * 60_000;
  return { locked: nowMs >= lockAtMs, lockAtMs };
}
