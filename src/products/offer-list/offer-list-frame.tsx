import type { ReactNode } from 'react';
import { CoinsUnavailable } from '@/products/coins-unavailable';
import type { FamilyId } from '@/products/families';
import { PriceHistorySection } from '@/products/price-history/price-history-section';
import type { HistoryMarket } from '@/products/price-history/markets';
import { LiveStatus, type LiveStatusProps } from '@/ui/live-status';
import { Notice } from '@/ui/notice';
import * as css from '@/ui/offer-list.css';

/**
 * The page around a quoted family's plans (double-win, discount buy, smart leverage, structured): the coin
 * list's failure, the intro with the live status of the family's streams, the stale notice while they are
 * stopped, the filters, the underlying's price history, the plans (`children`, or `noneShown` when the filters
 * leave none) and the help line under them.
 */
export function OfferListFrame({
  intro,
  live,
  staleNotice,
  filters,
  noneShown = null,
  family,
  markets,
  locale,
  help,
  children,
}: {
  intro: string;
  live: LiveStatusProps;
  staleNotice: string;
  filters?: { label: string; children: ReactNode };
  noneShown?: string | null;
  family: FamilyId;
  markets: readonly HistoryMarket[];
  locale: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <>
      <CoinsUnavailable />
      <div className={css.bar}>
        <p className={css.intro}>{intro}</p>
        <LiveStatus {...live} />
      </div>
      {live.status === 'stale' && <Notice tone="warning">{staleNotice}</Notice>}
      {filters && (
        <div className={css.filters} role="group" aria-label={filters.label}>
          {filters.children}
        </div>
      )}
      <PriceHistorySection family={family} markets={markets} locale={locale} />
      {noneShown ? <Notice>{noneShown}</Notice> : children}
      <p className={css.help}>{help}</p>
    </>
  );
}
