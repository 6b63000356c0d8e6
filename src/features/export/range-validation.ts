import { EXPORT_LIMITS } from './export-limits';
import { earliestStart, utcToday, type DayRange } from './range-presets';
import { addUtcMonths, DAY_MS, utcDayStartMs } from './utc-day';

export type RangeProblem = 'startInvalid' | 'endInvalid' | 'endBeforeStart' | 'future' | 'tooLong' | 'tooFarBack';

/**
 * Checks a range before any call, with the exchange's rules: real days, end not before start, nothing
 * after today (UTC), at most `maxRangeMonths` calendar months, starting at most `maxYearsBack` years back.
 */
export function validateRange(range: DayRange, nowMs: number): RangeProblem | null {
  const start = utcDayStartMs(range.start);
  if (start === null) return 'startInvalid';
  const end = utcDayStartMs(range.end);
  if (end === null) return 'endInvalid';
  if (end < start) return 'endBeforeStart';
  const today = utcDayStartMs(utcToday(nowMs));
  if (today === null || end > today) return 'future';
  if (addUtcMonths(start, EXPORT_LIMITS.maxRangeMonths) < end + DAY_MS) return 'tooLong';
  const earliest = utcDayStartMs(earliestStart(nowMs));
  if (earliest !== null && start < earliest) return 'tooFarBack';
  return null;
}
