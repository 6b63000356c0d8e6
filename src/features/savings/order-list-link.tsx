import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProductType } from '@/api/earn/earn-enums';
import { orderListOfType } from '@/products/order-lists';
import { localeParams } from '@/i18n/locale-links';

/** The order list a product's orders appear in. */
export function OrderListLink({
  type,
  className,
  children,
}: {
  type: ProductType;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={`/{-$locale}/earn/${orderListOfType(type).path}/`} params={localeParams()} className={className}>
      {children}
    </Link>
  );
}
