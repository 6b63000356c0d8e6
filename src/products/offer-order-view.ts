import type { OrderView } from './family-views';

/**
 * The orders of the quoted offer families (double-win, discount buy, smart leverage, structured): the price
 * levels fixed at order time (a range, or one level: a breakeven), the leverage when there is one, and once
 * settled the settlement price and the payout in the coin it was paid in.
 */
export const OFFER_ORDER_VIEW = {
  cells: {
    settlementTime: (order, f) => f.dateTime(order.offer?.settlement_time ?? order.yield_end_at),
    settlementPrice: (order, f) =>
      order.offer && order.offer.settlement_price_e8 !== '0' ? f.price(order.offer.settlement_price_e8) : f.none,
    returned: (order, f) =>
      order.offer && order.offer.settlement_price_e8 !== '0'
        ? f.amount(order.offer.payout_e8, order.offer.payout_coin)
        : f.t('detail.returnCoinOnly', { coin: f.coinName(order.offer?.payout_coin ?? order.return_coin) }),
    levels: (order, f) =>
      !order.offer
        ? f.none
        : order.offer.lower_price_e8 === order.offer.upper_price_e8
          ? f.price(order.offer.lower_price_e8)
          : `${f.price(order.offer.lower_price_e8)} – ${f.price(order.offer.upper_price_e8)}`,
    leverage: (order, f) => (order.offer && order.offer.leverage !== '1' ? f.leverage(order.offer.leverage) : f.none),
  },
  detail: (order, f) => {
    if (!order.offer) return [];
    const { t } = f;
    return [
      [t('column.levels'), f.cell('levels')],
      [t('column.leverage'), f.cell('leverage')],
      [t('column.settlementTime'), f.cell('settlementTime')],
      [
        t('column.settlementPrice'),
        order.offer.settlement_price_e8 === '0' ? t('detail.notSettled') : f.cell('settlementPrice'),
      ],
      [t('column.returned'), f.cell('returned')],
    ];
  },
} satisfies OrderView;
