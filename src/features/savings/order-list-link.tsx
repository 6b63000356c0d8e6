import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProductType } from '@/api/earn/earn-enums';
import { orderListOf } from './family-pages';
import { localeParams } from './locale-params';

/** The order list a product's orders appear in. */
export function OrderListLink({ type, className, children }: { type: ProductType; className?: string; children: ReactNode }) {
  const params = localeParams();
  switch (orderListOf(type)) {
    case 'savings-order-list':
      return <Link to="/{-$locale}/earn/savings-order-list/" params={params} className={className}>{children}</Link>;
    case 'defi-order-list':
      return <Link to="/{-$locale}/earn/defi-order-list/" params={params} className={className}>{children}</Link>;
    default:
      return <Link to="/{-$locale}/earn/order-list/" params={params} className={className}>{children}</Link>;
  }
}
