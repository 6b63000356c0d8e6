import { DisplayStatus, RunningState } from '@/api/earn/earn-enums';
import type { Product } from './catalogue/product';
import { dec } from './money';
import type { ProductBook } from './state';

/** Everything subscribed to a product: the seeded crowd plus this world's users. */
export function depositedOf(product: Product, book: ProductBook | undefined): string {
  return dec(product.crowdDeposited)
    .plus(book?.deposited ?? '0')
    .toFixed();
}

export function remainingQuota(product: Product, book: ProductBook | undefined): string | null {
  if (product.quota === null) return null;
  const left = dec(product.quota).minus(depositedOf(product, book));
  return left.greaterThan(0) ? left.toFixed() : '0';
}

/**
 * Availability of a product at a time (spec §4), in order of precedence: forbidden in this market,
 * taken offline, window not open yet, window closed, quota full, else available.
 */
export function displayStatus(product: Product, book: ProductBook | undefined, now: number): DisplayStatus {
  if (product.forbidden) return DisplayStatus.Forbidden;
  if (product.offline) return DisplayStatus.Offline;
  if (now < product.subscribeStartAt) return DisplayStatus.NotStarted;
  if (product.subscribeEndAt !== null && now >= product.subscribeEndAt) return DisplayStatus.SubscribeEnd;
  const left = remainingQuota(product, book);
  if (left !== null && dec(left).lessThan(product.minAmount)) return DisplayStatus.Soldout;
  return DisplayStatus.Available;
}

export function runningState(product: Product, book: ProductBook | undefined, now: number): RunningState {
  switch (displayStatus(product, book, now)) {
    case DisplayStatus.NotStarted:
      return RunningState.Unstarted;
    case DisplayStatus.Soldout:
      return RunningState.Soldout;
    case DisplayStatus.SubscribeEnd:
    case DisplayStatus.Offline:
      return RunningState.Ended;
    case DisplayStatus.Available:
      return RunningState.Running;
    default:
      return RunningState.Unknown;
  }
}

/** A countdown is shown while a window is about to open or close (within 7 days). */
export function showsCountdown(product: Product, now: number): boolean {
  const week = 7 * 24 * 3600_000;
  if (now < product.subscribeStartAt) return product.subscribeStartAt - now <= week;
  return product.subscribeEndAt !== null && now < product.subscribeEndAt && product.subscribeEndAt - now <= week;
}
