import { describe, expect, it } from 'vitest';
import { earliestStart, presetRange, RANGE_PRESETS, utcToday } from '@/features/export/range-presets';
import { validateRange } from '@/features/export/range-validation';
import { DAY_MS, utcDayStartMs } from '@/features/export/utc-day';

const at = (iso: string) => Date.parse(iso);
const days = (range: { start: string; end: string }) =>
  ((utcDayStartMs(range.end) ?? 0) - (utcDayStartMs(range.start) ?? 0)) / DAY_MS + 1;

describe('range presets', () => {
  it('end today (UTC) and cover whole days, today included', () => {
    const now = at('2025-05-20T13:45:00Z');
    expect(presetRange('7d', now)).toEqual({ start: '2025-05-14', end: '2025-05-20' });
    expect(presetRange('30d', now)).toEqual({ start: '2025-04-21', end: '2025-05-20' });
    expect(presetRange('3m', now)).toEqual({ start: '2025-02-21', end: '2025-05-20' });
    expect(presetRange('6m', now)).toEqual({ start: '2024-11-21', end: '2025-05-20' });
    expect(days(presetRange('7d', now))).toBe(7);
    expect(days(presetRange('30d', now))).toBe(30);
  });

  it('give exactly the longest range the exchange accepts when no month end is involved', () => {
    const now = at('2025-05-20T13:45:00Z');
    expect(validateRange({ start: '2024-11-20', end: '2025-05-20' }, now)).toBe('tooLong');
    expect(validateRange(presetRange('6m', now), now)).toBeNull();
  });

  it('use the UTC date around midnight, whatever the local date is', () => {
    // One second before and at UTC midnight: the day changes exactly there.
    expect(presetRange('7d', at('2025-03-09T23:59:59Z')).end).toBe('2025-03-09');
    expect(presetRange('7d', at('2025-03-10T00:00:00Z')).end).toBe('2025-03-10');
    expect(utcToday(at('2024-12-31T23:59:59.999Z'))).toBe('2024-12-31');
  });

  it('are accepted by the validation on every day of two years (month ends, leap day, DST dates)', () => {
    const first = at('2024-01-01T12:00:00Z');
    for (let d = 0; d < 731; d += 1) {
      const now = first + d * DAY_MS;
      for (const preset of RANGE_PRESETS) {
        expect(validateRange(presetRange(preset, now), now), `${preset} on ${new Date(now).toISOString()}`).toBeNull();
      }
      // Six months is the limit: a few days more is refused (month-end overflow allows at most 3 extra days).
      const six = presetRange('6m', now);
      const longer = {
        start: new Date((utcDayStartMs(six.start) ?? 0) - 4 * DAY_MS).toISOString().slice(0, 10),
        end: six.end,
      };
      expect(validateRange(longer, now), `6m + 4 days on ${new Date(now).toISOString()}`).toBe('tooLong');
    }
  });

  it('allow starting at most two years back', () => {
    expect(earliestStart(at('2025-05-20T08:00:00Z'))).toBe('2023-05-20');
    expect(earliestStart(at('2024-02-29T08:00:00Z'))).toBe('2022-03-01');
  });
});
