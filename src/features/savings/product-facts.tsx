import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PayoutSchedule, RedemptionType } from '@/api/earn/earn-enums';
import { coinName as coinNameOf, type CoinCatalogue } from '@/api/earn/get-coins';
import type { GetProductsExtraInfoResult } from '@/api/earn/get-products-extra-info';
import type { ProductDetail } from '@/api/earn/product-schema';
import { fromE8 } from '@/lib/decimal-e8';
import { Decimal } from '@/lib/decimal';
import { unixSecondsToMs } from '@/lib/unix-time';
import { ProgressBar } from '@/ui/progress-bar';
import { formatAmount, formatAprE8, formatPercent } from '@/lib/format-number';
import { termText } from '@/lib/format-units';
import { formatDateTimeUtc } from '@/lib/format-date';
import { interestStartFor } from '@/products/yield/interest-start';
import { amountText, windowCountdownText, hoursText, minutesText, utcTimeText } from './format';
import { quotaFilledPercent, quotaLeft } from './product-math';
import * as css from './product-dialog.css';
import { withUnit } from '@/lib/bidi';

type ExtraInfo = GetProductsExtraInfoResult['products'][number];

/** Everything a subscriber should know before paying: term, window, dates, payout, redemption, limits, quota. */
export function ProductFacts({
  detail,
  extra,
  coins,
  locale,
  now,
  loggedIn,
}: {
  detail: ProductDetail;
  extra: ExtraInfo | undefined;
  coins: CoinCatalogue | undefined;
  locale: string;
  /** Server time, ms. */
  now: number;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('savings');
  const coin = coins?.byEnum.get(detail.coin);
  const coinName = coinNameOf(coins, detail.coin);
  const precision = coin?.assetPrecision ?? 8;
  const money = (value: Decimal) => withUnit(amountText(value, precision, locale), coinName, locale);
  const durationSeconds = Number(detail.duration);
  const maxShare = extra?.product_max_share ?? detail.product_max_share;
  const deposited = extra?.total_deposit_share ?? detail.total_deposit_share;
  const filled = quotaFilledPercent(maxShare, deposited);
  const left = quotaLeft(maxShare, deposited);
  const startMs = unixSecondsToMs(detail.subscribe_start_at);
  const endMs = unixSecondsToMs(detail.subscribe_end_at);
  // The detail's dates were the exchange's answer when it was fetched: moved on by the product's rule as the
  // clock runs, so they say what a review (previewed now) says.
  const answeredStartMs = unixSecondsToMs(detail.interest_start_at);
  const interestStartMs = interestStartFor(detail.payout.interest_start_delay_days, answeredStartMs, now);
  const answeredPayoutMs = unixSecondsToMs(detail.payout_at);
  const payoutMs =
    answeredPayoutMs === null
      ? null
      : answeredPayoutMs + (answeredStartMs === null ? 0 : interestStartMs - answeredStartMs);
  const { redemption, payout, staking } = detail;

  const rows: Array<[string, ReactNode]> = [];
  rows.push([t('facts.term'), termText(durationSeconds, locale) ?? t('facts.flexibleTerm')]);

  let window =
    startMs !== null && now < startMs
      ? t('facts.opensAt', { date: formatDateTimeUtc(startMs, locale) })
      : endMs !== null
        ? t('facts.closesAt', { date: formatDateTimeUtc(endMs, locale) })
        : t('facts.alwaysOpen');
  if (startMs !== null && now < startMs)
    window += ` · ${t('facts.countdownOpens', { time: windowCountdownText(startMs - now, locale) })}`;
  else if (endMs !== null && now < endMs)
    window += ` · ${t('facts.countdownCloses', { time: windowCountdownText(endMs - now, locale) })}`;
  rows.push([
    t('facts.window'),
    <span key="window" data-testid="window-countdown">
      {window}
    </span>,
  ]);

  const delay = payout.interest_start_delay_days;
  const startDate = formatDateTimeUtc(interestStartMs, locale);
  rows.push([
    t('facts.interestStart'),
    delay > 0
      ? t('facts.interestStartDelay', { days: delay, date: startDate })
      : t('facts.interestStartHour', { date: startDate }),
  ]);

  let payoutText: string;
  switch (payout.payout_schedule) {
    case PayoutSchedule.Hourly:
      payoutText = t('facts.payoutHourly');
      break;
    case PayoutSchedule.Daily:
      payoutText = t('facts.payoutDaily', { time: utcTimeText(payout.payout_minute_utc) });
      break;
    case PayoutSchedule.AtMaturity:
      payoutText =
        payoutMs === null
          ? t('facts.payoutMaturity')
          : t('facts.payoutMaturityOn', { date: formatDateTimeUtc(payoutMs, locale) });
      break;
    default:
      payoutText = t(payout.is_compound ? 'facts.payoutIntervalCompound' : 'facts.payoutInterval');
  }
  rows.push([t('facts.payout'), payoutText]);

  let redeemText: string;
  switch (redemption.redemption_type) {
    case RedemptionType.Instant:
      redeemText = t('facts.redeemInstant');
      break;
    case RedemptionType.Delayed:
      redeemText = t('facts.redeemDelayed', { time: hoursText(redemption.processing_hours, locale) });
      break;
    case RedemptionType.AtMaturityOnly:
      redeemText = t('facts.redeemAtMaturity');
      break;
    default:
      redeemText = t('facts.redeemEarly', { apr: formatAprE8(redemption.penalty_apy_e8, locale) });
  }
  if (redemption.lock_before_maturity_minutes > 0 && durationSeconds > 0) {
    redeemText += ` ${t('facts.redeemLock', { time: minutesText(redemption.lock_before_maturity_minutes, locale) })}`;
  }
  rows.push([t('facts.redemption'), redeemText]);

  const min = fromE8(detail.min_subscribe_amount_e8);
  const max = detail.max_subscribe_amount_e8 === '-1' ? null : fromE8(detail.max_subscribe_amount_e8);
  rows.push([
    t('facts.limits'),
    max === null
      ? t('facts.limitsMinOnly', { min: money(min) })
      : t('facts.limitsMinMax', { min: money(min), max: money(max) }),
  ]);
  if (loggedIn) {
    rows.push([t('facts.holding'), money(fromE8(detail.user_subscribed_amount_e8))]);
    if (extra && extra.user_remaining_quota_e8 !== '-1')
      rows.push([t('facts.remainingForYou'), money(fromE8(extra.user_remaining_quota_e8))]);
  }
  if (filled !== null && left !== null) {
    rows.push([
      t('facts.quota'),
      <span key="quota" style={{ display: 'grid', gap: 4 }}>
        <span>{t('facts.quotaLeft', { left: money(left), total: money(new Decimal(maxShare)) })}</span>
        <ProgressBar
          percent={filled}
          label={t('quota.filled', { percent: formatPercent(filled, { locale, fractionDigits: 1 }) })}
        />
      </span>,
    ]);
  }
  if (extra)
    rows.push([t('facts.participants'), formatAmount(String(extra.participant_count), { locale, precision: 0 })]);
  if (staking) {
    rows.push([t('facts.chain'), staking.chain]);
    rows.push([
      t('facts.processing'),
      t('facts.processingTimes', {
        stake: hoursText(staking.stake_processing_hours, locale),
        unstake: hoursText(staking.unstake_processing_hours, locale),
      }),
    ]);
    if (staking.receipt_coin !== undefined) {
      const receipt = coinNameOf(coins, staking.receipt_coin);
      rows.push([
        t('facts.receipt'),
        t('facts.receiptRate', {
          coin: receipt,
          rate: staking.exchange_rate_e8 ? fromE8(staking.exchange_rate_e8).toFixed() : '1',
        }),
      ]);
    }
    if (staking.reward_fee_rate_e8 !== undefined) {
      rows.push([
        t('facts.rewardFee'),
        t('facts.rewardFeeRule', { rate: formatAprE8(staking.reward_fee_rate_e8, locale) }),
      ]);
    }
  }
  if (detail.auto_reinvest_supported)
    rows.push([
      t('facts.autoReinvest'),
      t('facts.autoReinvestRule', { time: minutesText(detail.auto_reinvest_lock_minutes, locale) }),
    ]);
  if (detail.required_kyc_level > 0)
    rows.push([t('facts.kyc'), t('facts.kycLevel', { level: detail.required_kyc_level })]);

  return (
    <section className={css.section} aria-labelledby="facts-title">
      <h3 id="facts-title" className={css.sectionTitle}>
        {t('facts.title')}
      </h3>
      <dl className={css.facts}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={css.factTerm}>{term}</dt>
            <dd className={css.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
