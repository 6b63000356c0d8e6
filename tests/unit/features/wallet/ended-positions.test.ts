import { describe, expect, it } from 'vitest';
import { PositionStatus } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { recentlyEnded } from '@/features/wallet/recently-ended';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 12, 0);
const ended = (id: string, daysAgo: number, status: number = PositionStatus.Closed) =>
  ({ position_id: id, status, maturity_at: String(Math.floor((NOW - daysAgo * DAY) / 1000)) }) as unknown as Position;

describe('terms that ended lately', () => {
  it('keeps closed terms that matured in the last 30 days, newest first, ten at most', () => {
    const positions = [
      ended('a', 2),
      ended('b', 30),
      ended('c', 30.01),
      ended('d', 0.5),
      ended('open', 1, PositionStatus.Active),
      ended('future', -1),
    ];
    expect(recentlyEnded(positions, NOW).map((p) => p.position_id)).toEqual(['d', 'a', 'b']);
    const many = Array.from({ length: 14 }, (_, i) => ended(`p${i}`, i + 1));
    expect(recentlyEnded(many, NOW).map((p) => p.position_id)).toEqual([
      'p0',
      'p1',
      'p2',
      'p3',
      'p4',
      'p5',
      'p6',
      'p7',
      'p8',
      'p9',
    ]);
  });
});
