import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localeParams } from '@/i18n/locale-links';
import { orderListOfType } from '@/products/order-lists';
import { Button } from '@/ui/button';
import { stepFocus } from '@/ui/step-focus';
import { Notice } from '@/ui/notice';
import * as css from './order-flow.css';

/**
 * The last step of a subscription: placed (or already placed, for a repeated client order id), when it
 * settles, and the way to the position (wallet) and the order (the product type's order list, from the
 * registry, under that list's own title).
 */
export function OrderDone({
  testId,
  productType,
  duplicate = false,
  title,
  body,
  closeLabel,
  onClose,
}: {
  /** `<testId>-success`. */
  testId: string;
  productType: number;
  duplicate?: boolean;
  /** Default: "Subscribed" (or "already placed" for a repeated client order id). */
  title?: string;
  body: string;
  /** Default: "Close". */
  closeLabel?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['flow', 'common']);
  const params = localeParams();
  const list = orderListOfType(productType);
  return (
    <div data-testid={`${testId}-success`}>
      <Notice tone="success">
        <strong {...stepFocus}>{title ?? t(duplicate ? 'done.duplicate' : 'done.title')}</strong>
        <br />
        {body}
      </Notice>
      <div className={css.links}>
        <Link to="/{-$locale}/earn/wallet/" params={params}>
          {t('done.wallet')}
        </Link>
        <Link to={`/{-$locale}/earn/${list.path}/`} params={params}>
          {t(`common:meta.${list.metaKey}.title`)}
        </Link>
      </div>
      <div className={css.actions}>
        <Button onClick={onClose}>{closeLabel ?? t('actions.close')}</Button>
      </div>
    </div>
  );
}
