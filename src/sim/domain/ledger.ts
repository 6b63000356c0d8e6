import { ProcessingState } from '@/api/earn/earn-enums';
import { coin as coinOf } from './coins';
import { SimCode, fail } from './errors';
import { dec, floorTo, type Dec } from './money';
import type { Balance, UserState, WalletRecordState, WorldState } from './state';

/**
 * Wallet balances per account type (FUNDING 6, SPOT 2, UTA 5) and the record of every movement.
 * Amounts are rounded down to the coin's asset precision before they touch a balance.
 */
export function balanceOf(user: UserState, accountType: number, coinValue: number): Balance {
  const wallet = (user.wallets[String(accountType)] ??= {});
  return (wallet[String(coinValue)] ??= { available: '0', frozen: '0' });
}

function ledgerAmount(coinValue: number, amount: Dec): Dec {
  return floorTo(amount, coinOf(coinValue).assetPrecision);
}

export function credit(user: UserState, accountType: number, coinValue: number, amount: Dec): Dec {
  const value = ledgerAmount(coinValue, amount);
  if (value.isNegative()) throw new Error('credit of a negative amount');
  const balance = balanceOf(user, accountType, coinValue);
  balance.available = dec(balance.available).plus(value).toFixed();
  return value;
}

/** Takes money out of the available balance; 303 when there is not enough. */
export function debit(user: UserState, accountType: number, coinValue: number, amount: Dec): void {
  const balance = balanceOf(user, accountType, coinValue);
  if (dec(balance.available).lessThan(amount)) fail(SimCode.InsufficientBalance);
  balance.available = dec(balance.available).minus(amount).toFixed();
}

/** Moves money from available to frozen while an order is pending; 303 when there is not enough. */
export function freeze(user: UserState, accountType: number, coinValue: number, amount: Dec): void {
  const balance = balanceOf(user, accountType, coinValue);
  if (dec(balance.available).lessThan(amount)) fail(SimCode.InsufficientBalance);
  balance.available = dec(balance.available).minus(amount).toFixed();
  balance.frozen = dec(balance.frozen).plus(amount).toFixed();
}

/** A pending order went through: its frozen money leaves the wallet. */
export function consumeFrozen(user: UserState, accountType: number, coinValue: number, amount: Dec): void {
  const balance = balanceOf(user, accountType, coinValue);
  balance.frozen = dec(balance.frozen).minus(amount).toFixed();
  if (dec(balance.frozen).isNegative()) throw new Error('frozen balance below zero');
}

/** A pending order failed: its frozen money is available again. */
export function unfreeze(user: UserState, accountType: number, coinValue: number, amount: Dec): void {
  consumeFrozen(user, accountType, coinValue, amount);
  const balance = balanceOf(user, accountType, coinValue);
  balance.available = dec(balance.available).plus(amount).toFixed();
}

export interface RecordInput {
  userId: string;
  type: number;
  coin: number;
  amount: Dec;
  productType?: number | null;
  productId?: string | null;
  orderId?: string | null;
  status?: number;
  at: number;
  pnlUsd?: Dec;
}

export function nextId(state: WorldState): string {
  state.seq += 1;
  return String(state.seq);
}

export function addRecord(state: WorldState, input: RecordInput): WalletRecordState {
  const record: WalletRecordState = {
    id: nextId(state),
    userId: input.userId,
    type: input.type,
    coin: input.coin,
    amount: input.amount.toFixed(),
    productType: input.productType ?? null,
    productId: input.productId ?? null,
    orderId: input.orderId ?? null,
    status: input.status ?? ProcessingState.Success,
    createdAt: input.at,
    pnlUsd: (input.pnlUsd ?? dec(0)).toFixed(),
  };
  state.records.push(record);
  return record;
}
