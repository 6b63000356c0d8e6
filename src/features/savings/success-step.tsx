import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OrderStatus, PositionStatus, type ProductType } from '@/api/earn/earn-enums';
import { getPositionsQueryOptions } from '@/api/earn/get-positions';
import type { PayOrderResult } from '@/api/earn/pay-order';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { Button, buttonClass } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { formatDateTime } from '@/lib/format-date';
import { amountText } from './format';
import { OrderListLink } from './order-list-link';
import * as css from './product-dialog.css';

const POSITION_STATUS_KEY: Record<number, string> = {
  [PositionStatus.Processing]: 'success.statusProcessing',
  [PositionStatus.Active]: 'success.statusActive',
  [PositionStatus.Redeeming]: 'success.statusRedeeming',
  [PositionStatus.Settling]: 'success.statusSettling',
  [PositionStatus.Closed]: 'success.statusClosed',
};

/**
 * The order is placed: what was paid, when interest starts, and the position read back from the exchange
 * (polled briefly while the order is still being processed), with the way to the order list.
 */
export function SuccessStep({ order, preview, productId, productType, coinName, precision, locale, onAgain, onClose }: {
  order: PayOrderResult;
  preview: PreviewOrderResult;
  productId: string;
  productType: ProductType;
  coinName: string;
  precision: number;
  locale: string;
  onAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('savings');
  const positions = useQuery({
    ...getPositionsQueryOptions({ product_types: [productType] }),
    refetchInterval: (query) => (query.state.data?.positions.some((p) => p.product_id === productId) ? false : 5000),
  });
  const position = positions.data?.positions
    .filter((p) => p.product_id === productId)
    .sort((a, b) => Number(b.subscribed_at) - Number(a.subscribed_at))[0];
  const start = unixSecondsToMs(preview.interest_start_at);
  return (
    <div data-testid="subscribe-success">
      <Notice tone="success">
        <strong>{t(order.is_duplicate ? 'success.duplicateTitle' : 'success.title')}</strong>
        <br />
        {t('success.body', { amount: `${amountText(fromE8(preview.amount_e8), precision, locale)} ${coinName}`, id: order.order_id })}
        {order.order_status === OrderStatus.Pending && ` ${t('success.pending')}`}
      </Notice>
      <dl className={css.facts}>
        {start !== null && (
          <>
            <dt className={css.factTerm}>{t('review.interestStart')}</dt>
            <dd className={css.factValue}>{formatDateTime(start, locale)}</dd>
          </>
        )}
        <dt className={css.factTerm}>{t('success.position')}</dt>
        <dd className={css.factValue} data-testid="new-position">
          {position
            ? `${amountText(fromE8(position.principal_e8), precision, locale)} ${coinName} · ${t(POSITION_STATUS_KEY[position.status] ?? 'success.statusProcessing')}`
            : t('success.positionPending')}
        </dd>
      </dl>
      <div className={css.actions}>
        <Button variant="secondary" onClick={onAgain}>{t('success.again')}</Button>
        <OrderListLink type={productType} className={buttonClass('primary')}>{t('success.orders')}</OrderListLink>
        <Button variant="ghost" onClick={onClose}>{t('success.close')}</Button>
      </div>
    </div>
  );
}
