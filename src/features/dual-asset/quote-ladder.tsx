import { memo, useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { ScrollRegion } from '@/ui/scroll-region';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { coinName, type CoinCatalogue } from '@/api/earn/get-coins';
import { DualDirection } from '@/api/earn/earn-enums';
import { fromE8 } from '@/lib/decimal-e8';
import { termText } from '@/lib/format-units';
import { distanceFromSpot, targetOffered } from '@/products/dual/distance';
import type { DualLadder, DualLadderRow, DualQuoteCell } from '@/products/dual/ladder';
import { priceText } from '@/products/offer-format';
import { percentText, aprText } from './format';
import { formatUtcDateTime } from '@/lib/format-date';
import { useHitRateWords } from '@/products/price-history/hit-rate-words';
import type { HitRates } from '@/products/price-history/use-price-history';
import * as css from './quote-ladder.css';
import { withUnit } from '@/lib/bidi';

export interface PickedCell {
  row: DualLadderRow;
  cell: DualQuoteCell;
  /** Position among the row's quotes, nearest to spot first (followed when the quote rolls over). */
  column: number;
}

/**
 * The quote ladder as a real table: a row per term (with its settlement time, UTC), a column per target
 * price (with its distance from spot), the APR of each quote a button that opens the subscription.
 * A column the spot has reached or passed (a "sell high" at or below spot) is not offered: its head says
 * why and its buttons are disabled, until the quotes roll over. Wider than a phone: it scrolls sideways
 * with the term column pinned; the scroll area takes focus.
 */
export function QuoteLadder({
  ladder,
  coins,
  locale,
  stale,
  focusId,
  hitRates,
  onPick,
}: {
  ladder: DualLadder;
  coins: CoinCatalogue | undefined;
  locale: string;
  stale: boolean;
  focusId: string | null;
  /** The targets' hit rates over the last 90 days (history, not forecast); null hides them. */
  hitRates?: HitRates | null;
  onPick: (picked: PickedCell) => void;
}) {
  const { t } = useTranslation('dual');
  const base = coinName(coins, ladder.pair.base);
  const quote = coinName(coins, ladder.pair.quote);
  const buyLow = ladder.direction === DualDirection.BuyLow;
  // The ladder whose quotes the body shows, and the APRs before it, to mark the cells that changed (state
  // adjusted while rendering, not in an effect). A push that moves only the spot leaves the body as it was.
  const signature = quotesSignature(ladder);
  const [shown, setShown] = useState({ signature, ladder, previous: new Map<string, string>() });
  if (shown.signature !== signature) setShown({ signature, ladder, previous: aprsOf(shown.ladder) });
  // Targets the spot has reached, as one string: the body renders again only when a column crosses.
  const passed = ladder.targetsE8.filter((key) => !targetOffered(ladder.direction, fromE8(key), ladder.spot)).join(',');
  // One stable handler for every quote, reading the latest ladder (the memoised body may show an equal, older
  // copy), so a push does not render each cell again for a new function.
  const latest = useRef({ ladder, onPick });
  useLayoutEffect(() => {
    latest.current = { ladder, onPick };
  });
  const pick = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    const { ladder: now, onPick: picked } = latest.current;
    const button = event.currentTarget;
    const row = now.rows.find((r) => r.product.product_id === button.closest('tr')?.dataset.productId);
    const index = Number(button.dataset.column);
    const cell = row?.cells[index];
    if (row && cell && targetOffered(now.direction, cell.target, now.spot))
      picked({ row, cell, column: row.cells.slice(0, index).filter(Boolean).length });
  }, []);

  return (
    <>
      {/* The caption, readable on a phone where the table scrolls sideways; the table keeps its own for readers. */}
      <p className={css.caption} aria-hidden="true">
        {t(buyLow ? 'ladder.captionBuyLow' : 'ladder.captionSellHigh', { base, quote })}
      </p>
      <ScrollRegion
        className={css.scroller}
        data-stale={stale}
        label={t('ladder.region', { base, quote })}
        data-testid="dual-ladder"
      >
        <table className={css.table}>
          <caption className="visually-hidden">
            {t(buyLow ? 'ladder.captionBuyLow' : 'ladder.captionSellHigh', { base, quote })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={css.corner}>
                {t('ladder.termHead')}
              </th>
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
                    {!targetOffered(ladder.direction, target, ladder.spot) && (
                      <span className={css.passed} data-testid="dual-passed">
                        {t(buyLow ? 'ladder.passedBuyLow' : 'ladder.passedSellHigh')}
                      </span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <LadderBody
            rows={shown.ladder.rows}
            targetsE8={shown.ladder.targetsE8}
            previous={shown.previous}
            passed={passed}
            quote={quote}
            locale={locale}
            focusId={focusId}
            hitRates={hitRates ?? null}
            buyLow={buyLow}
            onCell={pick}
          />
        </table>
      </ScrollRegion>
    </>
  );
}

/** What the body shows of a ladder: rows, terms, settlement times, each quote's target and APR. */
function quotesSignature(ladder: DualLadder): string {
  return ladder.rows
    .map(
      (row) =>
        `${row.product.product_id}@${row.termSeconds}@${row.settlementAt}:${row.cells.map((c) => (c ? `${c.targetE8}=${c.aprE8}` : '')).join(',')}`,
    )
    .join('|');
}

function aprsOf(ladder: DualLadder): Map<string, string> {
  const aprs = new Map<string, string>();
  for (const row of ladder.rows) row.cells.forEach((c, i) => c && aprs.set(`${row.product.product_id}:${i}`, c.aprE8));
  return aprs;
}

/** The rows of quotes, memoised: rendered again only when the quotes change, not with each spot price. */
const LadderBody = memo(function LadderBody({
  rows,
  targetsE8,
  previous,
  passed,
  quote,
  locale,
  focusId,
  hitRates,
  buyLow,
  onCell,
}: {
  rows: DualLadderRow[];
  targetsE8: string[];
  /** APRs of the quotes shown before these, by product and column. */
  previous: ReadonlyMap<string, string>;
  /** Comma-separated targets (e8) the spot has reached: shown, not offered. */
  passed: string;
  quote: string;
  locale: string;
  focusId: string | null;
  hitRates: HitRates | null;
  buyLow: boolean;
  onCell: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const { t } = useTranslation(['dual', 'flow']);
  const words = useHitRateWords();
  const notOffered = new Set(passed.split(','));
  return (
    <tbody>
      {rows.map((row) => {
        const term = termText(row.termSeconds, locale) ?? '';
        const settles =
          row.settlementAt === null ? null : t('flow:utc', { time: formatUtcDateTime(row.settlementAt, locale) });
        return (
          <tr
            key={row.product.product_id}
            data-product-id={row.product.product_id}
            data-term-seconds={row.termSeconds}
            data-settles-at={row.settlementAt ?? undefined}
            aria-current={focusId === row.product.product_id ? 'true' : undefined}
          >
            <th scope="row" className={css.rowHead}>
              {term}
              {settles && <span className={css.settles}>{t('ladder.settles', { time: settles })}</span>}
            </th>
            {row.cells.map((cell, i) => {
              const was = previous.get(`${row.product.product_id}:${i}`);
              const rate =
                cell && row.settlementAt !== null
                  ? hitRates?.of(
                      [{ side: buyLow ? 'below' : 'above', price: cell.target }],
                      row.termSeconds * 1000,
                      row.settlementAt,
                    )
                  : null;
              return cell ? (
                <QuoteCell
                  key={cell.targetE8}
                  t={t}
                  column={i}
                  aprE8={cell.aprE8}
                  targetE8={cell.targetE8}
                  term={term}
                  quote={quote}
                  locale={locale}
                  changed={was !== undefined && was !== cell.aprE8}
                  passed={notOffered.has(cell.targetE8)}
                  onClick={onCell}
                  hit={rate ? words.short(rate, locale) : null}
                  hitSentence={rate ? words.sentence('target', rate, locale) : null}
                />
              ) : (
                <td key={targetsE8[i]} className={css.cell}>
                  <span className={css.empty} aria-hidden="true">
                    –
                  </span>
                  <span className="visually-hidden">{t('ladder.noQuote')}</span>
                </td>
              );
            })}
          </tr>
        );
      })}
    </tbody>
  );
});

/** One quote's button; memoised on its wire values, so a change elsewhere in the ladder skips it. */
const QuoteCell = memo(function QuoteCell({
  t,
  column,
  aprE8,
  targetE8,
  term,
  quote,
  locale,
  changed,
  passed,
  onClick,
  hit,
  hitSentence,
}: {
  /** The body's (stable until the language changes): a hook per cell would cost each of them a subscription. */
  t: TFunction<'dual'>;
  column: number;
  aprE8: string;
  targetE8: string;
  term: string;
  quote: string;
  locale: string;
  changed: boolean;
  /** The spot has reached its target: not offered (it stays focusable, so its label says why). */
  passed: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** The target's hit rate ("14 % of days") and its sentence, or null. */
  hit: string | null;
  hitSentence: string | null;
}) {
  const apr = aprText(fromE8(aprE8), locale);
  const target = withUnit(priceText(fromE8(targetE8), locale), quote, locale);
  return (
    <td className={css.cell}>
      <button
        type="button"
        className={css.cellButton}
        data-changed={changed}
        data-column={column}
        data-target-e8={targetE8}
        data-testid="dual-cell"
        onClick={onClick}
        aria-disabled={passed || undefined}
        aria-label={`${t(passed ? 'ladder.cellPassed' : 'ladder.cellLabel', { term, target, apr })}${hitSentence ? ` ${hitSentence}` : ''}`}
      >
        {apr}
        {hit && (
          <span className={css.hitRate} data-testid="dual-hit-rate" aria-hidden="true">
            {hit}
          </span>
        )}
      </button>
    </td>
  );
});
