import type { TranslateNs } from '@/i18n/translation-key';
import { VoucherKind, type Voucher } from '@/api/earn/get-user-vouchers';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount, formatAprE8 } from '@/lib/format-number';
import { withUnit } from '@/lib/bidi';

type T = TranslateNs<'vouchers'>;

/** "+2% APR on up to 10,000 USDT" or "5 USDT bonus": what the voucher gives, in the `vouchers` namespace. */
export function voucherTitle(voucher: Voucher, t: T, coinName: string, precision: number, locale: string): string {
  const money = (e8: string) => withUnit(formatAmount(fromE8(e8), { locale, precision }), coinName, locale);
  if (voucher.kind === VoucherKind.Bonus) return t('kind.bonus', { amount: money(voucher.value_e8) });
  const apr = formatAprE8(voucher.value_e8, locale);
  return voucher.max_amount_e8 === '-1'
    ? t('kind.boost', { apr })
    : t('kind.boostCapped', { apr, cap: money(voucher.max_amount_e8) });
}
