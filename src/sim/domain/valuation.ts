import { PositionStatus, WalletRecordType } from '@/api/earn/earn-enums';
import { offerValueNow } from './actions';
import type { Product } from './catalogue/product';
import { familyOfType } from './families';
import { dec, floorTo, ZERO, type Dec } from './money';
import type { OrderState, PositionState, UserState, WalletRecordState } from './state';
import { DAY, startOfUtcDay } from './time';
import type { World } from './world';

/** An amount of one coin a position holds. */
export interface Holding {
  coin: number;
  amount: Dec;
}

/**
 * The order a position settles against a price by (double-win, discount buy, smart leverage, structured), when
 * its family has a value estimate: such a position is not worth its principal but what its settlement rule
 * gives at today's price.
 */
function estimatedSource(world: World, position: PositionState): { product: Product; source: OrderState } | null {
  if (!familyOfType(position.productType)?.offerValue) return null;
  const product = world.product(position.productId);
  const source = world.state.orders.find((o) => o.id === position.orderId);
  return product && source?.offer ? { product, source } : null;
}

/** Whether a position is valued at its estimate today rather than its principal (`positionHoldings`). */
export function valuedAtEstimate(world: World, position: PositionState): boolean {
  return estimatedSource(world, position) !== null;
}

/**
 * What a position holds, coin by coin: principal (and principal on its way out) in its coin, accrued and
 * claimable yield in its return coin; a pool position its share of both reserves, less its loan (quote coin);
 * a position settled against a price its value today in the quote coin, the estimate its card shows
 * (`estimated_value_e8`), since its principal is at risk. Amounts are whole e8 units, so the wallet's
 * breakdowns by coin and by product sum to the same total.
 */
export function positionHoldings(world: World, position: PositionState): Holding[] {
  const e8 = (amount: Dec) => floorTo(amount, 8);
  const out: Holding[] = [];
  const add = (coin: number, amount: Dec) => {
    const rounded = e8(amount);
    if (rounded.isZero()) return;
    const same = out.find((h) => h.coin === coin);
    if (same) same.amount = same.amount.plus(rounded);
    else out.push({ coin, amount: rounded });
  };
  const own = familyOfType(position.productType)?.holdings;
  const estimated = estimatedSource(world, position);
  if (own) own(world, position, add);
  else if (estimated?.source.offer)
    add(estimated.source.offer.quote, offerValueNow(world, estimated.product, estimated.source, world.now()));
  else add(position.coin, dec(position.principal).plus(position.pendingRedeem));
  add(position.returnCoin, dec(position.accrued).plus(position.claimable));
  return out;
}

/** A holding's worth in `quote` (spec §5: stablecoins at 1), truncated to `digits` decimals of the quote coin. */
export function holdingValue(world: World, holding: Holding, quote: number, at = world.now(), digits = 8): Dec {
  return floorTo(holding.amount.times(world.prices.price(holding.coin, at)).div(world.prices.price(quote, at)), digits);
}

export function openPositions(world: World, userId: string): PositionState[] {
  return world.state.positions.filter((p) => p.userId === userId && p.status !== PositionStatus.Closed);
}

/** Yield records count towards PnL: interest, claims, bonuses, settlements (their gain part). */
const YIELD_TYPES: ReadonlySet<number> = new Set([
  WalletRecordType.Interest,
  WalletRecordType.Claim,
  WalletRecordType.Bonus,
  WalletRecordType.Settlement,
  WalletRecordType.Redeem,
]);

export function isYieldRecord(record: WalletRecordState): boolean {
  return YIELD_TYPES.has(record.type);
}

export interface DailyPnl {
  day: number;
  usd: Dec;
}

/** PnL per UTC day from the user's yield records (valued when they were credited). */
export function dailyPnl(
  world: World,
  userId: string,
  from: number,
  to: number,
  filter: { productType?: number; coin?: number } = {},
): DailyPnl[] {
  const days = new Map<number, Dec>();
  for (let day = startOfUtcDay(from); day <= to; day += DAY) days.set(day, ZERO);
  for (const record of world.state.records) {
    if (record.userId !== userId || !YIELD_TYPES.has(record.type) || record.createdAt < from || record.createdAt > to)
      continue;
    if (filter.productType !== undefined && record.productType !== filter.productType) continue;
    if (filter.coin !== undefined && record.coin !== filter.coin) continue;
    const day = startOfUtcDay(record.createdAt);
    days.set(day, (days.get(day) ?? ZERO).plus(record.pnlUsd));
  }
  return [...days].sort((a, b) => a[0] - b[0]).map(([day, usd]) => ({ day, usd }));
}

/** Wallet balances (available + frozen) valued in USD, per account type; coins `priced` refuses count nothing. */
export function walletWorthUsd(
  world: World,
  user: UserState,
  at = world.now(),
  priced: (coin: number) => boolean = () => true,
): Map<number, Dec> {
  const out = new Map<number, Dec>();
  for (const [accountType, wallet] of Object.entries(user.wallets)) {
    let sum = ZERO;
    for (const [coinValue, balance] of Object.entries(wallet)) {
      if (!priced(Number(coinValue))) continue;
      sum = sum.plus(
        dec(balance.available)
          .plus(balance.frozen)
          .times(world.prices.price(Number(coinValue), at)),
      );
    }
    out.set(Number(accountType), sum);
  }
  return out;
}
