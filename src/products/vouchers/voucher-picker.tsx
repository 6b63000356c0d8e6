import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Voucher } from '@/api/earn/get-user-vouchers';
import { fromE8 } from '@/lib/decimal-e8';
import { formatDate } from '@/lib/format-date';
import { formatAmount, formatPercent } from '@/lib/format-number';
import { unixSecondsToMs } from '@/lib/unix-time';
import { useServerClock } from '@/ui/use-server-clock';
import { sortVouchers, voucherBlock, voucherEffect, voucherState, type VoucherTarget } from './voucher-model';
import { voucherTitle } from './voucher-text';
import * as css from './voucher-picker.css';
import { withUnit } from '@/lib/bidi';

/**
 * Pick one voucher for a subscription: every voucher made for the product is listed with its state (unused,
 * using, used, expired); only unused ones that fit the typed amount can be picked, the others say why. The
 * picked voucher's effect on the estimate (extra APR and interest, or a bonus) shows below the list.
 */
export function VoucherPicker({
  vouchers,
  target,
  value,
  onChange,
  coinName,
  precision,
  locale,
}: {
  vouchers: readonly Voucher[];
  target: VoucherTarget;
  /** The picked voucher id, or null for none. */
  value: string | null;
  onChange: (voucherId: string | null) => void;
  coinName: string;
  precision: number;
  locale: string;
}) {
  const { t } = useTranslation('vouchers');
  const now = useServerClock(60_000);
  const name = useId();
  if (vouchers.length === 0) return null;
  const picked = vouchers.find((v) => v.voucher_id === value) ?? null;
  const pickedUsable = picked !== null && voucherBlock(picked, target, now) === null;
  const effect =
    picked && pickedUsable ? voucherEffect(picked, target.amount, target.durationSeconds, precision) : null;
  const money = (amount: string) => withUnit(formatAmount(amount, { locale, precision }), coinName, locale);

  return (
    <fieldset className={css.fieldset} data-testid="voucher-picker">
      <legend className={css.legend}>{t('picker.title')}</legend>
      <ul className={css.list}>
        <li>
          <label className={css.option}>
            <input
              className={css.radio}
              type="radio"
              name={name}
              checked={value === null}
              onChange={() => onChange(null)}
            />
            <span className={css.body}>
              <span className={css.title}>{t('picker.none')}</span>
            </span>
          </label>
        </li>
        {sortVouchers(vouchers, now).map((voucher) => {
          const state = voucherState(voucher, now);
          const block = voucherBlock(voucher, target, now);
          const expiry = unixSecondsToMs(voucher.expire_at);
          const used = unixSecondsToMs(voucher.used_at);
          const metaId = `${name}-${voucher.voucher_id}`;
          return (
            <li key={voucher.voucher_id}>
              <label className={css.option} data-testid={`voucher-${voucher.voucher_id}`} data-state={state}>
                <input
                  className={css.radio}
                  type="radio"
                  name={name}
                  value={voucher.voucher_id}
                  checked={value === voucher.voucher_id}
                  disabled={block !== null && block !== 'minAmount'}
                  aria-describedby={metaId}
                  onChange={() => onChange(voucher.voucher_id)}
                />
                <span className={css.body}>
                  <span className={css.title}>{voucherTitle(voucher, t, coinName, precision, locale)}</span>
                  <span className={css.meta} id={metaId}>
                    {t('picker.minAmount', { amount: money(fromE8(voucher.min_amount_e8).toFixed()) })}
                    {' · '}
                    {state === 'used' && used !== null
                      ? t('picker.usedOn', { date: formatDate(used, locale) })
                      : state === 'using'
                        ? t('picker.usingNote')
                        : expiry !== null
                          ? t(state === 'expired' ? 'picker.expiredOn' : 'picker.expires', {
                              date: formatDate(expiry, locale),
                            })
                          : null}
                    {block === 'minAmount' && ` · ${t('picker.belowMin')}`}
                  </span>
                </span>
                <span
                  className={`${css.badge} ${state === 'unused' ? css.badgeUnused : state === 'using' ? css.badgeUsing : ''}`}
                >
                  {t(`state.${state}`)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {picked && (
        <div className={css.effect} aria-live="polite" data-testid="voucher-effect">
          <span>{t('effect.label')}</span>
          <span className={css.effectValue}>
            {!pickedUsable || effect === null
              ? t('effect.none')
              : effect.bonus.greaterThan(0)
                ? t('effect.bonus', { amount: money(effect.bonus.toFixed()) })
                : effect.extraApr.greaterThan(0)
                  ? t('effect.boost', {
                      apr: formatPercent(effect.extraApr.times(100), {
                        locale,
                        fractionDigits: 2,
                        signDisplay: 'always',
                      }),
                      amount: money(effect.extraInterest.toFixed()),
                    })
                  : t('effect.typeAmount')}
          </span>
        </div>
      )}
    </fieldset>
  );
}
