import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStatus, type ProductType } from '@/api/earn/earn-enums';
import { getPositionsQueryOptions } from '@/api/earn/get-positions';
import { getProductDetailQueryOptions } from '@/api/earn/get-product-detail';
import type { PayOrderResult } from '@/api/earn/pay-order';
import type { PreviewOrderResult } from '@/api/earn/preview-order';
import { fromE8 } from '@/lib/decimal-e8';
import { unixSecondsToMs } from '@/lib/unix-time';
import { Button } from '@/ui/button';
import { buttonClass } from '@/ui/button-class';
import { stepFocus } from '@/ui/step-focus';
import { Notice } from '@/ui/notice';
import { formatDateTimeUtc } from '@/lib/format-date';
import { formatAprE8 } from '@/lib/format-number';
import { amountText } from './format';
import { OrderListLink } from './order-list-link';
import * as css from './product-dialog.css';
import { POSITION_STATUS_KEY, positionAfterOrder } from './position-after-order';
import { withUnit } from '@/lib/bidi';

/**
 * The order is placed: what was paid, when interest starts, and the position read back from the exchange
 * (polled briefly while the order is still being processed), with the way to the order list.
 */
export function SuccessStep({
  order,
  preview,
  productId,
  productType,
  coinName,
  precision,
  yieldCoin,
  flexible,
  locale,
  onAgain,
  onClose,
}: {
  order: PayOrderResult;
  preview: PreviewOrderResult;
  productId: string;
  productType: ProductType;
  coinName: string;
  precision: number;
  /** The coin interest is paid in, and its precision. */
  yieldCoin: { name: string; precision: number };
  /** Open-ended: the estimate is per year rather than to maturity. */
  flexible: boolean;
  locale: string;
  onAgain: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('savings');
  const [settled, setSettled] = useState(false);
  // Read after the order (an earlier, cached answer would miss it), and again while part of it is processed.
  const poll = { refetchOnMount: 'always' as const, refetchInterval: settled ? (false as const) : 5000 };
  const positions = useQuery({ ...getPositionsQueryOptions({ product_types: [productType] }), ...poll });
  const detail = useQuery({
    ...getProductDetailQueryOptions({ product_id: productId, product_type: productType }),
    ...poll,
  });
  const position =
    positions.isFetchedAfterMount && detail.isFetchedAfterMount && positions.data && detail.data
      ? positionAfterOrder(
          positions.data,
          { productId, amount: fromE8(preview.amount_e8), createdAtSeconds: order.created_at, flexible },
          detail.data.product.user_subscribed_amount_e8,
        )
      : null;
  if (position && !position.processing && !settled) setSettled(true);
  const start = unixSecondsToMs(preview.interest_start_at);
  return (
    <div data-testid="subscribe-success">
      <Notice tone="success">
        <strong {...stepFocus}>{t(order.is_duplicate ? 'success.duplicateTitle' : 'success.title')}</strong>
        <br />
        {t('success.body', {
          amount: withUnit(amountText(fromE8(preview.amount_e8), precision, locale), coinName, locale),
          id: order.order_id,
        })}
        {order.order_status === OrderStatus.Pending && ` ${t('success.pending')}`}
      </Notice>
      <dl className={css.facts}>
        {/* The order's rate and estimate as the review stated them (the exchange's preview, which the order keeps). */}
        <dt className={css.factTerm}>{t('review.apr')}</dt>
        <dd className={css.factValue} data-testid="success-apr">
          {formatAprE8(preview.apy_e8, locale)}
        </dd>
        <dt className={css.factTerm}>{t(flexible ? 'estimate.yearly' : 'review.total')}</dt>
        <dd className={css.factValue} data-testid="success-estimate">
          {withUnit(
            amountText(fromE8(preview.estimated_yield_e8), yieldCoin.precision, locale),
            yieldCoin.name,
            locale,
          )}
        </dd>
        {start !== null && (
          <>
            <dt className={css.factTerm}>{t('review.interestStart')}</dt>
            <dd className={css.factValue}>{formatDateTimeUtc(start, locale)}</dd>
          </>
        )}
        <dt className={css.factTerm}>{t('success.position')}</dt>
        <dd className={css.factValue} data-testid="new-position">
          {position
            ? `${withUnit(amountText(position.principal, precision, locale), coinName, locale)} · ${t(position.processing ? 'success.statusProcessing' : (POSITION_STATUS_KEY[position.status] ?? 'success.statusActive'))}`
            : t('success.positionPending')}
        </dd>
      </dl>
      <div className={css.actions}>
        <Button variant="secondary" onClick={onAgain}>
          {t('success.again')}
        </Button>
        <OrderListLink type={productType} className={buttonClass('primary')}>
          {t('success.orders')}
        </OrderListLink>
        <Button variant="ghost" onClick={onClose}>
          {t('success.close')}
        </Button>
      </div>
    </div>
  );
}
