import type { PreviewOrderResult } from '@/api/earn/preview-order';
import type { ProductDetail } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { fromE8, toE8 } from '@/lib/decimal-e8';
import { formatDateTime } from '@/lib/format-date';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { amountProblemMessage, checkAmount, type AmountRules } from '@/products/order-flow/amount-rules';
import type { OrderFlowAdapter, SummaryRow } from '@/products/order-flow/use-order-flow';
import { voucherSummaryRows } from '@/products/vouchers/voucher-summary';
import { amountText } from './format';

/** What the subscribe form holds: the amount as typed, and auto-reinvest where the product offers it. */
export interface SubscribeDraft {
  amount: string;
  autoReinvest: boolean | undefined;
  /** A voucher that can go with this amount (src/products/vouchers), or none. */
  voucherId?: string;
}

type T = (key: string, values?: Record<string, unknown>) => string;

/**
 * Savings (flexible, fixed term, staking, on-chain): the amount is the whole intent, the review restates the
 * preview-order estimate.
 */
export function savingsSubscribeAdapter({ detail, rules, locale, t, coinName, returnCoinName, returnPrecision }: {
  detail: ProductDetail;
  rules: AmountRules;
  locale: string;
  t: T;
  coinName: string;
  returnCoinName: string;
  returnPrecision: number;
}): OrderFlowAdapter<'subscribe', SubscribeDraft> {
  const money = (value: Decimal) => `${amountText(value, rules.precision, locale)} ${coinName}`;
  const flexible = detail.duration === '0';
  return {
    kind: 'subscribe',
    target: { product_id: detail.product_id },
    validate(draft) {
      const check = checkAmount(draft.amount, locale, rules);
      return check.ok ? null : amountProblemMessage(check.problem, { coin: coinName, money, example: formatAmount('1000.5', { locale, precision: 2 }) });
    },
    buildIntent(draft) {
      const check = checkAmount(draft.amount, locale, rules);
      if (!check.ok) throw new Error('buildIntent of an invalid draft');
      return {
        product_id: detail.product_id,
        product_type: detail.product_type,
        coin: detail.coin,
        amount_e8: toE8(check.amount),
        ...(draft.autoReinvest === undefined ? {} : { auto_reinvest: draft.autoReinvest }),
        ...(draft.voucherId === undefined ? {} : { voucher_id: draft.voucherId }),
      };
    },
    summary(intent, preview: PreviewOrderResult): SummaryRow[] {
      const date = (seconds: string) => {
        const ms = unixSecondsToMs(seconds);
        return ms === null ? null : formatDateTime(ms, locale);
      };
      const rows: SummaryRow[] = [
        { label: t('review.amount'), value: `${amountText(fromE8(preview.amount_e8), rules.precision, locale)} ${coinName}` },
        { label: t('review.apr'), value: formatAprE8(preview.apy_e8, locale) },
        { label: t('estimate.daily'), value: `${amountText(fromE8(preview.daily_yield_e8), returnPrecision, locale)} ${returnCoinName}` },
        { label: flexible ? t('estimate.yearly') : t('review.total'), value: `${amountText(fromE8(preview.estimated_yield_e8), returnPrecision, locale)} ${returnCoinName}` },
      ];
      const start = date(preview.interest_start_at);
      if (start) rows.push({ label: t('review.interestStart'), value: start });
      const end = date(preview.interest_end_at);
      if (end) rows.push({ label: t('review.interestEnd'), value: end });
      const payout = date(preview.payout_at);
      if (payout) rows.push({ label: flexible ? t('review.firstPayout') : t('review.payout'), value: payout });
      if (preview.fee_e8 !== '0') rows.push({ label: t('review.fee'), value: `${amountText(fromE8(preview.fee_e8), rules.precision, locale)} ${coinName}` });
      rows.push(...voucherSummaryRows(preview, t, coinName, returnPrecision, locale));
      if (intent.auto_reinvest !== undefined) rows.push({ label: t('review.autoReinvest'), value: t(intent.auto_reinvest ? 'review.on' : 'review.off') });
      rows.push({ label: t('review.paidFrom'), value: t('review.funding') });
      return rows;
    },
  };
}
