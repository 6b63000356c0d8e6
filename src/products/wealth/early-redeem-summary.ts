import type { TranslateIn } from '@/i18n/translation-key';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import type { SummaryRow } from '@/products/order-flow/use-order-flow';
import { withUnit } from '@/lib/bidi';

type T = TranslateIn<'wealth'>;

/**
 * The review of an early redemption: principal back, the interest paid at the reduced APR, and what is
 * given up against the position's APR, each labelled (namespace `wealth`). Empty for other actions.
 */
export function earlyRedeemSummaryRows(
  preview: PreviewOrderResult,
  t: T,
  coinName: string,
  precision: number,
  locale: string,
): SummaryRow[] {
  const early = preview.early_redeem;
  if (!early) return [];
  const money = (e8: string) => withUnit(formatAmount(fromE8(e8), { locale, precision }), coinName, locale);
  return [
    { label: t('wealth:early.principal'), value: money(early.principal_e8), testId: 'early-principal' },
    {
      label: t('wealth:early.reducedApr'),
      value: formatAprE8(early.reduced_apy_e8, locale),
      testId: 'early-reduced-apr',
    },
    {
      label: t('wealth:early.interest', { apr: formatAprE8(early.reduced_apy_e8, locale) }),
      value: money(early.interest_e8),
      testId: 'early-interest',
    },
    {
      label: t('wealth:early.forfeited', { apr: formatAprE8(early.position_apy_e8, locale) }),
      value: money(early.forfeited_e8),
      testId: 'early-forfeited',
    },
  ];
}
