import type { ParseKeys } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTranslation } from '@/api/api-error';
import { getAssetsSummaryV2QueryOptions } from '@/api/earn/get-assets-summary-v2';
import type { Coin } from '@/api/earn/get-coins';
import { getUserPnlQueryOptions } from '@/api/earn/get-user-pnl';
import { e8ToPlain } from '@/lib/decimal-string';
import { formatAmount } from '@/lib/format-number';
import { serverNow } from '@/lib/server-time';
import { buttonClass } from '@/ui/button-class';
import { Notice } from '@/ui/notice';
import { Skeleton } from '@/ui/skeleton';
import { localeParams } from '@/i18n/locale-links';
import { unpricedCoinList } from '@/products/unpriced-coins';
import { useCoins } from '@/products/use-coins';
import * as css from './my-earn-summary.css';
import { withUnit } from '@/lib/bidi';

const DAY_SECONDS = 86_400;
/** Values in the quote coin are shown like money: two decimals, rounded down. */
const VALUE_DIGITS = 2;

/** The last seven UTC days, fixed for the day so the query key is stable across renders. */
function lastWeekRange(): { start_at: string; end_at: string } {
  const today = Math.floor(serverNow() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  return { start_at: String(today - 6 * DAY_SECONDS), end_at: String(today + DAY_SECONDS) };
}

/** "My earn" for a logged-in user: total earn assets, yesterday's, last week's and cumulative yield. */
export function MyEarnSummary({ quoteCoin, locale }: { quoteCoin: Coin; locale: string }) {
  const { t } = useTranslation(['home', 'errors', 'common', 'products']);
  const [range] = useState(lastWeekRange);
  const summary = useQuery(getAssetsSummaryV2QueryOptions({ quote_coin: quoteCoin.coin }));
  const pnl = useQuery(getUserPnlQueryOptions({ ...range, quote_coin: quoteCoin.coin }));

  const money = (e8: string | undefined) =>
    e8 === undefined
      ? null
      : withUnit(
          formatAmount(e8ToPlain(e8), { locale, precision: VALUE_DIGITS, minimumFractionDigits: VALUE_DIGITS }),
          quoteCoin.name,
          locale,
        );

  // Yields are coloured by their sign (a loss on a principal-at-risk product is red); the total is not.
  const tone = (e8: string | undefined) =>
    e8 === undefined || e8 === '0' ? '' : e8.startsWith('-') ? css.negative : css.positive;
  const figures: Array<{ key: ParseKeys<readonly ['home', 'products']>; value: string | null; tone: string }> = [
    { key: 'summary.total', value: money(summary.data?.total_value_e8), tone: '' },
    {
      key: 'summary.yesterday',
      value: money(summary.data?.yesterday_yield_value_e8),
      tone: tone(summary.data?.yesterday_yield_value_e8),
    },
    { key: 'summary.week', value: money(pnl.data?.cumulate_pnl_e8), tone: tone(pnl.data?.cumulate_pnl_e8) },
    // The wallet's figure under the wallet's name (products namespace): a dual conversion loss is in it.
    {
      key: 'products:valuation.allTimePnl',
      value: money(summary.data?.cumulative_yield_value_e8),
      tone: tone(summary.data?.cumulative_yield_value_e8),
    },
  ];
  const failed = summary.error ?? pnl.error;
  const coins = useCoins();
  // Earn holdings with no price in the quote coin count nothing in the total: named, not silently left out.
  const leftOut = summary.data
    ? unpricedCoinList(summary.data.unpriced_coins, coins, locale, new Set(summary.data.by_coin.map((row) => row.coin)))
    : null;

  return (
    <section className={css.panel} aria-labelledby="my-earn-heading">
      <h2 id="my-earn-heading" className={css.heading}>
        {t('summary.title')}
      </h2>
      {failed ? (
        <div style={{ gridColumn: '1 / -1' }}>
          <Notice
            tone="error"
            action={
              <button
                type="button"
                className={buttonClass('secondary', 'small')}
                onClick={() => void Promise.all([summary.refetch(), pnl.refetch()])}
              >
                {t('common:error.retry')}
              </button>
            }
          >
            {t(errorTranslation(failed).key, errorTranslation(failed).values)}
          </Notice>
        </div>
      ) : (
        figures.map((figure) => (
          <div key={figure.key} className={css.figure}>
            <span className={css.label}>{t(figure.key, { coin: quoteCoin.name })}</span>
            {figure.value === null ? (
              <Skeleton width="70%" height={28} />
            ) : (
              <span className={`${css.value} ${figure.tone}`}>{figure.value}</span>
            )}
          </div>
        ))
      )}
      {summary.data && <p className={css.note}>{t('products:valuation.allTimePnlNote')}</p>}
      {summary.data?.by_family.some((row) => row.valued_at_estimate === true) && (
        <p className={css.note} data-testid="my-earn-estimated">
          {t('summary.estimated')}
        </p>
      )}
      {leftOut !== null && (
        <p className={css.note} data-testid="my-earn-unpriced">
          {t('products:valuation.unpriced', { coins: leftOut, coin: quoteCoin.name })}
        </p>
      )}
      <Link
        to="/{-$locale}/earn/wallet/"
        params={localeParams()}
        className={`${buttonClass('secondary', 'small')} ${css.link}`}
      >
        {t('summary.wallet')}
      </Link>
    </section>
  );
}
