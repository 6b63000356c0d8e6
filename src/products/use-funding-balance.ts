import { useQuery } from '@tanstack/react-query';
import { AccountType } from '@/api/earn/earn-enums';
import { getUserBalanceQueryOptions } from '@/api/earn/get-user-balance';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';

/**
 * What a coin has available in the funding wallet, which pays every subscription: null while it is not known
 * (a visitor, still loading, or unreadable), which skips the balance check; `failed` when it could not be
 * read, so the form writes a dash instead of waiting for ever.
 */
export function useFundingBalance(coin: number, loggedIn: boolean): { balance: Decimal | null; failed: boolean } {
  const query = useQuery({
    ...getUserBalanceQueryOptions({ coins: [coin], account_types: [AccountType.Funding] }),
    enabled: loggedIn,
  });
  if (!loggedIn || !query.data) return { balance: null, failed: loggedIn && query.isError };
  const row = query.data.balances.find((b) => b.coin === coin && b.account_type === AccountType.Funding);
  return { balance: row ? fromE8(row.available_e8) : new Decimal(0), failed: false };
}

/** The balance in "Available: …": an ellipsis while it loads, a dash when it cannot be read (refused, failed). */
export function availableText(balance: Decimal | null, failed: boolean, money: (value: Decimal) => string): string {
  if (balance !== null) return money(balance);
  return failed ? '—' : '…';
}
