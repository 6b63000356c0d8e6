import { useId } from 'react';
import { ScrollRegion } from '@/ui/scroll-region';
import { useTranslation } from 'react-i18next';
import { Decimal, maxOf } from '@/lib/decimal';
import { impermanentLoss, liquidationPriceOf, valueAt } from '@/products/liquidity/pool-math';
import type { Words } from './format';
import * as css from './risk-chart.css';

const W = 340;
const H = 200;
const X0 = 12;
const X1 = 328;
const TOP = 22;
const BOTTOM = 150;
/** Price moves of the table, as fractions of today's price. */
const MOVES = ['-0.6', '-0.5', '-0.25', '-0.1', '0', '0.1', '0.25', '0.5'];

/**
 * What the position is worth to its owner at other prices of the base coin, drawn in SVG (no chart library):
 * its equity (pool value V0 sqrt(P/P0) less the loan) against the margin put in, the liquidation line where
 * equity is 5 % of the value and below which it is closed, and today's price. A table gives the same
 * figures, with the impermanent loss against holding the coins. Geometry uses floats; every figure written
 * comes from the exact decimals. The price axis reads left to right in every language.
 */
export function RiskChart({
  value,
  loan,
  price,
  quote,
  words,
}: {
  value: Decimal;
  loan: Decimal;
  price: Decimal;
  quote: number;
  words: Words;
}) {
  const { t } = useTranslation(['liquidity', 'products']);
  const titleId = useId();
  const descId = useId();
  // A pool with no price (empty reserves on the wire) has no axis to draw on: every point would be NaN.
  if (!price.greaterThan(0)) {
    return (
      <p className={css.figure} data-testid="risk-chart-no-price">
        {t('products:valuation.noPrice')}
      </p>
    );
  }
  const margin = value.minus(loan);
  const line = liquidationPriceOf(value, loan, price);
  const lo = maxOf(line.times('0.8'), price.times('0.3'));
  const hi = price.times('1.6');
  const equityAt = (p: Decimal) =>
    line.greaterThan(0) && p.lessThanOrEqualTo(line) ? new Decimal(0) : valueAt(value, price, p).minus(loan);
  const maxY = equityAt(hi).toNumber() * 1.08 || 1;
  const x = (p: number) => X0 + ((p - lo.toNumber()) / (hi.toNumber() - lo.toNumber())) * (X1 - X0);
  const y = (v: number) => BOTTOM - (Math.max(0, v) / maxY) * (BOTTOM - TOP);
  const steps = 48;
  const points: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const p = lo.plus(hi.minus(lo).times(i).div(steps));
    points.push(`${x(p.toNumber()).toFixed(1)},${y(equityAt(p).toNumber()).toFixed(1)}`);
  }
  const xl = line.greaterThan(0) ? x(line.toNumber()) : null;
  const xs = x(price.toNumber());
  const money = (v: Decimal) => words.coin(v, quote);
  const rows = MOVES.map((move) => {
    const p = price.times(new Decimal(1).plus(move));
    const equity = equityAt(p);
    return {
      move: new Decimal(move),
      price: p,
      equity,
      change: margin.isZero() ? new Decimal(0) : equity.minus(margin).div(margin),
      il: impermanentLoss(p.div(price)),
      liquidated: line.greaterThan(0) && p.lessThanOrEqualTo(line),
    };
  });

  return (
    <figure className={css.figure} data-testid="risk-chart">
      <svg
        className={css.svg}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        direction="ltr"
      >
        <title id={titleId}>{t('chart.title', { amount: money(margin) })}</title>
        <desc id={descId}>
          {line.greaterThan(0)
            ? t('chart.descLeveraged', { line: words.price(line, quote), price: words.price(price, quote) })
            : t('chart.descPlain', { price: words.price(price, quote) })}
        </desc>
        {xl !== null && (
          <rect className={css.danger} x={X0} y={TOP - 12} width={Math.max(0, xl - X0)} height={BOTTOM - TOP + 12} />
        )}
        <line className={css.axis} x1={X0} y1={BOTTOM} x2={X1} y2={BOTTOM} />
        <line className={css.margin} x1={X0} y1={y(margin.toNumber())} x2={X1} y2={y(margin.toNumber())} />
        <polyline className={css.equity} points={points.join(' ')} />
        {xl !== null && <line className={css.line} x1={xl} y1={TOP - 12} x2={xl} y2={BOTTOM + 4} />}
        <line className={css.spot} x1={xs} y1={TOP + 6} x2={xs} y2={BOTTOM} />
        <text className={css.muted} x={X1 - 2} y={y(margin.toNumber()) - 4} textAnchor="end">
          {t('chart.margin')}
        </text>
        <text className={css.muted} x={xs} y={TOP + 2} textAnchor="middle">
          {t('chart.now')}
        </text>
        {xl !== null && (
          <text className={css.warn} x={xl + 3} y={TOP - 2}>
            {t('chart.liquidation')}
          </text>
        )}
        {xl !== null && (
          <text className={css.warn} x={xl} y={BOTTOM + 16} textAnchor="middle">
            {words.price(line, quote)}
          </text>
        )}
        <text className={css.muted} x={X0} y={BOTTOM + 32}>
          {t('chart.lower')}
        </text>
        <text className={css.muted} x={X1} y={BOTTOM + 32} textAnchor="end">
          {t('chart.higher')}
        </text>
      </svg>
      <ScrollRegion className={css.tableWrap} label={t('chart.tableCaption', { amount: money(margin) })}>
        <table className={css.table} data-testid="risk-table">
          <caption className={css.caption}>{t('chart.tableCaption', { amount: money(margin) })}</caption>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>
                {t('chart.colMove')}
              </th>
              <th scope="col" className={css.cell}>
                {t('chart.colPrice')}
              </th>
              <th scope="col" className={css.cell}>
                {t('chart.colEquity')}
              </th>
              <th scope="col" className={css.cell}>
                {t('chart.colIl')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.move.toFixed()}>
                <td className={css.cell} dir="ltr">
                  {row.move.isZero() ? t('chart.today') : words.pct(row.move, 0)}
                </td>
                <td className={css.cell}>{words.price(row.price, quote)}</td>
                <td className={css.cell}>
                  {row.liquidated ? t('chart.liquidated') : `${money(row.equity)} (${words.pct(row.change, 1)})`}
                </td>
                <td className={css.cell}>{words.pct(row.il, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}
