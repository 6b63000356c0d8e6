import { ProductArea } from '@/api/earn/earn-enums';
import type { ProductCard, ProductDetail } from '@/api/earn/product-schema';
import { depositedOf, runningState, showsCountdown } from '../../domain/availability';
import type { Product } from '../../domain/catalogue/product';
import { unitOf } from '../../domain/coins';
import { subscriptionDates } from '../../domain/dates';
import { displayStatusFor, heldIn } from '../../domain/eligibility';
import { bonusAt, launchpoolTotal } from '../../domain/interest';
import { isRegistered } from '../../domain/launchpool';
import { poolState, poolValue, poolYield } from '../../domain/liquidity-pools';
import { dec, ZERO, type Dec } from '../../domain/money';
import { dualQuotes, offerFor } from '../../domain/quotes';
import { settlementTimeFor } from '../../domain/settlement-time';
import { DAY } from '../../domain/time';
import type { World } from '../../domain/world';
import { e8, e8OrUnbounded, plainOrUnbounded, sec } from './format';

/**
 * Product cards and details in the wire format. APR ranges depend on the family: tiers for savings,
 * the live quote ladder for dual asset, fee income for pools, the reward share for launchpools.
 */
export function aprRange(world: World, product: Product): { min: Dec; max: Dec } {
  const now = world.now();
  if (product.dual) {
    const quotes = dualQuotes(world, product);
    const aprs = quotes.map((q) => q.apr);
    return { min: aprs.reduce((a, b) => (b.lessThan(a) ? b : a), aprs[0] ?? ZERO), max: aprs.reduce((a, b) => (b.greaterThan(a) ? b : a), aprs[0] ?? ZERO) };
  }
  if (product.liquidity) {
    const apr = poolYield(poolState(world, product.liquidity), product.liquidity).total;
    const top = apr.times(product.liquidity.maxLeverage);
    return { min: apr, max: top };
  }
  if (product.launchpool) {
    const apr = launchpoolApr(world, product);
    return { min: apr, max: apr };
  }
  if (product.structured) return { min: dec(product.tiers[0]?.apr ?? 0), max: dec(product.structured.maxApr) };
  const aprs = product.tiers.map((t) => dec(t.apr));
  const bonus = bonusAt(product, now);
  const low = aprs.reduce((a, b) => (b.lessThan(a) ? b : a), aprs[0] ?? ZERO);
  const high = aprs.reduce((a, b) => (b.greaterThan(a) ? b : a), aprs[0] ?? ZERO);
  return { min: low.plus(bonus), max: high.plus(bonus) };
}

/** Launchpool APR estimate: the pool's daily reward valued against everything staked. */
export function launchpoolApr(world: World, product: Product): Dec {
  const t = product.launchpool;
  if (!t) return ZERO;
  const now = world.now();
  const staked = launchpoolTotal(world, product);
  const stakedValue = staked.times(world.prices.price(product.coin, now));
  if (stakedValue.isZero()) return ZERO;
  return dec(t.dailyReward).times(world.prices.price(t.rewardCoin, now)).times(365).div(stakedValue);
}

