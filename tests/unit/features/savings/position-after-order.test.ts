import { Decimal } from '@/lib/decimal';
import { describe, expect, it } from 'vitest';
import { PositionStatus } from '@/api/earn/earn-enums';
import type { GetPositionsResult, Position } from '@/api/earn/get-positions';
import { positionAfterOrder } from '@/features/savings/position-after-order';

const e8 = (n: string) => new Decimal(n).times(1e8).toFixed(0);
const position = (principal: string, subscribedAt: number, status: number = PositionStatus.Active) =>
  ({
    product_id: '6003',
    principal_e8: e8(principal),
    subscribed_at: String(subscribedAt),
    status,
  }) as unknown as Position;
const answer = (...positions: Position[]): GetPositionsResult => ({ positions, total: positions.length });

describe("the done step's position", () => {
  it("shows a fixed term's own new position, not the sum with another maturity", () => {
    const data = answer(position('50000', 1_000), position('5000', 2_001));
    const shown = positionAfterOrder(
      data,
      { productId: '6003', amount: new Decimal(5000), createdAtSeconds: '2000', flexible: false },
      e8('55000'),
    );
    expect(shown.principal.toFixed()).toBe('5000');
    expect(shown.processing).toBe(false);
  });

  it('says a fixed term is processing until its own position is open', () => {
    const data = answer(position('50000', 1_000));
    const shown = positionAfterOrder(
      data,
      { productId: '6003', amount: new Decimal(5000), createdAtSeconds: '2000', flexible: false },
      e8('55000'),
    );
    expect(shown.principal.toFixed()).toBe('5000');
    expect(shown.processing).toBe(true);
  });

  it('adds a flexible subscription to the one position held', () => {
    const data = answer(position('2500', 1_000));
    const shown = positionAfterOrder(
      data,
      { productId: '6003', amount: new Decimal(250), createdAtSeconds: '2000', flexible: true },
      e8('2750'),
    );
    expect(shown.principal.toFixed()).toBe('2750');
    expect(shown.processing).toBe(true);
  });
});
