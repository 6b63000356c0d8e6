import type { ParseKeys } from 'i18next';
import { PositionStatus } from '@/api/earn/earn-enums';
import type { GetPositionsResult } from '@/api/earn/get-positions';
import { Decimal, maxOf } from '@/lib/decimal';
import { fromE8 } from '@/lib/decimal-e8';

export const POSITION_STATUS_KEY: Readonly<Record<number, ParseKeys<'savings'>>> = {
  [PositionStatus.Processing]: 'success.statusProcessing',
  [PositionStatus.Active]: 'success.statusActive',
  [PositionStatus.Redeeming]: 'success.statusRedeeming',
  [PositionStatus.Settling]: 'success.statusSettling',
  [PositionStatus.Closed]: 'success.statusClosed',
};

/**
 * What the user holds in the product once this order is in. A flexible product keeps one position per user, so
 * the new subscription is added to it: the exchange's held amount (open positions plus subscriptions still being
 * processed), Processing while part of it is on its way. A fixed term opens a position of its own, with its own
 * maturity, so only this order's position is shown (one of the same amount opened since the order was placed).
 */
export function positionAfterOrder(
  data: GetPositionsResult,
  order: { productId: string; amount: Decimal; createdAtSeconds: string; flexible: boolean },
  heldE8: string,
): { principal: Decimal; processing: boolean; status: number } {
  const open = data.positions.filter((p) => p.product_id === order.productId && p.status !== PositionStatus.Closed);
  const newestFirst = (list: typeof open) =>
    [...list].sort((a, b) => Number(b.subscribed_at) - Number(a.subscribed_at));
  if (!order.flexible) {
    const mine = newestFirst(open).find(
      (p) => Number(p.subscribed_at) >= Number(order.createdAtSeconds) && fromE8(p.principal_e8).equals(order.amount),
    );
    return {
      principal: order.amount,
      processing: !mine || mine.status === PositionStatus.Processing,
      status: mine?.status ?? PositionStatus.Processing,
    };
  }
  const principal = open.reduce((sum, p) => sum.plus(fromE8(p.principal_e8)), new Decimal(0));
  const processing = open.length === 0 || open.some((p) => p.status === PositionStatus.Processing);
  const held = maxOf(fromE8(heldE8), principal);
  return {
    principal: held,
    processing: processing || held.greaterThan(principal),
    status: newestFirst(open)[0]?.status ?? PositionStatus.Processing,
  };
}
