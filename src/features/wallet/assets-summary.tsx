import { useTranslation } from 'react-i18next';
import { Decimal } from '@/lib/decimal';
import { formatPercent } from '@/lib/format-number';
import { getIntlLocale } from '@/i18n/current-locale';
import { Skeleton } from '@/ui/skeleton';
import { useReadyToReveal } from '@/ui/reveal-ready';
import { familyNameKey, familyOfType, familyRank } from '@/products/families';
import { coinName, formatCoinE8, formatValueE8 } from './format';
import { QueryError } from '@/ui/query-error';
import { useCoins } from '@/products/use-coins';
import { unpricedCoinList } from '@/products/unpriced-coins';
import { useAssetsSummary } from './use-summary';
import * as css from './wallet.css';
import * as table from '@/ui/data-table.css';

/**
 * Totals first: everything the user has, earn positions included (exchanges that leave earn out of the totals
 * are a common complaint), then the earn part by product family and by coin.
 */
export function AssetsSummary() {
  const { t } = useTranslation(['wallet', 'products']);
  const coins = useCoins();
  const { query, quote } = useAssetsSummary();
  const quoteName = quote?.name ?? '';
  useReadyToReveal('summary', query.data !== undefined || query.isError);

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div className={css.cards} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={112} radius={12} />
        ))}
      </div>
    );
  }
  const summary = query.data;
  const walletsE8 = summary.by_account_type.reduce((sum, row) => sum.plus(row.value_e8), new Decimal(0));
  const totalE8 = walletsE8.plus(summary.total_value_e8).toFixed(0);
  const earnTotal = new Decimal(summary.total_value_e8);
  const share = (valueE8: string) =>
    earnTotal.isZero()
      ? '—'
      : formatPercent(new Decimal(valueE8).div(earnTotal).times(100), { locale: getIntlLocale(), fractionDigits: 1 });
  const tone = (e8: string) =>
    new Decimal(e8).isNegative() ? css.negative : new Decimal(e8).isZero() ? '' : css.positive;
  const families = [...summary.by_family].sort(
    (a, b) => familyRank(familyOfType(a.product_type)) - familyRank(familyOfType(b.product_type)),
  );
  const byCoin = [...summary.by_coin].sort((a, b) => new Decimal(b.value_e8).comparedTo(a.value_e8));
  // Families whose positions count at what they are worth today (principal at risk), named so the totals say so.
  // Holdings with no price in the quote coin count nothing: each total names what it leaves out.
  const unpriced = new Set(summary.unpriced_coins ?? []);
  const leftOut = unpricedCoinList(summary.unpriced_coins, coins, getIntlLocale());
  const earnLeftOut = unpricedCoinList(
    summary.unpriced_coins,
    coins,
    getIntlLocale(),
    new Set(summary.by_coin.map((row) => row.coin)),
  );
  const estimated = families
    .filter((row) => row.valued_at_estimate === true)
    .map((row) => t(familyNameKey(familyOfType(row.product_type)), { ns: 'products' }));

  return (
    <>
      <div className={css.cards}>
        <section className={css.card} aria-labelledby="total-assets">
          <h2 id="total-assets" className={css.cardLabel}>
            {t('summary.total')}
          </h2>
          <p className={css.bigNumber} data-testid="total-assets">
            {formatValueE8(totalE8)} <span className={css.unit}>{quoteName}</span>
          </p>
          <p className={css.cardNote}>
            {t('summary.split', {
              earn: formatValueE8(summary.total_value_e8),
              wallets: formatValueE8(walletsE8.toFixed(0)),
              coin: quoteName,
            })}
          </p>
          {leftOut !== null && (
            <p className={css.cardNote} data-testid="total-assets-unpriced">
              {t('products:valuation.unpriced', { coins: leftOut, coin: quoteName })}
            </p>
          )}
        </section>
        <section className={css.card} aria-labelledby="earn-assets">
          <h2 id="earn-assets" className={css.cardLabel}>
            {t('summary.earn')}
          </h2>
          <p className={css.bigNumber} data-testid="earn-assets">
            {formatValueE8(summary.total_value_e8)} <span className={css.unit}>{quoteName}</span>
          </p>
          <p className={css.cardNote}>
            {t('summary.positions', { number: families.reduce((n, f) => n + f.position_count, 0) })}
          </p>
          {earnLeftOut !== null && (
            <p className={css.cardNote} data-testid="earn-assets-unpriced">
              {t('products:valuation.unpriced', { coins: earnLeftOut, coin: quoteName })}
            </p>
          )}
          {estimated.length > 0 && (
            <p className={css.cardNote} data-testid="earn-assets-estimated">
              {t('summary.estimated', {
                families: new Intl.ListFormat(getIntlLocale(), { type: 'conjunction' }).format(estimated),
              })}
            </p>
          )}
        </section>
        <section className={css.card} aria-labelledby="earned">
          <h2 id="earned" className={css.cardLabel}>
            {t('products:valuation.allTimePnl')}
          </h2>
          <p className={`${css.bigNumber} ${tone(summary.cumulative_yield_value_e8)}`} data-testid="all-time-pnl">
            {formatValueE8(summary.cumulative_yield_value_e8, { signed: true })}{' '}
            <span className={css.unit}>{quoteName}</span>
          </p>
          <p className={css.cardNote}>
            {t('summary.yesterdayYield', {
              value: formatValueE8(summary.yesterday_yield_value_e8, { signed: true }),
              coin: quoteName,
            })}
          </p>
          <p className={css.cardNote}>{t('products:valuation.allTimePnlNote')}</p>
        </section>
      </div>

      <div className={css.twoColumns}>
        <section className={css.section} aria-labelledby="by-family">
          <h2 id="by-family" className={css.sectionTitle}>
            {t('summary.byFamily')}
          </h2>
          {families.length === 0 ? (
            <p className={css.empty}>{t('positions.empty')}</p>
          ) : (
            <div className={table.tableWrap}>
              <table className={table.table} aria-labelledby="by-family">
                <thead>
                  <tr>
                    <th scope="col">{t('summary.family')}</th>
                    <th scope="col" className={table.num}>
                      {t('summary.value', { coin: quoteName })}
                    </th>
                    <th scope="col" className={table.num}>
                      {t('summary.share')}
                    </th>
                    <th scope="col" className={table.num}>
                      {t('summary.earned', { coin: quoteName })}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {families.map((row) => (
                    <tr key={row.product_type}>
                      <th scope="row">
                        {t(familyNameKey(familyOfType(row.product_type)), { ns: 'products' })}{' '}
                        <span className={css.count}>{row.position_count}</span>
                      </th>
                      <td className={table.num} data-label={t('summary.value', { coin: quoteName })}>
                        {formatValueE8(row.value_e8)}
                      </td>
                      <td className={table.num} data-label={t('summary.share')}>
                        {share(row.value_e8)}
                      </td>
                      <td className={table.num} data-label={t('summary.earned', { coin: quoteName })}>
                        {formatValueE8(row.yield_value_e8)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className={css.section} aria-labelledby="by-coin">
          <h2 id="by-coin" className={css.sectionTitle}>
            {t('summary.byCoin')}
          </h2>
          {byCoin.length === 0 ? (
            <p className={css.empty}>{t('positions.empty')}</p>
          ) : (
            <div className={table.tableWrap}>
              <table className={table.table} aria-labelledby="by-coin">
                <thead>
                  <tr>
                    <th scope="col">{t('summary.coin')}</th>
                    <th scope="col" className={table.num}>
                      {t('summary.amount')}
                    </th>
                    <th scope="col" className={table.num}>
                      {t('summary.value', { coin: quoteName })}
                    </th>
                    <th scope="col" className={table.num}>
                      {t('summary.coinYield')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {byCoin.map((row) => (
                    <tr key={row.coin}>
                      <th scope="row">{coinName(coins, row.coin)}</th>
                      <td className={table.num} data-label={t('summary.amount')}>
                        {formatCoinE8(row.amount_e8, coins?.byEnum.get(row.coin))}
                      </td>
                      <td className={table.num} data-label={t('summary.value', { coin: quoteName })}>
                        {unpriced.has(row.coin) ? t('products:valuation.noPrice') : formatValueE8(row.value_e8)}
                      </td>
                      <td className={table.num} data-label={t('summary.coinYield')}>
                        {formatCoinE8(row.cumulative_yield_e8, coins?.byEnum.get(row.coin))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
