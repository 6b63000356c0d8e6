import type { Product } from './catalogue/product';
import { coin as coinOf } from './coins';
import { dec, floorTo, ZERO, type Dec } from './money';

/**
 * The reward fee of on-chain staking: the share of each reward the exchange keeps, stated with the product
 * (`reward_fee_rate_e8`), on the preview as an amount and on the position as what was kept. The APR quoted is
 * the chain's, before the fee, as the leading exchanges quote it.
 */
export function rewardFeeRate(product: Product): Dec {
  return dec(product.staking?.rewardFeeRate ?? '0');
}

/** What the exchange keeps of one payout: its share, rounded down to the coin (the holder gets the dust). */
export function rewardFeeOf(product: Product, paid: Dec): Dec {
  const rate = rewardFeeRate(product);
  return rate.isZero() ? ZERO : floorTo(paid.times(rate), coinOf(product.returnCoin).assetPrecision);
}