export function toProductCard(world: World, product: Product, userId: string | null): ProductCard {
  const now = world.now();
  const book = world.state.products[product.id];
  const range = aprRange(world, product);
  const first = product.tiers[0];
  const baseApr = first ? dec(first.apr).minus(first.rewardApr) : ZERO;
  const card: ProductCard = {
    product_id: product.id,
    product_type: product.type,
    product_name: product.name,
    coin: product.coin,
    return_coin: product.returnCoin,
    apy_min_e8: e8(range.min),
    apy_max_e8: e8(range.max),
    interest_apy_e8: e8(baseApr),
    tiered_non_reward_apy_e8: e8(baseApr),
    tiered_apy_list: product.tiers.map((tier) => ({
      from_num: dec(tier.from).toFixed(),
      to_num: tier.to === null ? '-1' : dec(tier.to).toFixed(),
      apy_e8: e8(tier.apr),
      tiered_reward_apy_e8: e8(tier.rewardApr),
    })),
    bonus_apy_e8: e8(bonusAt(product, now)),
    duration: String(Math.floor(product.durationMs / 1000)),
    staking_term: String(Math.floor(product.durationMs / DAY)),
    display_status: displayStatusFor(world, product, userId),
    running_state: runningState(product, book, now),
    product_max_share: plainOrUnbounded(product.quota),
    total_deposit_share: depositedOf(product, book),
    subscribe_start_at: sec(product.subscribeStartAt),
    subscribe_end_at: sec(product.subscribeEndAt),
    is_display_countdown: showsCountdown(product, now),
    is_vip: product.vipOnly,
    product_area: product.area ?? ProductArea.Savings,
  };
  if (product.tag) card.product_tag_info = { display_tag_key: product.tag.key, display_mode: product.tag.mode };
  if (product.grayScene || product.whitelistScene) {
    card.scene = {};
    if (product.grayScene) card.scene.gray_scene = product.grayScene;
    if (product.whitelistScene) card.scene.whitelist_scene = product.whitelistScene;
  }
  return card;
}

