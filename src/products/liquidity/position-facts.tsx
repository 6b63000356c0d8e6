import { getIntlLocale } from '@/i18n/current-locale';
import { Decimal } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import type { PositionFactsProps } from '../family-views';
import { withUnit } from '@/lib/bidi';

/** The liquidity lines of a wallet position: pool state, both coins, leverage, value and (with a loan) liquidation price. */
export function LiquidityPositionFacts({ position, format }: PositionFactsProps) {
  const liquidity = position.liquidity;
  if (!liquidity) return null;
  const { t } = format;
  const locale = getIntlLocale();
  return (
    <>
      <div>
        <dt>{t('positions.poolState')}</dt>
        <dd>{t(`liquidityState.${liquidity.position_state}`)}</dd>
      </div>
      <div>
        <dt>{t('positions.poolAmounts')}</dt>
        <dd>
          {format.amount(liquidity.amount_x_e8, liquidity.coin_x)} +{' '}
          {format.amount(liquidity.amount_y_e8, liquidity.coin_y)}
        </dd>
      </div>
      <div>
        <dt>{t('positions.leverage')}</dt>
        <dd>{formatAmount(liquidity.leverage, { locale, precision: 1 })}×</dd>
      </div>
      <div>
        <dt>{t('positions.poolValue')}</dt>
        <dd>{withUnit(format.value(liquidity.value_e8), format.coinName(liquidity.coin_y), locale)}</dd>
      </div>
      {new Decimal(liquidity.loan_e8).greaterThan(0) && (
        <div>
          <dt>{t('positions.liquidationPrice')}</dt>
          <dd>{formatAmount(fromE8(liquidity.liquidation_price_e8), { locale, precision: 4 })}</dd>
        </div>
      )}
    </>
  );
}
