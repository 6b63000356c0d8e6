import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Decimal } from '@/lib/decimal';
import { doubleWinPayout, doubleWinPayoffTable, type DoubleWinTerms } from '@/products/double-win/payoff';
import { fractionText, moneyText, priceText } from './format';
import * as css from './payoff-chart.css';

const W = 340;
const H = 200;
const X0 = 10;
const X1 = 330;
const TOP = 24;
const BOTTOM = 150;

/**
 * What a double-win order pays at every settlement price, drawn by the project in SVG (no chart library):
 * the range shaded with its zero return, both breakouts rising from the investment, the bounds and today's
 * price marked. A slider reads the payout at any price; a table gives the same figures as text. Geometry
 * uses floats; every figure written comes from the exact decimals. The price axis reads left to right in
 * every language; words follow the page direction.
 */
export function PayoffChart({ terms, amount, spot, tick, quoteName, precision, locale }: {
  terms: DoubleWinTerms;
  /** The typed amount; null draws the chart for 100 of the quote coin. */
  amount: Decimal | null;
  spot: Decimal | null;
  tick: Decimal;
  quoteName: string;
  precision: number;
  locale: string;
}) {
  const { t } = useTranslation('double-win');
  const titleId = useId();
  const descId = useId();
  const sliderId = useId();
  const invest = amount && amount.greaterThan(0) ? amount : new Decimal(100);
  const width = terms.upper.minus(terms.lower);
  const margin = width.times('0.8');
  const loD = Decimal.max(tick, terms.lower.minus(margin));
  const hiD = terms.upper.plus(margin);
  const lo = loD.toNumber();
  const hi = hiD.toNumber();
  const maxPay = Decimal.max(doubleWinPayout(invest, terms, loD), doubleWinPayout(invest, terms, hiD)).toNumber();
  const x = (p: number) => X0 + ((Math.min(hi, Math.max(lo, p)) - lo) / (hi - lo)) * (X1 - X0);
  const y = (v: number) => BOTTOM - (v / (maxPay * 1.08)) * (BOTTOM - TOP);
  const xl = x(terms.lower.toNumber());
  const xu = x(terms.upper.toNumber());
  const yInvest = y(invest.toNumber());
  const money = (v: Decimal) => `${moneyText(v, locale, precision)} ${quoteName}`;
  const price = (v: Decimal) => `${priceText(v, locale)} ${quoteName}`;

  const [probeText, setProbeText] = useState<string | null>(null);
  const probe = probeText === null ? (spot ?? terms.entry) : new Decimal(probeText);
  const probePay = doubleWinPayout(invest, terms, probe);
  const probeReturn = probePay.minus(invest).div(invest);
  const steps = hiD.minus(loD).div(tick).floor().toNumber();

  const rows = doubleWinPayoffTable(invest, terms, width.div(terms.entry).times('0.6'));
  const zoneText = (zone: 'below' | 'inside' | 'above') => t(`chart.zone.${zone}`);
  const leftY = y(doubleWinPayout(invest, terms, loD).toNumber());
  const rightY = y(doubleWinPayout(invest, terms, hiD).toNumber());
  const xs = spot ? x(spot.toNumber()) : null;

  return (
    <figure className={css.figure} data-testid="double-win-chart">
      <svg className={css.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`} direction="ltr">
        <title id={titleId}>{t('chart.title', { amount: money(invest) })}</title>
        <desc id={descId}>
          {t('chart.desc', { lower: price(terms.lower), upper: price(terms.upper), amount: money(invest), leverage: terms.leverage.toFixed() })}
        </desc>
        <rect className={css.breakout} x={X0} y={TOP - 16} width={xl - X0} height={BOTTOM - TOP + 16} />
        <rect className={css.range} x={xl} y={TOP - 16} width={xu - xl} height={BOTTOM - TOP + 16} />
        <rect className={css.breakout} x={xu} y={TOP - 16} width={X1 - xu} height={BOTTOM - TOP + 16} />
        <line className={css.axis} x1={X0} y1={BOTTOM} x2={X1} y2={BOTTOM} />
        <line className={css.principal} x1={X0} y1={yInvest} x2={X1} y2={yInvest} />
        <line className={css.bound} x1={xl} y1={TOP - 16} x2={xl} y2={BOTTOM + 4} />
        <line className={css.bound} x1={xu} y1={TOP - 16} x2={xu} y2={BOTTOM + 4} />
        <path className={css.payoff} d={`M ${X0} ${leftY} L ${xl} ${yInvest} M ${xl} ${BOTTOM} L ${xu} ${BOTTOM} M ${xu} ${yInvest} L ${X1} ${rightY}`} />
        <path className={css.jump} d={`M ${xl} ${yInvest} L ${xl} ${BOTTOM} M ${xu} ${BOTTOM} L ${xu} ${yInvest}`} />
        {xs !== null && <line className={css.spot} x1={xs} y1={TOP + 18} x2={xs} y2={BOTTOM} />}
        <circle className={css.probe} cx={x(probe.toNumber())} cy={y(probePay.toNumber())} r={5} />
        <text className={css.label} x={(xl + xu) / 2} y={BOTTOM - 8} textAnchor="middle">{t('chart.zeroZone')}</text>
        <text className={css.label} x={X0 + 2} y={TOP - 4}>{t('chart.breakoutBelow')}</text>
        <text className={css.label} x={X1 - 2} y={TOP - 4} textAnchor="end">{t('chart.breakoutAbove')}</text>
        <text className={css.muted} x={X1 - 2} y={yInvest - 4} textAnchor="end">{t('chart.invested')}</text>
        {xs !== null && <text className={css.muted} x={xs} y={TOP + 14} textAnchor="middle">{t('chart.now')}</text>}
        <text className={css.muted} x={xl} y={BOTTOM + 16} textAnchor="end">{priceText(terms.lower, locale)}</text>
        <text className={css.muted} x={xu} y={BOTTOM + 16} textAnchor="start">{priceText(terms.upper, locale)}</text>
        <text className={css.muted} x={X0} y={BOTTOM + 34}>{t('chart.lower')}</text>
        <text className={css.muted} x={X1} y={BOTTOM + 34} textAnchor="end">{t('chart.higher')}</text>
      </svg>
      <label htmlFor={sliderId} className={css.readout}>{t('chart.slider')}</label>
      <input
        id={sliderId}
        className={css.slider}
        type="range"
        dir="ltr"
        min={0}
        max={steps}
        step={1}
        value={probe.minus(loD).div(tick).round().toNumber()}
        aria-valuetext={price(probe)}
        onChange={(event) => setProbeText(loD.plus(tick.times(Number(event.target.value))).toFixed())}
        data-testid="double-win-probe"
      />
      <p className={css.readout} aria-live="polite" data-testid="double-win-probe-readout">
        {t('chart.readout', { price: price(probe), payout: money(probePay), change: fractionText(probeReturn, locale) })}
      </p>
      {/* Scrolls on its own on a narrow phone: reachable by keyboard, named by its caption. */}
      <div className={css.tableWrap} role="region" tabIndex={0} aria-label={t('chart.tableCaption', { amount: money(invest) })}>
        <table className={css.table} data-testid="double-win-payoff-table">
          <caption className={css.caption}>{t('chart.tableCaption', { amount: money(invest) })}</caption>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>{t('chart.colPrice')}</th>
              <th scope="col" className={css.cell}>{t('chart.colZone')}</th>
              <th scope="col" className={css.cell}>{t('chart.colPayout')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.price.toFixed()}>
                <td className={css.cell}>{price(row.price)}</td>
                <td className={css.cell}>{zoneText(row.zone)}</td>
                <td className={css.cell}>{money(row.payout)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
