import { useMemo } from 'react';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import type { ProductCard } from '@/api/earn/product-schema';
import { useWindowRows } from '@/ui/use-window-rows';
import type { ProductEntry } from '@/api/earn/product-list-order';
import { ProductRow } from './product-row';
import { ROW_GAP, ROW_HEIGHT } from './product-row.css';
import * as css from './family-page.css';

/** Above this many rows only those near the viewport are rendered. */
const WINDOWING_THRESHOLD = 120;

export function ProductList({
  items,
  coins,
  locale,
  isGated,
  onOpen,
}: {
  items: readonly ProductEntry[];
  coins: CoinCatalogue | undefined;
  locale: string;
  isGated: (card: ProductCard) => boolean;
  onOpen: (productId: string) => void;
}) {
  const windowed = items.length > WINDOWING_THRESHOLD;
  const heights = useMemo(() => (windowed ? items.map(() => ROW_HEIGHT + ROW_GAP) : []), [items, windowed]);
  const { ref, start, end, offsets, totalHeight } = useWindowRows({ heights, enabled: windowed });
  const row = (item: ProductEntry) => (
    <ProductRow
      item={item}
      coin={coins?.byEnum.get(item.card.coin)}
      locale={locale}
      gated={isGated(item.card)}
      onOpen={onOpen}
    />
  );
  if (!windowed) {
    return (
      <ul className={css.list}>
        {items.map((item) => (
          <li key={item.card.product_id}>{row(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul ref={ref} className={css.windowed} style={{ height: totalHeight }}>
      {items.slice(start, end).map((item, i) => (
        <li
          key={item.card.product_id}
          className={css.windowedItem}
          style={{ top: offsets[start + i] ?? 0, height: ROW_HEIGHT }}
        >
          {row(item)}
        </li>
      ))}
    </ul>
  );
}
