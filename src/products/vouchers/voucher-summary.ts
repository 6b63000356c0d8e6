import type { TranslateIn } from '@/i18n/translation-key';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import type { SummaryRow } from '@/products/order-flow/use-order-flow';
import { withUnit } from '@/lib/bidi';

type T = TranslateIn<'vouchers'>;

/** The review's voucher rows, from what preview-order says the voucher adds (nothing when none was picked). */
export function voucherSummaryRows(
  preview: PreviewOrderResult,
  t: T,
  coinName: string,
  precision: number,
  locale: string,
): SummaryRow[] {
  const voucher = preview.voucher;
  if (!voucher) return [];
  const money = (e8: string) => withUnit(formatAmount(fromE8(e8), { locale, precision }), coinName, locale);
  if (voucher.bonus_e8 !== '0')
    return [{ label: t('vouchers:review.bonus'), value: money(voucher.bonus_e8), testId: 'review-voucher' }];
  return [
    {
      label: t('vouchers:review.extraApr'),
      value: `+${formatAprE8(voucher.extra_apy_e8, locale)}`,
      testId: 'review-voucher',
    },
    { label: t('vouchers:review.extraInterest'), value: money(voucher.extra_yield_e8) },
  ];
}
