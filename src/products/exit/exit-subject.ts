import type { Position } from '@/api/earn/get-positions';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { familyOfType } from '../families';
import type { ExitSubject } from './exit-ways';

/** A held position as the ways out read it; null for a product type this build does not know. */
export function positionExitSubject(position: Position, returnPrecision: number): ExitSubject | null {
  const family = familyOfType(position.product_type);
  if (family === null) return null;
  const settlement = position.dual?.settlement_time ?? position.offer?.settlement_time;
  const subject: ExitSubject = {
    family,
    held: true,
    coin: position.coin,
    returnCoin: position.return_coin,
    returnPrecision,
    amount: fromE8(position.principal_e8),
    apr: fromE8(position.apy_e8),
    rule: position.redemption,
    interestStartMs: unixSecondsToMs(position.interest_start_at),
    endMs: unixSecondsToMs(settlement ?? position.maturity_at),
    claimable: fromE8(position.claimable_yield_e8),
  };
  if (position.offer) {
    subject.offer = {
      coin: position.offer.coin_y,
      estimate: fromE8(position.offer.estimated_value_e8),
      redeemEstimate: fromE8(position.offer.redeem_estimate_e8),
    };
  }
  if (position.liquidity)
    subject.pool = { coin: position.liquidity.coin_y, value: fromE8(position.liquidity.value_e8) };
  return subject;
}

/** A product for the amount being typed, as if subscribed now; null for a product type this build does not know. */
export function productExitSubject(
  product: ProductDetail,
  amount: Decimal,
  returnPrecision: number,
): ExitSubject | null {
  const family = familyOfType(product.product_type);
  if (family === null) return null;
  return {
    family,
    held: false,
    coin: product.coin,
    returnCoin: product.return_coin,
    returnPrecision,
    amount,
    // The headline rate at its highest: a forfeit "up to" never understates.
    apr: fromE8(product.apy_max_e8),
    rule: product.redemption,
    interestStartMs: unixSecondsToMs(product.interest_start_at),
    endMs: unixSecondsToMs(product.interest_end_at),
    payoutMs: unixSecondsToMs(product.interest_end_at) === null ? null : unixSecondsToMs(product.payout_at),
    claimable: fromE8('0'),
  };
}
