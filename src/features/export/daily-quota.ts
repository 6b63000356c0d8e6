import { EXPORT_LIMITS } from './export-limits';
import { DAY_MS, utcDayOf, utcDayStartMs } from './utc-day';

export interface DailyQuota {
  limit: number;
  used: number;
  remaining: number;
  /** Epoch ms of the next UTC midnight, when the count starts again. */
  resetsAt: number;
}

/**
 * Requests made today (UTC) out of the daily limit, counted from the list of requests the way the
 * exchange counts them: every request submitted since 00:00 UTC that is still listed.
 */
export function dailyQuota(
  submitTimes: readonly string[],
  nowMs: number,
  limit: number = EXPORT_LIMITS.dailyRequests,
): DailyQuota {
  const dayStart = utcDayStartMs(utcDayOf(nowMs)) ?? nowMs;
  const used = submitTimes.filter((s) => {
    const ms = Number(s) * 1000;
    return Number.isFinite(ms) && ms >= dayStart && ms < dayStart + DAY_MS;
  }).length;
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: dayStart + DAY_MS };
}
