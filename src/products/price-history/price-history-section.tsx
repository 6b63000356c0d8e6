import { lazy, Suspense } from 'react';
import { FAMILY_PRICE_HISTORY } from '@/products/family-views';
import type { FamilyId } from '@/products/families';
import { Skeleton } from '@/ui/skeleton';
import { knownMarket, type HistoryMarket } from './markets';

// The panel (and, inside it, the chart library) loads after the page: the family's first load stays as it was.
const PriceHistory = lazy(() => import('./price-history').then((m) => ({ default: m.PriceHistory })));

/** Where a quoted family's page shows its underlying's price history (FAMILY_PRICE_HISTORY says whether). */
export function PriceHistorySection({
  family,
  markets,
  locale,
}: {
  family: FamilyId;
  markets: readonly HistoryMarket[];
  locale: string;
}) {
  const known = markets.filter((m) => knownMarket(m.base, m.quote));
  if (!FAMILY_PRICE_HISTORY[family] || known.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton height={330} radius={16} />}>
      <PriceHistory family={family} markets={known} locale={locale} />
    </Suspense>
  );
}
