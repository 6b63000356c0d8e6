import { describe, expect, it } from 'vitest';
import { validateRange } from '@/features/export/range-validation';

const NOW = Date.parse('2025-05-20T10:00:00Z');

describe('range validation', () => {
  it.each([
    ['a one-day range today', '2025-05-20', '2025-05-20', null],
    ['a week', '2025-05-01', '2025-05-07', null],
    ['exactly six calendar months', '2024-11-21', '2025-05-20', null],
    ['six months and a day', '2024-11-20', '2025-05-20', 'tooLong'],
    ['start left empty', '', '2025-05-07', 'startInvalid'],
    ['end left empty', '2025-05-01', '', 'endInvalid'],
    ['a day that does not exist', '2025-02-30', '2025-03-05', 'startInvalid'],
    ['end before start', '2025-05-07', '2025-05-01', 'endBeforeStart'],
    ['end tomorrow', '2025-05-10', '2025-05-21', 'future'],
    ['all in the future', '2025-06-01', '2025-06-05', 'future'],
    ['exactly two years back', '2023-05-20', '2023-06-20', null],
    ['more than two years back', '2023-05-19', '2023-06-20', 'tooFarBack'],
  ] as const)('%s', (_name, start, end, expected) => {
    expect(validateRange({ start, end }, NOW)).toBe(expected);
  });

  it('judges "today" by UTC: late evening in New York is already tomorrow in UTC', () => {
    // 2025-05-20 22:30 in New York (EDT) is 02:30 UTC on the 21st: the 21st is today, not the future.
    const newYorkEvening = Date.parse('2025-05-21T02:30:00Z');
    expect(validateRange({ start: '2025-05-21', end: '2025-05-21' }, newYorkEvening)).toBeNull();
    // 2025-05-21 08:00 in Tokyo is still the 20th in UTC: the 21st is the future.
    const tokyoMorning = Date.parse('2025-05-20T23:00:00Z');
    expect(validateRange({ start: '2025-05-21', end: '2025-05-21' }, tokyoMorning)).toBe('future');
  });
});
