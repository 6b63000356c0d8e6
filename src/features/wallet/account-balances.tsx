import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountType } from '@/api/earn/earn-enums';
import { getUserBalanceQueryOptions } from '@/api/earn/get-user-balance';
import { quotePricesQueryOptions, valueInQuote } from '@/api/main/pricing';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import { Decimal } from '@/lib/decimal';
import { Skeleton } from '@/ui/skeleton';
import { useReadyToReveal } from '@/ui/reveal-ready';
import { coinName, formatCoinE8, formatValueE8 } from './format';
import { QueryError } from '@/ui/query-error';
import { useCoins } from '@/products/use-coins';
import { unpricedCoinList } from '@/products/unpriced-coins';
import { useAssetsSummary } from './use-summary';
import { useDeferredResult } from './use-deferred-result';
import * as css from './wallet.css';
import * as table from '@/ui/data-table.css';
import { withUnit } from '@/lib/bidi';

/** Funding first: that is where earn pays out and what subscriptions draw from. */
const ACCOUNT_ORDER = [AccountType.Funding, AccountType.Spot, AccountType.Uta] as const;

/**
 * The user's wallets outside earn (spec §4: FUNDING, SPOT, UTA), each with its value and coins; each coin is
 * valued at its last price (quote tokens and the ticker, spec §5 and §7: 100 symbols a call; a "too many
 * coins" answer, -100019, is shown with a retry and only the values are missing meanwhile).
 */
export function AccountBalances() {
  const { t } = useTranslation(['wallet', 'errors', 'products']);
  const coins = useCoins();
  const balances = useDeferredResult(useQuery(getUserBalanceQueryOptions({})));
  useReadyToReveal('balances', balances.data !== undefined || balances.isError);
  const { query: summary, quote } = useAssetsSummary();
  const held =
    balances.data && coins
      ? [
          ...new Set(
            balances.data.balances
              .map((line) => coins.byEnum.get(line.coin)?.name)
              .filter((name) => name !== undefined),
          ),
        ]
      : [];
  const prices = useDeferredResult(useQuery({ ...quotePricesQueryOptions(held), enabled: held.length > 0 }));
  const valueOf = (coin: number, amountE8: string): string => {
    const name = coins?.byEnum.get(coin)?.name;
    if (!prices.data || !name) return '—';
    // No market in the quote coin (BIT, KST in USDC): say so, never "0.00".
    if (!prices.data.has(name.toUpperCase())) return t('products:valuation.noPrice');
    return formatAmount(valueInQuote(fromE8(amountE8), name, prices.data), {
      locale: getIntlLocale(),
      precision: 2,
      minimumFractionDigits: 2,
    });
  };

  return (
    <section className={css.section} aria-labelledby="balances-title">
      <h2 id="balances-title" className={css.sectionTitle}>
        {t('balances.title')}
      </h2>
      {balances.isError && <QueryError error={balances.error} onRetry={() => void balances.refetch()} />}
      {prices.isError && (
        <div data-testid="prices-error">
          <QueryError
            error={prices.error}
            lead={t('balances.pricesFailed')}
            retrying={prices.isFetching}
            onRetry={() => void prices.refetch()}
          />
        </div>
      )}
      {balances.isPending && (
        <div className={css.cards} aria-busy="true">
          {ACCOUNT_ORDER.map((a) => (
            <Skeleton key={a} height={140} radius={12} />
          ))}
        </div>
      )}
      {balances.data && (
        <div className={css.cards}>
          {ACCOUNT_ORDER.map((accountType) => {
            const lines = balances.data.balances
              .filter(
                (line) =>
                  line.account_type === accountType &&
                  (new Decimal(line.available_e8).greaterThan(0) || new Decimal(line.frozen_e8).greaterThan(0)),
              )
              .sort((a, b) => coinName(coins, a.coin).localeCompare(coinName(coins, b.coin)));
            const value = summary.data?.by_account_type.find((row) => row.account_type === accountType)?.value_e8;
            const titleId = `account-${accountType}`;
            const leftOut = unpricedCoinList(
              summary.data?.unpriced_coins,
              coins,
              getIntlLocale(),
              new Set(lines.map((line) => line.coin)),
            );
            return (
              <section
                key={accountType}
                className={css.card}
                aria-labelledby={titleId}
                data-testid={`account-${accountType}`}
              >
                <h3 id={titleId} className={css.cardLabel}>
                  {t(`accountType.${accountType}`)}
                </h3>
                <p className={css.mediumNumber}>
                  {value === undefined
                    ? '—'
                    : quote
                      ? withUnit(formatValueE8(value), quote.name, getIntlLocale())
                      : formatValueE8(value)}
                </p>
                {leftOut !== null && (
                  <p className={css.cardNote} data-testid={`unpriced-${accountType}`}>
                    {t('products:valuation.unpriced', { coins: leftOut, coin: quote?.name ?? '' })}
                  </p>
                )}
                {lines.length === 0 ? (
                  <p className={css.cardNote}>{t('balances.empty')}</p>
                ) : (
                  <table className={css.miniTable} aria-labelledby={titleId}>
                    <thead>
                      <tr>
                        <th scope="col">{t('summary.coin')}</th>
                        <th scope="col" className={table.num}>
                          {t('balances.available')}
                        </th>
                        <th scope="col" className={table.num}>
                          {t('balances.frozen')}
                        </th>
                        <th scope="col" className={table.num}>
                          {t('balances.value', { coin: quote?.name ?? '' })}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {lines.map((line) => (
                        <tr key={line.coin}>
                          <th scope="row">{coinName(coins, line.coin)}</th>
                          <td
                            className={table.num}
                            data-testid={`balance-${accountType}-${coinName(coins, line.coin)}`}
                          >
                            {formatCoinE8(line.available_e8, coins?.byEnum.get(line.coin))}
                          </td>
                          <td className={table.num}>{formatCoinE8(line.frozen_e8, coins?.byEnum.get(line.coin))}</td>
                          <td className={table.num} data-testid={`value-${accountType}-${coinName(coins, line.coin)}`}>
                            {valueOf(line.coin, (BigInt(line.available_e8) + BigInt(line.frozen_e8)).toString())}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
