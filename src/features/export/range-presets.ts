import { EXPORT_LIMITS } from './export-limits';
import { addUtcDays, addUtcMonths, DAY_MS, utcDayOf, utcDayStartMs, type UtcDay } from './utc-day';

export interface DayRange {
  /** First UTC day, inclusive. */
  start: UtcDay;
  /** Last UTC day, inclusive. */
  end: UtcDay;
}

export const RANGE_PRESETS = ['7d', '30d', '3m', '6m'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | 'custom';

/** Today in UTC by the given clock (pass the server's clock). */
export function utcToday(nowMs: number): UtcDay {
  return utcDayOf(nowMs);
}

/** The first day a request may start on: today minus the look-back limit. */
export function earliestStart(nowMs: number): UtcDay {
  const today = utcDayStartMs(utcToday(nowMs)) ?? nowMs;
  return utcDayOf(addUtcMonths(today, -12 * EXPORT_LIMITS.maxYearsBack));
}

/**
 * A preset ending today (UTC), inclusive: "last 7 days" is today and the six days before. Month presets
 * start so that the range ends exactly at the month limit (6 months is the longest allowed request).
 */
export function presetRange(preset: RangePreset, nowMs: number): DayRange {
  const end = utcToday(nowMs);
  switch (preset) {
    case '7d':
      return { start: addUtcDays(end, -6), end };
    case '30d':
      return { start: addUtcDays(end, -29), end };
    case '3m':
    case '6m': {
      const months = preset === '3m' ? 3 : 6;
      const endExclusive = (utcDayStartMs(end) ?? nowMs) + DAY_MS;
      return { start: utcDayOf(addUtcMonths(endExclusive, -months)), end };
    }
  }
}
