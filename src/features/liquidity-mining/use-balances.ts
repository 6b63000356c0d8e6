import { useQuery } from '@tanstack/react-query';
import { AccountType } from '@/api/earn/earn-enums';
import { getUserBalanceQueryOptions } from '@/api/earn/get-user-balance';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';

/** Funding-wallet balances by coin; null while unknown (a visitor, or still loading), which skips balance checks. */
export function useFundingBalances(loggedIn: boolean): {
  of(coin: number): Decimal | null;
  held: ReadonlySet<number> | null;
  failed: boolean;
} {
  const query = useQuery({
    ...getUserBalanceQueryOptions({ account_types: [AccountType.Funding] }),
    enabled: loggedIn,
  });
  const rows = loggedIn ? query.data?.balances : undefined;
  // Refused or failed: the form says so with a dash instead of waiting for ever.
  if (!rows) return { of: () => null, held: null, failed: loggedIn && query.isError };
  const map = new Map<number, Decimal>();
  for (const row of rows) if (row.account_type === AccountType.Funding) map.set(row.coin, fromE8(row.available_e8));
  return {
    of: (coin) => map.get(coin) ?? new Decimal(0),
    held: new Set([...map].filter(([, amount]) => amount.greaterThan(0)).map(([coin]) => coin)),
    failed: false,
  };
}
