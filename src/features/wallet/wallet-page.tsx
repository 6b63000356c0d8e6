import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RevealTogether } from '@/ui/reveal-together';
import { Skeleton } from '@/ui/skeleton';
import { AccountBalances } from './account-balances';
import { AssetsSummary } from './assets-summary';
import { PnlCard } from './pnl-card';
import { PositionsSection } from './positions-section';
import { WalletRecords } from './wallet-records';
import type { RecordFilters } from './records-request';
import type { WalletSearch } from './wallet-search';
import * as css from './wallet.css';

/** Orders still in progress with their timelines: below the fold, in a chunk of its own. */
const OrdersInProgress = lazy(() => import('./orders-in-progress').then((m) => ({ default: m.OrdersInProgress })));
/** Terms that ended lately and how: below the fold too. */
const EndedPositions = lazy(() => import('./ended-positions').then((m) => ({ default: m.EndedPositions })));

/** The sections above the fold, revealed together so none pushes another down as it arrives. */
const FIRST_SCREEN = ['summary', 'pnl', 'positions', 'balances'] as const;

/**
 * /earn/wallet: what the user holds, where it is, what it earned, and what they can do with it. The route owns
 * the search parameters (PnL period, records filters) and passes changes back.
 */
export function WalletPage({
  search,
  onSearchChange,
}: {
  search: WalletSearch;
  onSearchChange: (next: WalletSearch) => void;
}) {
  const records: RecordFilters = { rtype: search.rtype, rfrom: search.rfrom, rto: search.rto, rpage: search.rpage };
  return (
    <RevealTogether parts={FIRST_SCREEN} fallback={<WalletSkeleton />}>
      <AssetsSummary />
      <PnlCard
        period={search.pnl ?? '30d'}
        onPeriodChange={(pnl) => onSearchChange({ ...search, pnl: pnl === '30d' ? undefined : pnl })}
      />
      <PositionsSection />
      <AccountBalances />
      <Suspense fallback={null}>
        <OrdersInProgress />
      </Suspense>
      <Suspense fallback={null}>
        <EndedPositions />
      </Suspense>
      <WalletRecords filters={records} onFiltersChange={(next) => onSearchChange({ pnl: search.pnl, ...next })} />
    </RevealTogether>
  );
}

/** What the sections show while they load, as one placeholder: totals, profit and loss, positions. */
function WalletSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <div className={css.cards}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={112} radius={12} />
        ))}
      </div>
      <div className={css.section}>
        <Skeleton height={120} radius={12} />
      </div>
      <div className={css.positionGrid}>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={180} radius={12} />
        ))}
      </div>
    </div>
  );
}
