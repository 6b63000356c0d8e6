import type { TranslateIn } from '@/i18n/translation-key';
import type { SubscribeIntent } from '@/api/earn/order-intent-schema';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import type { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatDateTimeUtc } from '@/lib/format-date';
import { formatAprE8, formatRate } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import type { SummaryRow } from '@/products/order-flow/use-order-flow';
import { voucherSummaryRows } from '@/products/vouchers/voucher-summary';
import { renewalReviewRow } from '@/products/renewal/renewal-intent';
import { subscriptionCosts } from '@/products/yield/fees';
import { amountText } from './format';
import { withUnit } from '@/lib/bidi';

/** The review of a savings subscription: the exchange's preview restated, line by line. */
export function savingsReviewRows(
  intent: SubscribeIntent,
  preview: PreviewOrderResult,
  words: {
    t: T;
    locale: string;
    coinName: string;
    precision: number;
    returnName: string;
    returnPrecision: number;
    flexible: boolean;
    earlyPenaltyApyE8?: string | null;
  },
): SummaryRow[] {
  const { t, locale, coinName, precision, returnName, returnPrecision, flexible } = words;
  const date = (seconds: string) => {
    const ms = unixSecondsToMs(seconds);
    // With its zone, as every time the exchange keeps in UTC is written.
    return ms === null ? null : formatDateTimeUtc(ms, locale);
  };
  const rows: SummaryRow[] = [
    {
      label: t('savings:review.amount'),
      value: withUnit(amountText(fromE8(preview.amount_e8), precision, locale), coinName, locale),
    },
    { label: t('savings:review.apr'), value: formatAprE8(preview.apy_e8, locale) },
    {
      label: t('savings:estimate.daily'),
      value: withUnit(amountText(fromE8(preview.daily_yield_e8), returnPrecision, locale), returnName, locale),
    },
    {
      label: flexible ? t('savings:estimate.yearly') : t('savings:review.total'),
      value: withUnit(amountText(fromE8(preview.estimated_yield_e8), returnPrecision, locale), returnName, locale),
    },
  ];
  const start = date(preview.interest_start_at);
  if (start) rows.push({ label: t('savings:review.interestStart'), value: start });
  const end = date(preview.interest_end_at);
  if (end) rows.push({ label: t('savings:review.interestEnd'), value: end });
  const payout = date(preview.payout_at);
  if (payout)
    rows.push({ label: flexible ? t('savings:review.firstPayout') : t('savings:review.payout'), value: payout });
  // Every cost in coin before paying: the fee (none is said too), what leaves the wallet, an early exit's cost.
  const costs = subscriptionCosts(preview, words.earlyPenaltyApyE8 ?? null);
  const coinText = (value: Decimal, digits: number, name: string) =>
    withUnit(amountText(value, digits, locale), name, locale);
  rows.push({ label: t('savings:review.fee'), value: coinText(costs.fee, precision, coinName), testId: 'review-fee' });
  rows.push({
    label: t('flow:yield.debited'),
    value: coinText(costs.debited, precision, coinName),
    testId: 'review-debited',
  });
  if (costs.rewardFee) {
    const rate = formatRate(costs.rewardFee.rate, { locale });
    rows.push({
      label: t('flow:yield.rewardFee'),
      value: t('flow:yield.rewardFeeValue', {
        rate,
        amount: coinText(costs.rewardFee.amount, returnPrecision, returnName),
      }),
      testId: 'review-reward-fee',
    });
  }
  if (costs.earlyCloseAtMost) {
    rows.push({
      label: t('flow:yield.earlyClose'),
      value: t('flow:yield.earlyCloseValue', { amount: coinText(costs.earlyCloseAtMost, returnPrecision, returnName) }),
      testId: 'review-early-close',
    });
  }
  rows.push(...voucherSummaryRows(preview, t, coinName, returnPrecision, locale));
  const renewal = renewalReviewRow(intent, preview.apy_e8, t, locale);
  if (renewal) rows.push(renewal);
  rows.push({ label: t('savings:review.paidFrom'), value: t('savings:review.funding') });
  return rows;
}

/** Its words: the namespace's own, the flow's, and the voucher's and renewal's lines. */
type T = TranslateIn<'savings' | 'flow' | 'vouchers' | 'wealth'>;
