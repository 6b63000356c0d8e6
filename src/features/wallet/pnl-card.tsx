import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getUserPnlQueryOptions } from '@/api/earn/get-user-pnl';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';
import { Decimal, maxOf } from '@/lib/decimal';
import { serverNowSeconds } from '@/lib/server-time';
import { Skeleton } from '@/ui/skeleton';
import { useReadyToReveal } from '@/ui/reveal-ready';
import { coinName, formatDate, formatValueE8 } from './format';
import { QueryError } from '@/ui/query-error';
import { ToggleGroup } from '@/ui/toggle-group';
import { useCoins, useQuoteCoin } from '@/products/use-coins';
import { PNL_DAYS, PNL_PERIODS, type PnlPeriod } from './wallet-search';
import { pnlRange } from './utc-days';
import { useDeferredResult } from './use-deferred-result';
import * as css from './wallet.css';

/** Profit and loss from get-user-pnl: yesterday's, the period's cumulative figure, and a bar per day. */
export function PnlCard({
  period,
  onPeriodChange,
}: {
  period: PnlPeriod;
  onPeriodChange: (period: PnlPeriod) => void;
}) {
  const { t } = useTranslation('wallet');
  const coins = useCoins();
  const range = pnlRange(serverNowSeconds(), PNL_DAYS[period]);
  // Valued in the edition's quote coin, like every other total on the page (USDC in the EU edition).
  const quote = useQuoteCoin();
  const query = useDeferredResult(
    useQuery({
      ...getUserPnlQueryOptions({ start_at: range.start_at, end_at: range.end_at, quote_coin: quote?.coin }),
      enabled: quote !== undefined,
    }),
  );
  const data = query.data;
  useReadyToReveal('pnl', data !== undefined || query.isError);
  const quoteName = data ? coinName(coins, data.quote_coin) : '';
  const yesterday = data?.daily.find((day) => day.date_at === range.yesterday)?.pnl_e8 ?? '0';
  const peak = data
    ? data.daily.reduce((max, day) => maxOf(max, new Decimal(day.pnl_e8).abs()), new Decimal(0))
    : new Decimal(0);
  const tone = (e8: string) =>
    new Decimal(e8).isNegative() ? css.negative : new Decimal(e8).isZero() ? '' : css.positive;

  return (
    <section className={css.section} aria-labelledby="pnl-title">
      <div className={css.sectionHead}>
        <h2 id="pnl-title" className={css.sectionTitle}>
          {t('pnl.title')}
        </h2>
        <ToggleGroup
          label={t('pnl.period')}
          options={PNL_PERIODS.map((p) => ({ id: p, label: t(`pnl.periods.${p}`) }))}
          selected={period}
          onSelect={onPeriodChange}
        />
      </div>
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending && <Skeleton height={120} radius={12} />}
      {data && (
        <>
          <dl className={css.pnlFigures}>
            <div>
              <dt>{t('pnl.yesterday')}</dt>
              <dd className={tone(yesterday)} data-testid="pnl-yesterday">
                {withUnit(formatValueE8(yesterday, { signed: true }), quoteName, getIntlLocale())}
              </dd>
            </div>
            <div>
              <dt>{t('pnl.cumulative', { period: t(`pnl.periods.${period}`) })}</dt>
              <dd className={tone(data.cumulate_pnl_e8)} data-testid="pnl-cumulative">
                {withUnit(formatValueE8(data.cumulate_pnl_e8, { signed: true }), quoteName, getIntlLocale())}
              </dd>
            </div>
          </dl>
          {data.daily.length > 0 && !peak.isZero() && (
            <ol className={css.bars} aria-label={t('pnl.daily')}>
              {data.daily.map((day) => {
                const height = new Decimal(day.pnl_e8).abs().div(peak).times(100).toDecimalPlaces(0).toNumber();
                return (
                  <li key={day.date_at} className={css.barSlot}>
                    <span
                      className={`${css.bar} ${new Decimal(day.pnl_e8).isNegative() ? css.barNegative : ''}`}
                      style={{ height: `${Math.max(height, 2)}%` }}
                      title={`${formatDate(day.date_at)}: ${withUnit(formatValueE8(day.pnl_e8, { signed: true }), quoteName, getIntlLocale())}`}
                    />
                    <span className="visually-hidden">{`${formatDate(day.date_at)}: ${withUnit(formatValueE8(day.pnl_e8, { signed: true }), quoteName, getIntlLocale())}`}</span>
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
