import { useTranslation } from 'react-i18next';
import type { TieredApy } from '@/api/earn/product-schema';
import { Decimal } from '@/lib/decimal';
import { formatAprE8 } from '@/lib/format-number';
import { amountText, rateText } from './format';
import { blendedRate } from './product-math';
import * as css from './product-dialog.css';
import { withUnit } from '@/lib/bidi';

/**
 * The full tier table (users distrust tiers they cannot see) with the tiers the typed amount reaches
 * highlighted, and the blended APR that amount earns. What the user already holds fills the lower tiers
 * first: the highlight and the rate are those of the tiers above it.
 */
export function TierTable({
  tiers,
  bonusApyE8,
  amount,
  held,
  coinName,
  precision,
  locale,
}: {
  tiers: readonly TieredApy[];
  bonusApyE8: string;
  /** The valid typed amount, or null. */
  amount: Decimal | null;
  /** What the user already holds in the product that fills the lower tiers (`tierBase`). */
  held: Decimal;
  coinName: string;
  precision: number;
  locale: string;
}) {
  const { t } = useTranslation('savings');
  // A tier the addition lands in: it starts below the new total and ends above what is held.
  const reaches = (tier: TieredApy) =>
    amount !== null &&
    amount.greaterThan(0) &&
    held.plus(amount).greaterThan(tier.from_num) &&
    (tier.to_num === '-1' || held.lessThan(tier.to_num));
  return (
    <section className={css.section} aria-labelledby="tier-table-title">
      <h3 id="tier-table-title" className={css.sectionTitle}>
        {t('tiers.title')}
      </h3>
      <table className={css.table}>
        <thead>
          <tr>
            <th className={css.th} scope="col">
              {t('tiers.range', { coin: coinName })}
            </th>
            <th className={css.th} scope="col">
              {t('tiers.apr')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => {
            const from = amountText(new Decimal(tier.from_num), precision, locale);
            const range =
              tier.to_num === '-1'
                ? t('tiers.above', { from })
                : t('tiers.between', { from, to: amountText(new Decimal(tier.to_num), precision, locale) });
            const reward =
              tier.tiered_reward_apy_e8 && tier.tiered_reward_apy_e8 !== '0' ? tier.tiered_reward_apy_e8 : null;
            return (
              <tr key={tier.from_num} className={reaches(tier) ? css.touched : undefined}>
                <td className={css.td}>{range}</td>
                <td className={css.td}>
                  {formatAprE8(tier.apy_e8, locale)}
                  {reward && <span> {t('tiers.reward', { apr: formatAprE8(reward, locale) })}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {bonusApyE8 !== '0' && (
        <p className={css.blended}>{t('tiers.bonus', { apr: formatAprE8(bonusApyE8, locale) })}</p>
      )}
      {held.greaterThan(0) && (
        <p className={css.blended}>
          {t('estimate.held', { amount: withUnit(amountText(held, precision, locale), coinName, locale) })}
        </p>
      )}
      {amount !== null && (
        <p className={css.blended} aria-live="polite">
          {t('tiers.blended', {
            amount: withUnit(amountText(amount, precision, locale), coinName, locale),
            apr: rateText(blendedRate(tiers, amount, bonusApyE8, held), locale, 4),
          })}
        </p>
      )}
    </section>
  );
}
