import { PositionStatus, ProductType, RedemptionType } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { ZERO_TIME } from '@/api/wire-schema';

/** A held position as get-positions answers it: 1,000 USDT of flexible savings, active, nothing pending. */
export function positionFixture(overrides: Partial<Position> = {}): Position {
  return {
    position_id: '1',
    product_id: '10',
    product_type: ProductType.Flexible,
    product_name: 'USDT Flexible Savings',
    coin: 5,
    return_coin: 5,
    principal_e8: '100000000000',
    accrued_yield_e8: '0',
    claimable_yield_e8: '0',
    total_yield_e8: '0',
    apy_e8: '5000000',
    status: PositionStatus.Active,
    subscribed_at: '1700000000',
    interest_start_at: '1700000000',
    maturity_at: ZERO_TIME,
    redemption: {
      redemption_type: RedemptionType.Instant,
      processing_hours: 0,
      penalty_apy_e8: '0',
      lock_before_maturity_minutes: 0,
    },
    can_redeem: true,
    can_claim: false,
    auto_reinvest_supported: false,
    auto_reinvest: false,
    auto_savings: false,
    pending_redeem_e8: '0',
    pending_redeem_arrival_at: ZERO_TIME,
    ...overrides,
  };
}
