import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { DualDirection } from '@/api/earn/earn-enums';
import { fromE8 } from '@/lib/decimal-e8';
import { termText } from '@/lib/format-units';
import { distanceFromSpot } from '@/products/dual/distance';
import type { DualLadder, DualLadderRow, DualQuoteCell } from '@/products/dual/ladder';
import { percentText, aprText, priceText } from './format';
import { formatUtcDateTime } from '@/lib/format-date';
import * as css from './quote-ladder.css';

export interface PickedCell {
  row: DualLadderRow;
  cell: DualQuoteCell;
  /** Position among the row's quotes, nearest to spot first (followed when the quote rolls over). */
  column: number;
}

/**
 * The quote ladder as a real table: a row per term (with its settlement time, UTC), a column per target
 * price (with its distance from spot), the APR of each quote a button that opens the subscription.
 * Wider than a phone: it scrolls sideways with the term column pinned; the scroll area takes focus.
 */
export function QuoteLadder({ ladder, coins, locale, stale, focusId, onPick }: {
  ladder: DualLadder;
  coins: CoinCatalogue | undefined;
  locale: string;
  stale: boolean;
  focusId: string | null;
  onPick: (picked: PickedCell) => void;
}) {
  const { t } = useTranslation('dual');
  const base = coinName(coins, ladder.pair.base);
  const quote = coinName(coins, ladder.pair.quote);
  const buyLow = ladder.direction === DualDirection.BuyLow;
  // APRs of the previous push, to mark the cells that changed (state adjusted while rendering, not in an effect).
  const current = new Map<string, string>();
  for (const row of ladder.rows) row.cells.forEach((c, i) => c && current.set(`${row.product.product_id}:${i}`, c.aprE8));
  const signature = [...current].join('|');
  const [seen, setSeen] = useState({ signature, current, previous: new Map<string, string>() });
  if (seen.signature !== signature) setSeen({ signature, current, previous: seen.current });
  const previous = seen.signature === signature ? seen.previous : seen.current;

  return (
    <>
    {/* The caption, readable on a phone where the table scrolls sideways; the table keeps its own for readers. */}
    <p className={css.caption} aria-hidden="true">{t(buyLow ? 'ladder.captionBuyLow' : 'ladder.captionSellHigh', { base, quote })}</p>
    <div className={css.scroller} data-stale={stale} role="region" aria-label={t('ladder.region', { base, quote })} tabIndex={0} data-testid="dual-ladder">
      <table className={css.table}>
        <caption className="visually-hidden">{t(buyLow ? 'ladder.captionBuyLow' : 'ladder.captionSellHigh', { base, quote })}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.corner}>{t('ladder.termHead')}</th>
            {ladder.targetsE8.map((key) => {
              const target = fromE8(key);
              const distance = ladder.spot ? distanceFromSpot(target, ladder.spot) : null;
              return (
                <th scope="col" key={key} className={css.colHead}>
                  <span className="visually-hidden">{t('ladder.targetHead')} </span>
                  {priceText(target, locale)}
                  {distance && (
                    <span className={css.distance}>
                      {t(`distance.${distance.side}`, { percent: percentText(distance.percent, locale) })}
                    </span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {ladder.rows.map((row) => {
            const term = termText(row.termSeconds, locale) ?? '';
            const settles = row.settlementAt === null ? null : t('utc', { time: formatUtcDateTime(row.settlementAt, locale) });
            let column = -1;
            return (
              <tr key={row.product.product_id} data-product-id={row.product.product_id} aria-current={focusId === row.product.product_id ? 'true' : undefined}>
                <th scope="row" className={css.rowHead}>
                  {term}
                  {settles && <span className={css.settles}>{t('ladder.settles', { time: settles })}</span>}
                </th>
                {row.cells.map((cell, i) => {
                  if (!cell) return <td key={ladder.targetsE8[i]} className={css.cell}><span className={css.empty} aria-hidden="true">–</span><span className="visually-hidden">{t('ladder.noQuote')}</span></td>;
                  column += 1;
                  const picked = { row, cell, column };
                  const apr = aprText(cell.apr, locale);
                  const key = `${row.product.product_id}:${i}`;
                  const changed = previous.has(key) && previous.get(key) !== cell.aprE8;
                  return (
                    <td key={cell.targetE8} className={css.cell}>
                      <button
                        type="button"
                        className={css.cellButton}
                        data-changed={changed}
                        data-testid="dual-cell"
                        aria-label={t('ladder.cellLabel', { term, target: `${priceText(cell.target, locale)} ${quote}`, apr })}
                        onClick={() => onPick(picked)}
                      >
                        {apr}
                      </button>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
    </>
  );
}
