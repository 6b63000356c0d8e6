import { PositionStatus, ProcessingState, RedemptionType, StakingAction } from '@/api/earn/earn-enums';
import type { Position } from '@/api/earn/get-positions';
import { familyOfType, isAggregated, isTerm } from '../../domain/families';
import { dec } from '../../domain/money';
import type { PositionState } from '../../domain/state';
import { blendedApr } from '../../domain/tiers';
import { bonusAt } from '../../domain/interest';
import { MINUTE } from '../../domain/time';
import { earlyCloseValue, offerValueNow } from '../../domain/actions';
import type { World } from '../../domain/world';
import { e8, sec } from './format';
import { redemptionWire } from './redemption-wire';
import type { PositionRenewal } from '@/api/earn/renewal-schema';
import type { Product } from '../../domain/catalogue/product';
import { autoReinvestLockAt } from '../../domain/auto-reinvest';
import {
  nextCycleMaturity,
  nextCycleTerms,
  renewalFloor,
  renewalOutcomeOf,
  renewalTolerance,
  willRenew,
} from '../../domain/renewal';
import { tierRows } from './product-wire';

/**
 * A held position as get-positions answers it, with what the UI may offer now. The levels of a settled
 * family's offer are shared; the family's own fields (a pool's share, a dual target, a direction) come
 * from its `positionWire` (`domain/families/`).
 */
export function toPosition(world: World, position: PositionState, autoSavingsOn: boolean): Position {
  const now = world.now();
  const product = world.product(position.productId);
  const order = world.state.orders.find((o) => o.id === position.orderId);
  const redemption = product?.redemption ?? {
    type: RedemptionType.AtMaturityOnly,
    processingHours: 0,
    penaltyApr: '0',
    lockBeforeMaturityMinutes: 0,
  };
  const active = position.status === PositionStatus.Active;
  const locked =
    position.maturityAt !== null &&
    redemption.lockBeforeMaturityMinutes > 0 &&
    now >= position.maturityAt - redemption.lockBeforeMaturityMinutes * MINUTE;
  const open =
    position.maturityAt === null &&
    (redemption.type === RedemptionType.Instant || redemption.type === RedemptionType.Delayed);
  const family = familyOfType(position.productType);
  const quotedEarly = Boolean(product && family?.earlyClose);
  const canRedeem =
    active &&
    !locked &&
    (open || redemption.type === RedemptionType.EarlyWithPenalty || quotedEarly) &&
    (!position.liquidity || position.liquidity.state === 1);
  // Open-ended positions earn at the live tiers; term positions keep the APR they locked.
  const apr =
    product && position.maturityAt === null && !family?.keepsPositionApr
      ? blendedApr(product.tiers, dec(position.principal), bonusAt(product, now))
      : dec(position.apr);
  const row: Position = {
    position_id: position.id,
    product_id: position.productId,
    product_type: position.productType as Position['product_type'],
    product_name: product?.name ?? position.productId,
    coin: position.coin,
    return_coin: position.returnCoin,
    principal_e8: e8(position.principal),
    accrued_yield_e8: e8(position.accrued),
    claimable_yield_e8: e8(position.claimable),
    total_yield_e8: e8(dec(position.totalYield).plus(position.accrued)),
    apy_e8: e8(apr),
    status: position.status as Position['status'],
    subscribed_at: sec(position.subscribedAt),
    interest_start_at: sec(position.interestStartAt),
    maturity_at: sec(position.maturityAt),
    redemption: product
      ? redemptionWire(world, product, position.userId)
      : {
          redemption_type: redemption.type,
          processing_hours: 0,
          penalty_apy_e8: e8(0),
          lock_before_maturity_minutes: 0,
        },
    can_redeem: canRedeem,
    can_claim: dec(position.claimable).greaterThan(0) && position.status !== PositionStatus.Processing,
    auto_reinvest_supported: product?.autoReinvest ?? false,
    auto_reinvest: position.autoReinvest,
    auto_savings: autoSavingsOn,
    pending_redeem_e8: e8(position.pendingRedeem),
    pending_redeem_arrival_at: sec(position.pendingRedeemArrivalAt),
    // Each unstake waits out its own unbonding time (a redemption beyond the daily quota, the next 00:00 UTC):
    // listed one by one, so an earlier arrival is not hidden.
    pending_redeems: world.state.orders
      .filter(
        (o) =>
          o.positionId === position.id &&
          (o.stakingAction === StakingAction.Unstake || o.kind === 'redeem') &&
          o.processing === ProcessingState.InProgress,
      )
      .sort((a, b) => a.dueAt - b.dueAt)
      .map((o) => ({
        amount_e8: e8(dec(o.amount).minus(o.fastAmount ?? 0)),
        arrival_at: sec(o.expectedAt ?? o.dueAt),
      })),
  };
  // What the wallet sets realised yield against: the rate quoted at subscription, and the tiers an open-ended
  // position's principal is spread over. Only where interest accrues (not a payoff, a pool or a reward share).
  if (product && (isAggregated(product) || isTerm(product))) {
    row.subscribed_apy_e8 = e8(position.apr);
    if (position.maturityAt === null && product.tiers.length > 1) {
      row.tiered_apy_list = tierRows(product);
    }
  }
  if (order?.offer && product) {
    const info = order.offer;
    row.offer = {
      coin_x: info.base,
      coin_y: info.quote,
      entry_price_e8: e8(info.entry),
      lower_price_e8: e8(info.lower),
      upper_price_e8: e8(info.upper),
      leverage: dec(info.leverage).toFixed(),
      settlement_time: sec(info.settlementTime),
      estimated_value_e8: e8(
        position.status === PositionStatus.Closed ? dec(0) : offerValueNow(world, product, order, now),
      ),
      redeem_estimate_e8: e8(canRedeem ? earlyCloseValue(world, product, order, now) : dec(0)),
    };
  }
  if (product?.autoReinvest && position.maturityAt !== null)
    row.renewal = renewalWire(world, product, position, position.maturityAt);
  family?.positionWire?.({ world, position, order, product, row, canRedeem, now });
  return row;
}

/** The next cycle of a term position and the holder's rule (an extension of the wire: docs/api.md). */
function renewalWire(world: World, product: Product, position: PositionState, maturityAt: number): PositionRenewal {
  const terms = nextCycleTerms(world, product, position);
  const renewedId = position.renewalOutcome?.positionId;
  return {
    cutoff_at: sec(autoReinvestLockAt(maturityAt)),
    // After maturity the terms it met are the ones recorded then.
    next_apy_e8: e8(position.renewalOutcome?.apr ?? terms.apr),
    next_duration: String(Math.floor(terms.durationMs / 1000)),
    next_maturity_at: sec(nextCycleMaturity(product, maturityAt, terms.durationMs)),
    terms_final: terms.final,
    apy_tolerance_e8: e8(renewalTolerance(position)),
    min_apy_e8: e8(renewalFloor(position)),
    will_renew: willRenew(world, product, position),
    outcome: renewalOutcomeOf(position) as PositionRenewal['outcome'],
    ...(renewedId === undefined ? {} : { renewed_position_id: renewedId }),
  };
}
