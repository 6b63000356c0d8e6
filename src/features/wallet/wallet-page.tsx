import { AccountBalances } from './account-balances';
import { AssetsSummary } from './assets-summary';
import { PnlCard } from './pnl-card';
import { PositionsSection } from './positions-section';
import { WalletRecords, type RecordFilters } from './wallet-records';
import type { WalletSearch } from './wallet-search';

/**
 * /earn/wallet: what the user holds, where it is, what it earned, and what they can do with it. The route owns
 * the search parameters (PnL period, records filters) and passes changes back.
 */
export function WalletPage({ search, onSearchChange }: { search: WalletSearch; onSearchChange: (next: WalletSearch) => void }) {
  const records: RecordFilters = { rtype: search.rtype, rfrom: search.rfrom, rto: search.rto, rpage: search.rpage };
  return (
    <>
      <AssetsSummary />
      <PnlCard period={search.pnl ?? '30d'} onPeriodChange={(pnl) => onSearchChange({ ...search, pnl: pnl === '30d' ? undefined : pnl })} />
      <PositionsSection />
      <AccountBalances />
      <WalletRecords filters={records} onFiltersChange={(next) => onSearchChange({ pnl: search.pnl, ...next })} />
    </>
  );
}
