import type { RedemptionRule } from '@/api/earn/product-schema';
import type { Product } from '../../domain/catalogue/product';
import { quotaLeft } from '../../domain/redemption-quota';
import type { World } from '../../domain/world';
import { e8 } from './format';

/** A product's redemption rule on the wire, with the daily quota left to `userId` (the whole of it for a visitor). */
export function redemptionWire(world: World, product: Product, userId: string | null): RedemptionRule {
  const rule = product.redemption;
  const wire: RedemptionRule = {
    redemption_type: rule.type,
    processing_hours: rule.processingHours,
    penalty_apy_e8: e8(rule.penaltyApr),
    lock_before_maturity_minutes: rule.lockBeforeMaturityMinutes,
  };
  if (rule.processingMinutes !== undefined) wire.processing_minutes = rule.processingMinutes;
  if (rule.dailyQuota !== undefined) {
    wire.daily_quota_e8 = e8(rule.dailyQuota);
    wire.daily_quota_left_e8 = e8(
      (userId === null ? null : quotaLeft(world.state, userId, product, world.now())) ?? rule.dailyQuota,
    );
  }
  return wire;
}
