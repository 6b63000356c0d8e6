import { balanceOf } from './ledger';
import { dec, type Dec } from './money';
import type { UserState } from './state';

/** Read helpers over a user's wallets. */
export function availableIn(user: UserState, accountType: number, coinValue: number): Dec {
  return dec(balanceOf(user, accountType, coinValue).available);
}

export interface WalletLine {
  accountType: number;
  coin: number;
  available: string;
  frozen: string;
}

/** Every non-empty balance line of a user, optionally filtered. */
export function walletLines(user: UserState, coins?: number[], accountTypes?: number[]): WalletLine[] {
  const lines: WalletLine[] = [];
  for (const [accountType, wallet] of Object.entries(user.wallets)) {
    if (accountTypes && !accountTypes.includes(Number(accountType))) continue;
    for (const [coinValue, balance] of Object.entries(wallet)) {
      if (coins && !coins.includes(Number(coinValue))) continue;
      if (dec(balance.available).isZero() && dec(balance.frozen).isZero() && !coins) continue;
      lines.push({
        accountType: Number(accountType),
        coin: Number(coinValue),
        available: balance.available,
        frozen: balance.frozen,
      });
    }
  }
  return lines.sort((a, b) => a.accountType - b.accountType || a.coin - b.coin);
}
