import type { ParseKeys } from 'i18next';
import { DualDirection } from '@/api/earn/earn-enums';
import { getIntlLocale } from '@/i18n/current-locale';
import { withUnit } from '@/lib/bidi';
import type { OrderView } from '../family-views';

/** `orders:direction.*` of a dual-asset order's direction; a value this client does not know reads "unknown". */
export function dualDirectionKey(direction: number): ParseKeys<'orders'> {
  if (direction === DualDirection.BuyLow) return 'direction.buyLow';
  if (direction === DualDirection.SellHigh) return 'direction.sellHigh';
  return 'direction.unknown';
}

/** Dual asset in the order lists: direction, target, settlement and what came back, in the coin it was paid in. */
export const DUAL_ORDER_VIEW = {
  resultCoin: (order) => order.dual?.settled_return_coin ?? order.return_coin,
  cells: {
    apr: (order, f) =>
      f.apr(order.dual && order.dual.settled_apy_e8 !== '0' ? order.dual.settled_apy_e8 : order.apy_e8),
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
      [t('column.target'), withUnit(f.price(dual.benchmark_price_e8), f.coinName(dual.coin_y), getIntlLocale())],
      [t('column.settlementTime'), f.dateTime(dual.settlement_time)],
      [
        t('column.settlementPrice'),
        dual.settlement_price_e8 === '0'
          ? t('detail.notSettled')
          : withUnit(f.price(dual.settlement_price_e8), f.coinName(dual.coin_y), getIntlLocale()),
      ],
      [t('detail.settledApr'), dual.settled_apy_e8 === '0' ? f.none : f.apr(dual.settled_apy_e8)],
      [t('column.returned'), f.cell('returned')],
      [t('detail.applyEnd'), f.dateTime(dual.apply_end_at)],
    ];
  },
} satisfies OrderView;
