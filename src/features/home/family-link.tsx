import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { HomeFamily } from './product-families';
import { localeParams } from './locale-params';

/**
 * A link to the page of a product's family, focused on the product where that page takes an `id`.
 * Families without a page of their own (smart leverage, structured, retired cloud mining) open the home
 * page filtered to that family.
 */
export function FamilyLink({ family, productId, className, children }: { family: HomeFamily; productId?: string; className?: string; children: ReactNode }) {
  const params = localeParams();
  switch (family) {
    case 'flexible':
    case 'fixed':
      return (
        <Link to="/{-$locale}/earn/savings/" params={params} search={{ type: family, id: productId }} className={className}>
          {children}
        </Link>
      );
    case 'pos':
    case 'defi':
      return (
        <Link to="/{-$locale}/earn/pos/" params={params} search={{ id: productId }} className={className}>
          {children}
        </Link>
      );
    case 'wealth':
    case 'fund-pool-premium':
    case 'private-wealth':
      return (
        <Link to="/{-$locale}/earn/wealth-management/" params={params} search={{ id: productId }} className={className}>
          {children}
        </Link>
      );
    case 'dual':
      return <Link to="/{-$locale}/earn/dual-asset-mining/" params={params} className={className}>{children}</Link>;
    case 'launchpool':
      return <Link to="/{-$locale}/earn/launchpool/" params={params} className={className}>{children}</Link>;
    case 'liquidity':
      return <Link to="/{-$locale}/earn/liquidity-mining/" params={params} className={className}>{children}</Link>;
    case 'double-win':
      return <Link to="/{-$locale}/earn/double-win/" params={params} className={className}>{children}</Link>;
    case 'discount-buy':
      return <Link to="/{-$locale}/earn/discount-buy/" params={params} className={className}>{children}</Link>;
    case 'smart-leverage':
    case 'structured':
    case 'cloud':
      return (
        <Link to="/{-$locale}/earn/home/" params={params} search={{ family }} className={className}>
          {children}
        </Link>
      );
  }
}
