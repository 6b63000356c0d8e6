import { DualDirection } from '@/api/earn/earn-enums';
import { getIntlLocale } from '@/i18n/current-locale';
import { fromE8 } from '@/lib/decimal-e8';
import { formatAmount } from '@/lib/format-number';
import type { FamilyView, PositionFactsProps } from '../family-views';
import { DualPositionOutcomes } from './position-outcomes';

/** `orders:direction.*` of a dual-asset order's direction; a value this client does not know reads "unknown". */
export function dualDirectionKey(direction: number): string {
  if (direction === DualDirection.BuyLow) return 'direction.buyLow';
  if (direction === DualDirection.SellHigh) return 'direction.sellHigh';
  return 'direction.unknown';
}

/** The dual-asset lines of a wallet position: direction, target, settlement, then both outcomes and the time left. */
function DualPositionFacts({ position, coins, format }: PositionFactsProps) {
  const dual = position.dual;
  if (!dual) return null;
  const { t } = format;
  return (
    <>
      <div>
        <dt>{t('positions.direction')}</dt>
        <dd>{t(dual.direction === DualDirection.BuyLow ? 'positions.buyLow' : dual.direction === DualDirection.SellHigh ? 'positions.sellHigh' : 'positions.unknown')}</dd>
      </div>
      <div>
        <dt>{t('positions.targetPrice')}</dt>
        <dd>{formatAmount(fromE8(dual.target_price_e8), { locale: getIntlLocale(), precision: 4 })} {format.coinName(dual.coin_y)}</dd>
      </div>
      <div>
        <dt>{t('positions.settlement')}</dt>
        <dd>{format.dateTime(dual.settlement_time)}</dd>
      </div>
      <DualPositionOutcomes position={position} coins={coins} />
    </>
  );
}

/**
 * Dual asset where families meet: the position's direction, target and outcomes in the wallet; in the order
 * lists the direction, target, settlement and what came back, in the coin it was paid in.
 */
export const DUAL_VIEW = {
  position: { Facts: DualPositionFacts },
  order: {
    resultCoin: (order) => order.dual?.settled_return_coin ?? order.return_coin,
    cells: {
      apr: (order, f) => f.apr(order.dual && order.dual.settled_apy_e8 !== '0' ? order.dual.settled_apy_e8 : order.apy_e8),
      direction: (order, f) => (order.dual ? f.t(dualDirectionKey(order.dual.order_direction)) : f.none),
      target: (order, f) => (order.dual ? f.price(order.dual.benchmark_price_e8) : f.none),
      settlementTime: (order, f) => f.dateTime(order.dual?.settlement_time ?? order.yield_end_at),
      settlementPrice: (order, f) => (order.dual ? f.price(order.dual.settlement_price_e8) : f.none),
      returned: (order, f) => {
        const coin = order.dual?.settled_return_coin ?? order.return_coin;
        return order.dual && order.dual.settled_return_amount_e8 !== '0'
          ? f.amount(order.dual.settled_return_amount_e8, coin)
          : f.t('detail.returnCoinOnly', { coin: f.coinName(coin) });
      },
    },
    detail: (order, f) => {
      const dual = order.dual;
      if (!dual) return [];
      const { t } = f;
      return [
        [t('column.direction'), f.cell('direction')],
        [t('detail.pair'), `${f.coinName(dual.coin_x)}/${f.coinName(dual.coin_y)}`],
        [t('column.target'), `${f.price(dual.benchmark_price_e8)} ${f.coinName(dual.coin_y)}`],
        [t('column.settlementTime'), f.dateTime(dual.settlement_time)],
        [t('column.settlementPrice'), dual.settlement_price_e8 === '0' ? t('detail.notSettled') : `${f.price(dual.settlement_price_e8)} ${f.coinName(dual.coin_y)}`],
        [t('detail.settledApr'), dual.settled_apy_e8 === '0' ? f.none : f.apr(dual.settled_apy_e8)],
        [t('column.returned'), f.cell('returned')],
        [t('detail.applyEnd'), f.dateTime(dual.apply_end_at)],
      ];
    },
  },
} satisfies FamilyView;
