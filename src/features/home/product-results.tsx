import { memo, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinCatalogue } from '@/api/earn/get-coins';
import { getIntlLocale } from '@/i18n/current-locale';
import { formatAmount } from '@/lib/format-number';
import { useDocumentTheme, type DocumentTheme } from '@/ui/use-document-theme';
import { useColumnCount, useWindowRows } from '@/ui/use-window-rows';
import { useCardText, type CardText } from './card-text';
import type { FamilyGroup, ListedProduct } from './home-filters';
import type { FamilyId } from '@/products/families';
import { ProductCardView } from './product-card';
import { useSpaNavigate } from './family-href';
import { HomeSkeleton } from './home-skeleton';
import { CARD_GAP, CARD_HEIGHT, CARD_MIN_WIDTH } from './product-card.css';
import * as css from './product-results.css';

/**
 * Catalogues up to this many products render as a plain document; larger ones render only what is near
 * the viewport. Decided on the catalogue, not on the filtered count, so typing never flips the mode
 * (which would rebuild every card).
 */
const WINDOWING_THRESHOLD = 120;

interface ListProps {
  groups: readonly FamilyGroup[];
  coins: CoinCatalogue | undefined;
  locale: string;
  now: number;
  text: CardText;
  onNavigate: ReturnType<typeof useSpaNavigate>;
  theme: DocumentTheme;
}

/**
 * Memoised: the urgent render of a keystroke (the input's own text) skips the list entirely. The cards are
 * rendered from a deferred copy of the groups: when the catalogue arrives the placeholder stays while React
 * builds the cards in slices of a few milliseconds (a transition), so a phone's main thread is never held
 * for the whole list at once; then one commit swaps them in.
 */
export const ProductResults = memo(function ProductResults({
  groups: latest,
  catalogueSize,
  coins,
  locale,
  now,
}: Omit<ListProps, 'text' | 'onNavigate' | 'theme'> & { catalogueSize: number }) {
  const groups = useDeferredValue(latest, null);
  const { t } = useTranslation('common');
  const text = useCardText();
  const onNavigate = useSpaNavigate();
  const theme = useDocumentTheme();
  if (groups === null) return <HomeSkeleton label={t('loading')} />;
  // A long catalogue renders only the rows in view; both lists take the same props.
  const Results = catalogueSize > WINDOWING_THRESHOLD ? WindowedResults : PlainResults;
  return (
    <Results
      groups={groups}
      coins={coins}
      locale={locale}
      now={now}
      text={text}
      onNavigate={onNavigate}
      theme={theme}
    />
  );
});

function GroupHeading({ label, count, id }: { label: string; count: number; id: string }) {
  return (
    <h2 className={css.heading} id={id}>
      {label}{' '}
      <span className={css.count}>({formatAmount(String(count), { locale: getIntlLocale(), precision: 0 })})</span>
    </h2>
  );
}

function PlainResults({ groups, coins, locale, now, text, onNavigate, theme }: ListProps) {
  return (
    <>
      {groups.map(({ family, products }) => {
        const cards = (
          <ul className={css.grid}>
            {products.map((product) => (
              <li key={product.card.product_id}>
                <ProductCardView
                  product={product}
                  coin={coins?.byEnum.get(product.card.coin)}
                  locale={locale}
                  now={now}
                  text={text}
                  onNavigate={onNavigate}
                  theme={theme}
                />
              </li>
            ))}
          </ul>
        );
        // A sorted list of every family has no family heading: each card names its family.
        return family === null ? (
          <div key="all" className={css.section}>
            {cards}
          </div>
        ) : (
          <section key={family} className={css.section} aria-labelledby={`family-${family}`}>
            <GroupHeading label={text.family[family]} count={products.length} id={`family-${family}`} />
            {cards}
          </section>
        );
      })}
    </>
  );
}

/** A layout row: a family heading, or one row of cards. */
type Row = { kind: 'heading'; family: FamilyId; count: number } | { kind: 'cards'; items: ListedProduct[] };

/**
 * Long lists: rows are laid out arithmetically (fixed heights), only rows near the viewport render, and
 * each card is keyed by its product so a card that stays in view is moved, not rebuilt, as the user types.
 */
function WindowedResults({ groups, coins, locale, now, text, onNavigate, theme }: ListProps) {
  const { ref: widthRef, columns } = useColumnCount(CARD_MIN_WIDTH, CARD_GAP, 3);
  const rows = useMemo(() => {
    const out: Row[] = [];
    for (const { family, products } of groups) {
      if (family !== null) out.push({ kind: 'heading', family, count: products.length });
      for (let i = 0; i < products.length; i += columns)
        out.push({ kind: 'cards', items: products.slice(i, i + columns) });
    }
    return out;
  }, [groups, columns]);
  const heights = useMemo(
    () => rows.map((r) => (r.kind === 'heading' ? css.HEADER_HEIGHT : CARD_HEIGHT + CARD_GAP)),
    [rows],
  );
  const { ref, start, end, offsets, totalHeight } = useWindowRows({ heights, enabled: true, overscanPx: 120 });
  // A stable ref: a new callback each render would re-measure (a forced layout) on every keystroke.
  const containerRef = useCallback(
    (node: HTMLElement | null) => {
      widthRef(node);
      ref(node);
    },
    [widthRef, ref],
  );
  // Column geometry as CSS, so the browser resolves it against the container's width (and writing direction).
  const width = `calc((100% - ${(columns - 1) * CARD_GAP}px) / ${columns})`;
  const at = (col: number) => `calc(${col} * (${width} + ${CARD_GAP}px))`;

  const items: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const row = rows[index];
    const top = offsets[index] ?? 0;
    if (!row) continue;
    if (row.kind === 'heading') {
      items.push(
        <div key={`h-${row.family}`} className={css.row} style={{ top, height: css.HEADER_HEIGHT }}>
          <GroupHeading label={text.family[row.family]} count={row.count} id={`family-${row.family}`} />
        </div>,
      );
      continue;
    }
    row.items.forEach((product, col) => {
      items.push(
        <div key={product.card.product_id} className={css.cell} style={{ top, insetInlineStart: at(col), width }}>
          <ProductCardView
            product={product}
            coin={coins?.byEnum.get(product.card.coin)}
            locale={locale}
            now={now}
            text={text}
            onNavigate={onNavigate}
            theme={theme}
          />
        </div>,
      );
    });
  }

  return (
    <div ref={containerRef} className={css.windowed} style={{ height: totalHeight }}>
      {items}
    </div>
  );
}
