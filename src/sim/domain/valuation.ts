import { PositionStatus, WalletRecordType } from '@/api/earn/earn-enums';
import { poolState, positionValue } from './liquidity-pools';
import { dec, ZERO, type Dec } from './money';
import type { PositionState, UserState } from './state';
import { DAY, startOfUtcDay } from './time';
import type { World } from './world';

/**
 * What a user's earn holdings are worth, in USD (the quote coins are pegged at 1). Positions count
 * principal plus accrued and claimable yield; a leveraged pool position counts its equity.
 */
export function positionWorthUsd(world: World, position: PositionState, at = world.now()): Dec {
  const price = (c: number) => world.prices.price(c, at);
  const yieldValue = dec(position.accrued).plus(position.claimable).times(price(position.returnCoin));
  if (position.liquidity) {
    const product = world.product(position.productId);
    if (!product?.liquidity) return ZERO;
    if (position.status === PositionStatus.Processing) return dec(position.principal).times(price(position.coin)).plus(yieldValue);
    const equity = positionValue(poolState(world, product.liquidity), position).minus(position.liquidity.loan);
    return equity.times(price(product.liquidity.quote)).plus(yieldValue);
  }
  return dec(position.principal).plus(position.pendingRedeem).times(price(position.coin)).plus(yieldValue);
}

export function openPositions(world: World, userId: string): PositionState[] {
  return world.state.positions.filter((p) => p.userId === userId && p.status !== PositionStatus.Closed);
}

/** Yield records count towards PnL: interest, claims, bonuses, settlements (their gain part). */
const YIELD_TYPES: ReadonlySet<number> = new Set([WalletRecordType.Interest, WalletRecordType.Claim, WalletRecordType.Bonus, WalletRecordType.Settlement, WalletRecordType.Redeem]);

export interface DailyPnl {
  day: number;
  usd: Dec;
}

/** PnL per UTC day from the user's yield records (valued when they were credited). */
export function dailyPnl(world: World, userId: string, from: number, to: number, filter: { productType?: number; coin?: number } = {}): DailyPnl[] {
  const days = new Map<number, Dec>();
  for (let day = startOfUtcDay(from); day <= to; day += DAY) days.set(day, ZERO);
  for (const record of world.state.records) {
    if (record.userId !== userId || !YIELD_TYPES.has(record.type) || record.createdAt < from || record.createdAt > to) continue;
    if (filter.productType !== undefined && record.productType !== filter.productType) continue;
    if (filter.coin !== undefined && record.coin !== filter.coin) continue;
    const day = startOfUtcDay(record.createdAt);
    days.set(day, (days.get(day) ?? ZERO).plus(record.pnlUsd));
  }
  return [...days].sort((a, b) => a[0] - b[0]).map(([day, usd]) => ({ day, usd }));
}

export function cumulativePnlUsd(world: World, userId: string, filter: { productType?: number; coin?: number } = {}): Dec {
  let total = ZERO;
  for (const record of world.state.records) {
    if (record.userId !== userId || !YIELD_TYPES.has(record.type)) continue;
    if (filter.productType !== undefined && record.productType !== filter.productType) continue;
    if (filter.coin !== undefined && record.coin !== filter.coin) continue;
    total = total.plus(record.pnlUsd);
  }
  return total;
}

/** Wallet balances (available + frozen) valued in USD, per account type. */
export function walletWorthUsd(world: World, user: UserState, at = world.now()): Map<number, Dec> {
  const out = new Map<number, Dec>();
  for (const [accountType, wallet] of Object.entries(user.wallets)) {
    let sum = ZERO;
    for (const [coinValue, balance] of Object.entries(wallet)) {
      sum = sum.plus(dec(balance.available).plus(balance.frozen).times(world.prices.price(Number(coinValue), at)));
    }
    out.set(Number(accountType), sum);
  }
  return out;
}