export function toProductDetail(world: World, product: Product, userId: string | null): ProductDetail {
  const now = world.now();
  const dates = subscriptionDates(product, now);
  const detail: ProductDetail = {
    ...toProductCard(world, product, userId),
    description_key: product.descriptionKey,
    min_subscribe_amount_e8: e8(product.minAmount),
    max_subscribe_amount_e8: e8OrUnbounded(product.maxPerUser),
    user_subscribed_amount_e8: e8(userId ? heldIn(world, userId, product.id) : ZERO),
    amount_step_e8: e8(unitOf(product.coin)),
    redemption: {
      redemption_type: product.redemption.type,
      processing_hours: product.redemption.processingHours,
      penalty_apy_e8: e8(product.redemption.penaltyApr),
      lock_before_maturity_minutes: product.redemption.lockBeforeMaturityMinutes,
    },
    payout: {
      payout_schedule: product.payout.schedule,
      payout_minute_utc: product.payout.minuteUtc,
      interest_start_delay_days: product.payout.startDelayDays,
      is_compound: product.payout.compound,
    },
    interest_start_at: sec(dates.interestStartAt),
    interest_end_at: sec(dates.interestEndAt),
    payout_at: sec(dates.payoutAt),
    auto_savings_supported: product.autoSavings,
    auto_reinvest_supported: product.autoReinvest,
    auto_reinvest_lock_minutes: product.autoReinvest ? 30 : 0,
    is_onchain_risk: product.onchainRisk,
    is_principal_at_risk: product.principalAtRisk,
    required_kyc_level: product.requiredKyc,
  };
  if (product.dual) {
    const quotes = dualQuotes(world, product);
    detail.dual = {
      coin_x: product.dual.base,
      coin_y: product.dual.quote,
      direction: product.dual.direction,
      quotes: quotes.map((q) => ({
        quote_id: q.quoteId,
        target_price_e8: e8(q.target),
        apy_e8: e8(q.apr),
        max_investment_e8: e8(q.maxInvestment),
        expire_at: sec(q.expireAt),
      })),
      index_price_e8: e8(quotes[0]?.index ?? world.prices.cross(product.dual.base, product.dual.quote, now)),
      settlement_time: sec(settlementTimeFor(product.durationMs, now).settlementTime),
    };
  }
  const offer = product.doubleWin ? offerFor(world, product) : null;
  if (product.doubleWin && offer) {
    const t = product.doubleWin;
    detail.double_win = {
      quote_id: offer.quoteId,
      entry_price_e8: e8(offer.entry),
      lower_price_e8: e8(offer.lower),
      upper_price_e8: e8(offer.upper),
      expire_at: sec(offer.expireAt),
      coin_x: t.base,
      coin_y: t.quote,
      leverage: String(t.leverage),
      range_half_width_e8: e8(dec(t.rangeWidth)),
      min_deviation_e8: e8(dec(t.minDeviation)),
      max_deviation_e8: e8(dec(t.maxDeviation)),
      price_tick_e8: e8(t.priceTick),
      settlement_time: sec(settlementTimeFor(product.durationMs, now).settlementTime),
    };
  }
  const boost = product.futureBoost ? offerFor(world, product) : null;
  if (product.futureBoost && boost) {
    detail.future_boost = {
      coin_x: product.futureBoost.base,
      coin_y: product.futureBoost.quote,
      direction: product.futureBoost.side,
      max_leverage: product.futureBoost.maxLeverage,
      settlement_time: sec(settlementTimeFor(product.durationMs, now).settlementTime),
      quote_id: boost.quoteId,
      entry_price_e8: e8(boost.entry),
      breakeven_price_e8: e8(boost.lower),
      expire_at: sec(boost.expireAt),
    };
  }
  const discount = product.discountBuy ? offerFor(world, product) : null;
  if (product.discountBuy && discount) {
    detail.discount_buy = {
      coin_x: product.discountBuy.base,
      coin_y: product.discountBuy.quote,
      settlement_time: sec(settlementTimeFor(product.durationMs, now).settlementTime),
      quote_id: discount.quoteId,
      spot_price_e8: e8(discount.entry),
      purchase_price_e8: e8(discount.lower),
      knock_out_price_e8: e8(discount.upper),
      knock_out_apy_e8: e8(discount.apr),
      expire_at: sec(discount.expireAt),
    };
  }
  if (product.structured) {
    const t = product.structured;
    detail.structured = {
      coin_x: t.base,
      coin_y: t.quote,
      kind: t.kind === 'shark-fin-up' ? 1 : 2,
      lower_ratio_e8: e8(dec(t.low)),
      upper_ratio_e8: e8(dec(t.high)),
      floor_apy_e8: e8(product.tiers[0]?.apr ?? 0),
      max_apy_e8: e8(t.maxApr),
      index_price_e8: e8(world.prices.cross(t.base, t.quote, now).toSignificantDigits(8)),
      settlement_time: sec(settlementTimeFor(product.durationMs, now).settlementTime),
    };
  }
  if (product.liquidity) {
    const pool = poolState(world, product.liquidity);
    const split = poolYield(pool, product.liquidity);
    detail.liquidity = {
      pool_id: product.liquidity.poolId,
      coin_x: product.liquidity.base,
      coin_y: product.liquidity.quote,
      max_leverage: String(product.liquidity.maxLeverage),
      apy_7d_e8: e8(split.total7d),
      pool_liquidity_value_e8: e8(poolValue(pool)),
      daily_yield_e8: e8(dec(pool.feeDay)),
      reserve_x_e8: e8(pool.reserveBase),
      reserve_y_e8: e8(pool.reserveQuote),
      fee_rate_e8: e8('0.003'),
      fee_apy_e8: e8(split.fee),
      fee_apy_7d_e8: e8(split.fee7d),
      reward_apy_e8: e8(split.reward),
      loan_apy_e8: e8(product.liquidity.loanApr),
    };
  }
  if (product.launchpool) {
    detail.launchpool = {
      reward_coin: product.launchpool.rewardCoin,
      daily_reward_e8: e8(product.launchpool.dailyReward),
      pool_total_staked_e8: e8(launchpoolTotal(world, product)),
      start_at: sec(product.subscribeStartAt),
      end_at: sec(product.subscribeEndAt),
      required_kyc_level: product.requiredKyc,
      needs_registration: product.launchpool.needsRegistration,
      project_id: product.launchpool.project,
      is_registered: userId !== null && isRegistered(world, userId, product),
    };
  }
  if (product.staking) {
    detail.staking = {
      chain: product.staking.chain,
      stake_processing_hours: product.staking.stakeHours,
      unstake_processing_hours: product.staking.unstakeHours,
    };
    if (product.staking.receiptCoin !== undefined && product.staking.exchangeRate) {
      detail.staking.receipt_coin = product.staking.receiptCoin;
      detail.staking.exchange_rate_e8 = e8(product.staking.exchangeRate);
    }
  }
  return detail;
}
