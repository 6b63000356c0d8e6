import { ProductArea } from '@/api/earn/earn-enums';
import type { ProductCard, ProductDetail } from '@/api/earn/product-schema';
import { aprRange } from '../../domain/apr-range';
import { depositedOf, runningState, showsCountdown } from '../../domain/availability';
import { productCoins, type Product } from '../../domain/catalogue/product';
import { unitOf } from '../../domain/coins';
import { subscriptionDates } from '../../domain/dates';
import { displayStatusFor, heldIn } from '../../domain/eligibility';
import { familyOf } from '../../domain/families';
import { bonusAt } from '../../domain/interest';
import { dec, ZERO } from '../../domain/money';
import { DAY } from '../../domain/time';
import type { World } from '../../domain/world';
import { e8, e8OrUnbounded, plainOrUnbounded, sec } from './format';
import { redemptionWire } from './redemption-wire';

/** Product cards and details in the wire format; the APR range is the domain's one figure (`apr-range.ts`). */
export { aprRange };

/** A product's tiers on the wire (cards, details, and the positions whose principal they spread). */
export function tierRows(product: Product): ProductCard['tiered_apy_list'] {
  return product.tiers.map((tier) => ({
    from_num: dec(tier.from).toFixed(),
    to_num: tier.to === null ? '-1' : dec(tier.to).toFixed(),
    apy_e8: e8(tier.apr),
    tiered_reward_apy_e8: e8(tier.rewardApr),
  }));
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
    involved_coins: productCoins(product),
    apy_min_e8: e8(range.min),
    apy_max_e8: e8(range.max),
    interest_apy_e8: e8(baseApr),
    tiered_non_reward_apy_e8: e8(baseApr),
    tiered_apy_list: tierRows(product),
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
    redemption: redemptionWire(world, product, userId),
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
  familyOf(product).productWire?.(world, product, userId, detail);
  return detail;
}
