import { useTranslation } from 'react-i18next';
import type { TieredApy } from '@/api/earn/product-schema';
import type { Decimal } from '@/lib/decimal';
import { termText } from '@/lib/format-units';
import { amountText, rateText } from './format';
import { estimateEarnings } from './product-math';
import * as css from './product-dialog.css';
import { withUnit } from '@/lib/bidi';

/**
 * The estimate beside the amount: blended APR, daily interest and interest to maturity (a year for a
 * flexible product), in exact decimals rounded down to the coin's precision. An addition to what is already
 * held earns the rates of the tiers above the holding, and says so: the exchange's preview, the order and
 * the done step carry the same figure.
 */
export function EarningsEstimate({
  tiers,
  bonusApyE8,
  durationSeconds,
  amount,
  held,
  heldText,
  coinName,
  precision,
  locale,
}: {
  tiers: readonly TieredApy[];
  bonusApyE8: string;
  durationSeconds: string;
  amount: Decimal | null;
  /** What the user already holds in the product that fills the lower tiers (`tierBase`). */
  held: Decimal;
  /** `held` written with its coin. */
  heldText: string;
  coinName: string;
  precision: number;
  locale: string;
}) {
  const { t } = useTranslation('savings');
  const estimate = amount === null ? null : estimateEarnings({ tiers, amount, bonusApyE8, durationSeconds, held });
  const money = (value: Decimal | null) =>
    value === null ? '—' : withUnit(amountText(value, precision, locale), coinName, locale);
  const term = termText(Number(durationSeconds), locale);
  return (
    <div className={css.estimate} aria-live="polite" data-testid="earnings-estimate">
      <div className={css.estimateRow}>
        <span>{t('estimate.apr')}</span>
        <span className={css.estimateValue}>{estimate ? rateText(estimate.rate, locale, 4) : '—'}</span>
      </div>
      <div className={css.estimateRow}>
        <span>{t('estimate.daily')}</span>
        <span className={`${css.estimateValue} ${css.positive}`} data-testid="estimate-daily">
          {money(estimate?.daily ?? null)}
        </span>
      </div>
      <div className={css.estimateRow}>
        <span>{term ? t('estimate.toMaturity', { term }) : t('estimate.yearly')}</span>
        <span className={`${css.estimateValue} ${css.positive}`} data-testid="estimate-total">
          {money(estimate === null ? null : (estimate.toMaturity ?? estimate.yearly))}
        </span>
      </div>
      {held.greaterThan(0) && (
        <span style={{ fontSize: 12 }} data-testid="estimate-held">
          {t('estimate.held', { amount: heldText })}
        </span>
      )}
      {/* A term product's rate is fixed when subscribing; only a flexible product's rate can change. */}
      <span style={{ fontSize: 12 }}>{t(term ? 'estimate.noteFixed' : 'estimate.note')}</span>
    </div>
  );
}
