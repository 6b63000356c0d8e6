import { DualDirection } from '@/api/earn/earn-enums';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import type { PositionFactsProps, PositionView } from '../family-views';
import { DualPositionOutcomes } from './position-outcomes';
import { withUnit } from '@/lib/bidi';

/** The dual-asset lines of a wallet position: direction, target, settlement, then both outcomes and the time left. */
function DualPositionFacts({ position, coins, format }: PositionFactsProps) {
  const dual = position.dual;
  if (!dual) return null;
  const { t } = format;
  return (
    <>
      <div>
        <dt>{t('positions.direction')}</dt>
        <dd>
          {t(
            dual.direction === DualDirection.BuyLow
              ? 'positions.buyLow'
              : dual.direction === DualDirection.SellHigh
                ? 'positions.sellHigh'
                : 'positions.unknown',
          )}
        </dd>
      </div>
      <div>
        <dt>{t('positions.targetPrice')}</dt>
        <dd>
          {withUnit(
            formatAmount(fromE8(dual.target_price_e8), { locale: getIntlLocale(), precision: 4 }),
            format.coinName(dual.coin_y),
            getIntlLocale(),
          )}
        </dd>
      </div>
      <div>
        <dt>{t('positions.settlement')}</dt>
        <dd>{format.dateTime(dual.settlement_time)}</dd>
      </div>
      <DualPositionOutcomes position={position} coins={coins} />
    </>
  );
}

/** Dual asset in the wallet: the position's direction, target and both outcomes. */
export const DUAL_POSITION_VIEW = { Facts: DualPositionFacts } satisfies PositionView;
