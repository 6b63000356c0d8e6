import { Link } from '@tanstack/react-router';
import { localeParams } from '@/i18n/locale-links';
import { orderListOfType } from '@/products/order-lists';
import { Button } from '@/ui/button';
import { stepFocus } from '@/ui/modal';
import { Notice } from '@/ui/notice';
import * as css from './order-flow.css';

/**
 * The last step of a subscription: placed (or already placed, for a repeated client order id), when it
 * settles, and the way to the position (wallet) and the order (the product type's order list, from the
 * registry). Each family passes its own words.
 */
export function OrderDone({ testId, productType, text, onClose }: {
  /** `<testId>-success`. */
  testId: string;
  productType: number;
  text: { title: string; body: string; wallet: string; orders: string; close: string };
  onClose: () => void;
}) {
  const params = localeParams();
  return (
    <div data-testid={`${testId}-success`}>
      <Notice tone="success">
        <strong {...stepFocus}>{text.title}</strong>
        <br />
        {text.body}
      </Notice>
      <div className={css.links}>
        <Link to="/{-$locale}/earn/wallet/" params={params}>{text.wallet}</Link>
        <Link to={`/{-$locale}/earn/${orderListOfType(productType).path}/`} params={params}>{text.orders}</Link>
      </div>
      <div className={css.actions}>
        <Button onClick={onClose}>{text.close}</Button>
      </div>
    </div>
  );
}
