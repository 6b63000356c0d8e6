import { millisecondsInDay } from 'date-fns/constants';
import { nextUtcHourMs, startOfUtcDayMs } from '@/lib/unix-time';

/**
 * When interest starts for a subscription made at `nowMs`, by the product's own rule: T+N (00:00 UTC, N days
 * after the day of the subscription) when it has a start delay, else the next full hour. The exchange's
 * answer (`answeredMs`, the product detail's interest_start_at) was right when it was fetched; as the clock
 * passes it the start moves on by the rule, so the product's details say what the review will say.
 */
export function interestStartFor(delayDays: number, answeredMs: number | null, nowMs: number): number {
  const byRule = delayDays > 0 ? startOfUtcDayMs(nowMs) + delayDays * millisecondsInDay : nextUtcHourMs(nowMs);
  return answeredMs === null ? byRule : Math.max(answeredMs, byRule);
}
