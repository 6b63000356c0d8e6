import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '@/i18n/current-locale';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { useColumnCount, useWindowRows } from '@/ui/use-window-rows';
import type { FamilyGroup, ListedProduct } from './home-filters';
import type { HomeFamily } from './product-families';
import { ProductCardView } from './product-card';
import { CARD_GAP, CARD_HEIGHT, CARD_MIN_WIDTH } from './product-card.css';
import * as css from './product-results.css';

/** Up to this many cards the list is a plain document; above it, only what is near the viewport renders. */
export const WINDOWING_THRESHOLD = 120;

type Row = { kind: 'heading'; family: HomeFamily; count: number } | { kind: 'cards'; family: HomeFamily; items: ListedProduct[] };

export function ProductResults({ groups, total, coins, locale, now }: {
  groups: readonly FamilyGroup[];
  total: number;
  coins: CoinCatalogue | undefined;
  locale: string;
  now: number;
}) {
  return total > WINDOWING_THRESHOLD ? (
    <WindowedResults groups={groups} coins={coins} locale={locale} now={now} />
  ) : (
    <PlainResults groups={groups} coins={coins} locale={locale} now={now} />
  );
}

interface ListProps {
  groups: readonly FamilyGroup[];
  coins: CoinCatalogue | undefined;
  locale: string;
  now: number;
}

function GroupHeading({ family, count, id }: { family: HomeFamily; count: number; id: string }) {
  const { t } = useTranslation('home');
  return (
    <h2 className={css.heading} id={id}>
      {t(`family.${family}`)} <span className={css.count}>({count.toLocaleString(getIntlLocale())})</span>
    </h2>
  );
}

function PlainResults({ groups, coins, locale, now }: ListProps) {
  return (
    <>
      {groups.map(({ family, products }) => (
        <section key={family} className={css.section} aria-labelledby={`family-${family}`}>
          <GroupHeading family={family} count={products.length} id={`family-${family}`} />
          <ul className={css.grid}>
            {products.map((product) => (
              <li key={product.card.product_id}>
                <ProductCardView product={product} coin={coins?.byEnum.get(product.card.coin)} locale={locale} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function WindowedResults({ groups, coins, locale, now }: ListProps) {
  const { ref: widthRef, columns } = useColumnCount(CARD_MIN_WIDTH, CARD_GAP, 3);
  const rows = useMemo(() => {
    const out: Row[] = [];
    for (const { family, products } of groups) {
      out.push({ kind: 'heading', family, count: products.length });
      for (let i = 0; i < products.length; i += columns) out.push({ kind: 'cards', family, items: products.slice(i, i + columns) });
    }
    return out;
  }, [groups, columns]);
  const heights = useMemo(() => rows.map((r) => (r.kind === 'heading' ? css.HEADER_HEIGHT : CARD_HEIGHT + CARD_GAP)), [rows]);
  const { ref, start, end, offsets, totalHeight } = useWindowRows({ heights, enabled: true });

  return (
    <div
      ref={(node) => {
        widthRef(node);
        ref(node);
      }}
      className={css.windowed}
      style={{ height: totalHeight }}
    >
      {rows.slice(start, end).map((row, i) => {
        const index = start + i;
        const style = { top: offsets[index] ?? 0, height: heights[index] };
        return row.kind === 'heading' ? (
          <div key={`h-${row.family}`} className={css.row} style={style}>
            <GroupHeading family={row.family} count={row.count} id={`family-${row.family}`} />
          </div>
        ) : (
          <ul key={`r-${row.family}-${row.items[0]?.card.product_id ?? index}`} className={`${css.row} ${css.rowGrid}`} style={{ ...style, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
            {row.items.map((product) => (
              <li key={product.card.product_id}>
                <ProductCardView product={product} coin={coins?.byEnum.get(product.card.coin)} locale={locale} now={now} />
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
