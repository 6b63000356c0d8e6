/** Day arithmetic in UTC (the exchange's days, spec §9), on Unix seconds. */
const DAY_SECONDS = 86_400;

function startOfUtcDaySeconds(seconds: number): number {
  return Math.floor(seconds / DAY_SECONDS) * DAY_SECONDS;
}

/** `2024-05-01` -> its first second (UTC); `end` -> its last second. */
export function isoDateToSeconds(date: string, edge: 'start' | 'end'): number {
  const start = Date.parse(`${date}T00:00:00Z`) / 1000;
  return edge === 'start' ? start : start + DAY_SECONDS - 1;
}

/** The PnL window: the last `days` UTC days, today included. */
export function pnlRange(nowSeconds: number, days: number): { start_at: string; end_at: string; yesterday: string } {
  const today = startOfUtcDaySeconds(nowSeconds);
  return {
    start_at: String(today - (days - 1) * DAY_SECONDS),
    end_at: String(today + DAY_SECONDS - 1),
    yesterday: String(today - DAY_SECONDS),
  };
}
